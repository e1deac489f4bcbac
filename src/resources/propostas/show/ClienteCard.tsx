import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ESTADOS_CIVIS, maskCpf, rotuloUnidade, SEXOS } from '../../../domain';
import { PhoneList } from '../../../components/PhoneText';
import type { PropostaDetalhe } from '../types';
import { FIELD_GRID, InfoField } from './InfoField';
import { SectionCard } from './SectionCard';
import { formatData } from '../../../components/formatters';

/** The applicant's data: identity, contacts, unit, due day and the carried-over waiting period. */
export function ClienteCard({ proposta }: { proposta: PropostaDetalhe }) {
  const translate = useTranslate();
  const field = (source: string) => translate(`resources.proposta.fields.${source}`);
  return (
    <SectionCard title={translate('propostas.secoes.cliente')}>
      <Box sx={FIELD_GRID}>
        <InfoField label={field('nome')} value={proposta.nome} />
        <InfoField label={field('nomeSocial')} value={proposta.nomeSocial} />
        <InfoField label={field('cpf')} value={maskCpf(proposta.cpf)} />
        <InfoField label={field('dataNascimento')} value={formatData(proposta.dataNascimento)} />
        <InfoField label={field('nomeMae')} value={proposta.nomeMae} />
        <InfoField label={field('cartaoNacionalSaude')} value={proposta.cartaoNacionalSaude} />
        <InfoField
          label={field('estadoCivilId')}
          value={ESTADOS_CIVIS.find((e) => e.id === proposta.estadoCivilId)?.label}
        />
        <InfoField
          label={field('sexoId')}
          value={SEXOS.find((s) => s.id === proposta.sexoId)?.label}
        />
        <InfoField label={field('email')} value={proposta.email} />
        <InfoField
          label={field('contatos')}
          value={
            proposta.contatos.length ? (
              <PhoneList values={proposta.contatos.map((c) => c.telefone)} />
            ) : null
          }
        />
        <InfoField label={field('unidadeNome')} value={rotuloUnidade(proposta.unidade)} />
        <InfoField label={field('protocolo')} value={proposta.protocolo} />
        <InfoField label={field('diaVencimento')} value={proposta.diaVencimento} />
        <InfoField label={field('dataContrato')} value={formatData(proposta.dataContrato)} />
        <InfoField
          label={field('advindoOutraOperadora')}
          value={translate(
            proposta.advindoOutraOperadora ? 'propostas.secoes.sim' : 'propostas.secoes.nao',
          )}
        />
        {proposta.advindoOutraOperadora ? (
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
