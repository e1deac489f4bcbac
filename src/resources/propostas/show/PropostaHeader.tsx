import { Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REPASSE_TAG } from '../../../domain';
import { formatData, formatDataHora } from '../../../components/formatters';
import { PendenciaChip } from '../chips/PendenciaChip';
import { StatusChip } from '../chips/StatusChip';
import type { PropostaDetalhe } from '../types';
import { rotuloRepasse, rotuloTipoProposta } from '../chips/rotuloTipoProposta';

/** What the header shows; a list's row has it all but the date of the last status change. */
export type CabecalhoDaProposta = Pick<
  PropostaDetalhe,
  | 'numeroContrato'
  | 'situacaoPropostaAdesaoId'
  | 'possuiPendencia'
  | 'tipo'
  | 'tipoNome'
  | 'nome'
  | 'nomeSocial'
  | 'dataCriacao'
  | 'repasseDaConcessionariaLogada'
> &
  Partial<Pick<PropostaDetalhe, 'liberacaoIdadePendente' | 'inativa' | 'dataAlteracaoSituacao'>>;

/**
 * The proposal's number, status and pendency, then its kind, name and dates. Drawn from the
 * list's row while the proposal loads (PropostaEmCarga): the line of dates waits for it.
 */
export function PropostaHeader({ proposta }: { proposta: CabecalhoDaProposta }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 1 }}>
          {translate('propostas.titulo', { numero: proposta.numeroContrato })}
        </Typography>
        <StatusChip
          situacaoId={proposta.situacaoPropostaAdesaoId}
          liberacaoIdadePendente={proposta.liberacaoIdadePendente}
          inativa={proposta.inativa}
          size="medium"
        />
        <PendenciaChip possuiPendencia={proposta.possuiPendencia} size="medium" />
        {proposta.inativa ? (
          <Chip label={translate('propostas.inativa')} color="error" variant="outlined" />
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {proposta.dataAlteracaoSituacao === undefined ? (
          <Skeleton variant="text" width="60%" />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('propostas.cabecalho', {
              tipo: rotuloTipoProposta(proposta.tipo, proposta.tipoNome),
              nome: proposta.nomeSocial
                ? `${proposta.nome} (${proposta.nomeSocial})`
                : proposta.nome,
              criacao: formatData(proposta.dataCriacao),
              alteracao: formatDataHora(proposta.dataAlteracaoSituacao),
            })}
          </Typography>
        )}
        {proposta.repasseDaConcessionariaLogada ? (
          <Chip size="small" color={REPASSE_TAG.color} label={rotuloRepasse()} />
        ) : null}
      </Stack>
    </Stack>
  );
}
