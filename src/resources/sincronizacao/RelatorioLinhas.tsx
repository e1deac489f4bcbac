import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { maskCnpj, maskCpf, type LinhaSincronizacao } from '../../domain';
import { SINCRONIZACAO_TEXTS as T } from './texts';

const ACAO_LABEL: Record<string, string> = {
  criar: T.criar,
  atualizar: T.atualizar,
  'sem alteração': T.semAlteracao,
};

function documento(linha: LinhaSincronizacao): string {
  const value = linha.documento ?? '';
  if (/^\d{14}$/.test(value)) return maskCnpj(value);
  if (/^\d{11}$/.test(value)) return maskCpf(value);
  return value;
}

/** The per-line report: what each line will do, or why it cannot. */
export function RelatorioLinhas({ linhas }: { linhas: LinhaSincronizacao[] }) {
  return (
    <Table size="small" aria-label={T.previa}>
      <TableHead>
        <TableRow>
          <TableCell>{T.linha}</TableCell>
          <TableCell>{T.tipo}</TableCell>
          <TableCell>{T.nome}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{T.documento}</TableCell>
          <TableCell>{T.resultado}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {linhas.map((linha) => (
          <TableRow key={linha.linha} data-testid={`linha-${linha.linha}`}>
            <TableCell>{linha.linha}</TableCell>
            <TableCell>
              {linha.tipo === 'concessionaria'
                ? T.concessionaria
                : linha.tipo === 'corretor'
                  ? T.corretor
                  : '—'}
            </TableCell>
            <TableCell>{linha.nome}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
              {documento(linha)}
            </TableCell>
            <TableCell>
              {linha.erros.length ? (
                <>
                  <Chip size="small" color="error" label={T.erro} sx={{ mb: 0.5 }} />
                  {linha.erros.map((erro) => (
                    <Typography key={erro} variant="body2" color="error">
                      {erro}
                    </Typography>
                  ))}
                </>
              ) : (
                <Chip
                  size="small"
                  color={linha.acao === 'sem alteração' ? 'default' : 'success'}
                  label={ACAO_LABEL[linha.acao ?? ''] ?? ''}
                />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
