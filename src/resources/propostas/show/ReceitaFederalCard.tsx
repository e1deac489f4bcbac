import {
  Alert,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  type AlertColor,
} from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { canAccess } from '../../../domain';
import { formatDataHora } from '../../../components/formatters';
import { useProposalCall } from '../actions/useProposalCall';
import type { PropostaDetalhe } from '../types';
import { SectionCard } from './SectionCard';

/**
 * The Receita Federal check of this proposal's CPF (issue 39, item 8): where it stands, the
 * divergences of name, birth date and CPF status, and 'Consultar novamente' for who may ask. The
 * check runs in the outbox when the proposal is sent and never holds the proposal up: while the
 * service is down the card says it is pending (docs/decisions/0116-receita-federal-divergences.md).
 */
export function ReceitaFederalCard({ proposta }: { proposta: PropostaDetalhe }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const call = useProposalCall();
  const [enviando, setEnviando] = useState(false);
  const { estado, consultadaEm, situacaoCadastral, divergencias } = proposta.receitaFederal;
  const rascunho = proposta.situacaoPropostaAdesaoId == null;
  const roles = (identity?.roles as string[] | undefined) ?? [];
  const podeConsultar =
    !rascunho &&
    estado !== 'pendente' &&
    canAccess(roles, { resource: 'proposta', action: 'consultar-receita' });

  const consultar = async () => {
    setEnviando(true);
    try {
      await call(
        `/api/adesao/${proposta.id}/consultarReceitaFederal`,
        { method: 'POST' },
        translate('propostas.receita.pendente'),
      );
    } catch {
      // The notice already told why; the card stays as it was.
    } finally {
      setEnviando(false);
    }
  };

  return (
    <SectionCard
      title={translate('propostas.receita.titulo')}
      action={
        podeConsultar ? (
          <Button size="small" onClick={() => void consultar()} disabled={enviando}>
            {translate('propostas.receita.consultar')}
          </Button>
        ) : null
      }
    >
      <Stack spacing={1.5}>
        <Situacao rascunho={rascunho} estado={estado} quantidade={divergencias.length} />
        {divergencias.length > 0 ? (
          <Table size="small" aria-label={translate('propostas.receita.titulo')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('propostas.receita.coluna_divergencia')}</TableCell>
                <TableCell>{translate('propostas.receita.coluna_proposta')}</TableCell>
                <TableCell>{translate('propostas.receita.coluna_receita')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {divergencias.map((d) => (
                <TableRow key={d.campo} data-testid="divergencia-rf">
                  <TableCell>{d.descricao}</TableCell>
                  <TableCell>{d.valorDeclarado || '—'}</TableCell>
                  <TableCell>{d.valorReceita}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        {consultadaEm ? (
          <Typography variant="body2" color="text.secondary">
            {[
              situacaoCadastral
                ? translate('propostas.receita.situacao', { situacao: situacaoCadastral })
                : null,
              translate('propostas.receita.consultada_em', { data: formatDataHora(consultadaEm) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        ) : null}
      </Stack>
    </SectionCard>
  );
}

/** One sentence for where the check stands; a divergence is a warning, not an error. */
function aviso(
  rascunho: boolean,
  estado: PropostaDetalhe['receitaFederal']['estado'],
  quantidade: number,
): [AlertColor, string, Record<string, number>?] {
  if (rascunho) return ['info', 'propostas.receita.rascunho'];
  switch (estado) {
    case 'pendente':
      return ['info', 'propostas.receita.pendente'];
    case 'falhou':
      return ['error', 'propostas.receita.falhou'];
    case 'nao_configurada':
      return ['info', 'propostas.receita.nao_configurada'];
    case 'concluida':
      return quantidade > 0
        ? ['warning', 'propostas.receita.divergencias', { smart_count: quantidade }]
        : ['success', 'propostas.receita.confere'];
    default:
      return ['info', 'propostas.receita.nao_consultada'];
  }
}

function Situacao({
  rascunho,
  estado,
  quantidade,
}: {
  rascunho: boolean;
  estado: PropostaDetalhe['receitaFederal']['estado'];
  quantidade: number;
}) {
  const translate = useTranslate();
  const [severity, key, options] = aviso(rascunho, estado, quantidade);
  return (
    <Alert severity={severity} data-estado={estado ?? 'nenhum'}>
      {translate(key, options)}
    </Alert>
  );
}
