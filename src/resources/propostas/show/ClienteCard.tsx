import { Box, Skeleton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { maskCpf } from '../../../domain';
import { rotuloEstadoCivil, rotuloSexo } from '../../../components/rotulosPessoas';
import { PhoneList } from '../../../components/PhoneText';
import type { PropostaDetalhe } from '../types';
import { FIELD_GRID, InfoField } from './InfoField';
import { SectionCard } from './SectionCard';
import { formatData } from '../../../components/formatters';
import { rotuloUnidadeNaLingua } from '../../../components/rotuloUnidadeNaLingua';

/** What a list's row already says about the applicant. */
export type ClienteDaLinha = Pick<PropostaDetalhe, 'nome' | 'nomeSocial' | 'unidade'>;

type ClienteCardProps =
  | { proposta: PropostaDetalhe; resumo?: undefined }
  /** From the list's row while the proposal loads: the fields it lacks wait for it. */
  | { proposta?: undefined; resumo: ClienteDaLinha };

/** The applicant's data: identity, contacts, unit, due day and the carried-over waiting period. */
export function ClienteCard({ proposta, resumo }: ClienteCardProps) {
  const translate = useTranslate();
  const field = (source: string) => translate(`resources.proposta.fields.${source}`);
  const cliente = proposta ?? resumo;
  /** A field of the full proposal, or its place kept while it loads. */
  const doDetalhe = (valor: (p: PropostaDetalhe) => ReactNode) =>
    proposta ? valor(proposta) : <Skeleton variant="text" width="70%" />;
  return (
    <SectionCard title={translate('propostas.secoes.cliente')}>
      <Box sx={FIELD_GRID} aria-busy={proposta ? undefined : true}>
        <InfoField label={field('nome')} value={cliente.nome} />
        <InfoField label={field('nomeSocial')} value={cliente.nomeSocial} />
        <InfoField label={field('cpf')} value={doDetalhe((p) => maskCpf(p.cpf))} />
        <InfoField
          label={field('dataNascimento')}
          value={doDetalhe((p) => formatData(p.dataNascimento))}
        />
        <InfoField label={field('nomeMae')} value={doDetalhe((p) => p.nomeMae)} />
        <InfoField
          label={field('cartaoNacionalSaude')}
          value={doDetalhe((p) => p.cartaoNacionalSaude)}
        />
        <InfoField
          label={field('estadoCivilId')}
          value={doDetalhe((p) => rotuloEstadoCivil(p.estadoCivilId))}
        />
        <InfoField label={field('sexoId')} value={doDetalhe((p) => rotuloSexo(p.sexoId))} />
        <InfoField label={field('email')} value={doDetalhe((p) => p.email)} />
        <InfoField
          label={field('contatos')}
          value={doDetalhe((p) =>
            p.contatos.length ? <PhoneList values={p.contatos.map((c) => c.telefone)} /> : null,
          )}
        />
        <InfoField label={field('unidadeNome')} value={rotuloUnidadeNaLingua(cliente.unidade)} />
        <InfoField label={field('protocolo')} value={doDetalhe((p) => p.protocolo)} />
        <InfoField label={field('diaVencimento')} value={doDetalhe((p) => p.diaVencimento)} />
        <InfoField
          label={field('dataContrato')}
          value={doDetalhe((p) => formatData(p.dataContrato))}
        />
        <InfoField
          label={field('advindoOutraOperadora')}
          value={doDetalhe((p) =>
            translate(p.advindoOutraOperadora ? 'propostas.secoes.sim' : 'propostas.secoes.nao'),
          )}
        />
        {proposta?.advindoOutraOperadora ? (
          <>
            <InfoField
              label={field('operadoraOrigemAproveitamentoCarencia')}
              value={proposta.operadoraOrigemAproveitamentoCarencia}
            />
            <InfoField
              label={field('tempoPermanenciaOperadoraMeses')}
              value={
                proposta.tempoPermanenciaOperadoraMeses == null
                  ? null
                  : translate('propostas.secoes.meses', {
                      smart_count: proposta.tempoPermanenciaOperadoraMeses,
                    })
              }
            />
            <InfoField
              label={field('dataAproveitamentoCarencia')}
              value={formatData(proposta.dataAproveitamentoCarencia)}
            />
          </>
        ) : null}
      </Box>
    </SectionCard>
  );
}
