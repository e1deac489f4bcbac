import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { maskCnpj, maskCpf, type AcaoSincronizacao, type LinhaSincronizacao } from '../../domain';
import { textsOf } from '../../providers/i18nProvider';

/** The server's action codes and the catalogue key each line shows for them (record 0182). */
const ACAO_KEY = {
  criar: 'criar',
  atualizar: 'atualizar',
  'sem-alteracao': 'semAlteracao',
} as const satisfies Record<AcaoSincronizacao, string>;

function documento(linha: LinhaSincronizacao): string {
  const value = linha.documento ?? '';
  if (/^\d{14}$/.test(value)) return maskCnpj(value);
  if (/^\d{11}$/.test(value)) return maskCpf(value);
  return value;
}

/** The per-line report: what each line will do, or why it cannot. */
export function RelatorioLinhas({ linhas }: { linhas: LinhaSincronizacao[] }) {
  const t = textsOf('sincronizacao');
  return (
    <Table size="small" aria-label={t('previa')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('linha')}</TableCell>
          <TableCell>{t('tipo')}</TableCell>
          <TableCell>{t('nome')}</TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('documento')}</TableCell>
          <TableCell>{t('resultado')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {linhas.map((linha) => (
          <TableRow key={linha.linha} data-testid={`linha-${linha.linha}`}>
            <TableCell>{linha.linha}</TableCell>
            <TableCell>
              {linha.tipo === 'concessionaria'
                ? t('concessionaria')
                : linha.tipo === 'corretor'
                  ? t('corretor')
                  : '—'}
            </TableCell>
            <TableCell>{linha.nome}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
              {documento(linha)}
            </TableCell>
            <TableCell>
              {linha.erros.length ? (
                <>
                  <Chip size="small" color="error" label={t('erro')} sx={{ mb: 0.5 }} />
                  {linha.erros.map((erro) => (
                    <Typography key={erro} variant="body2" color="error">
                      {erro}
                    </Typography>
                  ))}
                </>
              ) : (
                <Chip
                  size="small"
                  color={linha.acao === 'sem-alteracao' ? 'default' : 'success'}
                  label={linha.acao ? t(ACAO_KEY[linha.acao]) : ''}
                />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
