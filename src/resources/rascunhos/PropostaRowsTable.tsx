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
import { situacaoDaProposta } from '../../domain';
import { formatData } from '../../components/formatters';
import type { PropostaListItem } from '../propostas/types';
import { textsOf } from '../../providers/i18nProvider';
import { rotuloSituacao } from '../propostas/chips/rotuloSituacao';
import { rotuloUnidadeNaLingua } from '../../components/rotuloUnidadeNaLingua';

/** A column a page adds after the name (the release queue shows the type and the age). */
export interface ExtraColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

interface Props<Row extends PropostaListItem> {
  rows: Row[];
  basename: string;
  empty: string;
  /** Show the status column: what each draft waits for, or a sent proposal's status. */
  situacao?: boolean;
  actions?: (row: Row) => ReactNode;
  extra?: readonly ExtraColumn<Row>[];
}

/** A compact list of proposals whose contract number opens the proposal view. */
export function PropostaRowsTable<Row extends PropostaListItem>({
  rows,
  basename,
  empty,
  situacao,
  actions,
  extra = [],
}: Props<Row>) {
  const t = textsOf('rascunhos');
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
            <TableCell>{t('contrato')}</TableCell>
            <TableCell>{t('nome')}</TableCell>
            {extra.map((column) => (
              <TableCell key={column.header}>{column.header}</TableCell>
            ))}
            <TableCell>{t('criadaEm')}</TableCell>
            <TableCell>{t('unidade')}</TableCell>
            <TableCell>{t('corretor')}</TableCell>
            {situacao && <TableCell>{t('situacao')}</TableCell>}
            {actions && <TableCell align="right">{t('acoes')}</TableCell>}
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
              {extra.map((column) => (
                <TableCell key={column.header}>{column.cell(row)}</TableCell>
              ))}
              <TableCell>{formatData(row.dataCriacao)}</TableCell>
              <TableCell>{rotuloUnidadeNaLingua(row.unidade)}</TableCell>
              <TableCell>{row.corretorNome ?? '—'}</TableCell>
              {situacao && <TableCell>{rotuloSituacao(situacaoDaProposta(row))}</TableCell>}
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
