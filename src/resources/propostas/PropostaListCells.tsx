import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { beneficiarioTipo, isAgendavel, nursingEvaluationColor, REPASSE_TAG } from '../../domain';
import type { PropostaListItem } from './types';
import { rotuloRepasse, rotuloTipoProposta } from './chips/rotuloTipoProposta';
import { rotuloAgendamento } from './chips/rotulosDaLinha';

// The cells of a proposal list's row that are more than a value (PropostaList).

/** The row's state for its status chip: a draft's too (what it waits for). */
export const estadoDe = (row: PropostaListItem) => ({
  situacaoId: row.situacaoPropostaAdesaoId,
  liberacaoIdadePendente: row.liberacaoIdadePendente,
  inativa: row.inativa,
});

export function TipoCell({ row }: { row: PropostaListItem }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <span>{rotuloTipoProposta(row.tipo, row.tipoNome)}</span>
      {row.repasseDaConcessionariaLogada ? (
        <Chip size="small" color={REPASSE_TAG.color} label={rotuloRepasse()} />
      ) : null}
    </Stack>
  );
}

export function NomeCell({ row }: { row: PropostaListItem }) {
  const translate = useTranslate();
  const dependente = Boolean(row.propostaTitularId);
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">{row.nome}</Typography>
        {/* The family shares the contract number: say which row is the holder. */}
        <Chip
          size="small"
          variant="outlined"
          color={dependente ? 'default' : 'primary'}
          label={translate(`propostas.beneficiario.${beneficiarioTipo(row)}`)}
        />
      </Stack>
      {row.nomeSocial ? (
        <Typography variant="caption" color="text.secondary">
          {translate('propostas.listas.nome_social', { nome: row.nomeSocial })}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * While the nursing evaluation may still be booked, whether it is: blue when booked, orange when
 * it still awaits an appointment (spec 1, section 4), so the operator sees whom to call.
 */
export function AgendamentoChip({ row }: { row: PropostaListItem }) {
  if (!isAgendavel(row.situacaoPropostaAdesaoId)) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={nursingEvaluationColor(row.marcada)}
      label={rotuloAgendamento(row.marcada)}
    />
  );
}
