import {
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { getStatusInfo, rotuloUnidade } from '../../domain';
import { formatData } from '../../components/formatters';
import type { PropostaListItem } from '../propostas/types';
import { RASCUNHOS_TEXTS as T } from './texts';

interface Props {
  rows: PropostaListItem[];
  basename: string;
  empty: string;
  /** Show the status column (the direct search mixes drafts and sent proposals). */
  situacao?: boolean;
  actions?: (row: PropostaListItem) => ReactNode;
}

/** A compact list of proposals whose contract number opens the proposal view. */
export function PropostaRowsTable({ rows, basename, empty, situacao, actions }: Props) {
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {empty}
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{T.contrato}</TableCell>
            <TableCell>{T.nome}</TableCell>
            <TableCell>{T.criadaEm}</TableCell>
            <TableCell>{T.unidade}</TableCell>
            <TableCell>{T.corretor}</TableCell>
            {situacao && <TableCell>{T.situacao}</TableCell>}
            {actions && <TableCell align="right">{T.acoes}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover>
              <TableCell>
                <MuiLink component={Link} to={`${basename}/proposta/${row.id}`}>
                  {row.numeroContrato}
                </MuiLink>
              </TableCell>
              <TableCell>{row.nomeSocial || row.nome}</TableCell>
              <TableCell>{formatData(row.dataCriacao)}</TableCell>
              <TableCell>{rotuloUnidade(row.unidade)}</TableCell>
              <TableCell>{row.corretorNome ?? '—'}</TableCell>
              {situacao && (
                <TableCell>
                  {row.situacaoPropostaAdesaoId == null
                    ? T.rascunho
                    : getStatusInfo(row.situacaoPropostaAdesaoId).label}
                </TableCell>
              )}
              {actions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {actions(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
