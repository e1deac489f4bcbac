import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Chip,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useBasename, useGetIdentity } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  canAccess,
  DEFAULT_PAGE_SIZE,
  getPmeStatusInfo,
  maskCnpj,
  PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
  SITUACOES_PME,
  rotuloUnidade,
} from '../../domain';
import { formatData } from '../../components/formatters';
import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import { usePageTitle } from '../../components/layout/PageTitle';
import { pmeApi } from './pmeApi';
import { ExportFileButton } from '../../components/ServerExportButton';
import { TEXTOS } from './texts';

export function PmeStatusChip({ situacao }: { situacao: number }) {
  const info = getPmeStatusInfo(situacao);
  return <Chip size="small" label={info?.label ?? situacao} color={info?.color ?? 'default'} />;
}

/**
 * pme/todas-propostas: every PME proposal over POST api/propostaPme/buscar, searched by
 * company name, CNPJ or contract number (2 s after the last keystroke; Enter does not submit)
 * and filtered by status. A row opens the PME proposal screen.
 */
export function PmePropostaList() {
  const title = usePageTitle();
  const basename = useBasename();
  const navigate = useNavigate();
  const [texto, setTexto] = useState('');
  const [pesquisa, setPesquisa] = useState('');
  const [situacao, setSituacao] = useState<number | ''>('');
  const [pagina, setPagina] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const { identity } = useGetIdentity();
  const podeCriar = canAccess((identity?.roles as string[] | undefined) ?? [], {
    resource: 'proposta-pme',
    action: 'create',
  });

  useEffect(() => {
    const timer = setTimeout(() => {
      setPesquisa(texto);
      setPagina(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [texto]);

  const query = useQuery({
    queryKey: ['pme', 'buscar', pesquisa, situacao, pagina, pageSize],
    queryFn: () =>
      pmeApi.buscar({
        pesquisa: pesquisa || undefined,
        situacoes: situacao === '' ? undefined : [situacao],
        pagina,
        pageSize,
      }),
    placeholderData: keepPreviousData,
  });

  return (
    <Box sx={{ p: 2 }}>
      {title ? <Title title={title} /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label={TEXTOS.pesquisar}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
          sx={{ minWidth: 340 }}
        />
        <TextField
          select
          size="small"
          label={TEXTOS.situacao}
          value={situacao}
          onChange={(e) => {
            setSituacao(e.target.value === '' ? '' : Number(e.target.value));
            setPagina(1);
          }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{TEXTOS.todas}</MenuItem>
          {SITUACOES_PME.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        {/* Every proposal of the search and status above, written by the server. */}
        <ExportFileButton
          disabled={query.data?.total === 0}
          request={() => ({
            url: '/api/propostaPme/buscar/exportar',
            method: 'POST',
            body: {
              pesquisa: pesquisa || undefined,
              situacoes: situacao === '' ? undefined : [situacao],
            },
            fileName: 'propostas-pme.csv',
          })}
        />
        {podeCriar && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => navigate(`${basename}/pme/nova-proposta`)}
            sx={{ ml: { sm: 'auto !important' }, whiteSpace: 'nowrap' }}
          >
            {TEXTOS.novaPropostaPme}
          </Button>
        )}
      </Stack>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{TEXTOS.contrato}</TableCell>
                  <TableCell>{TEXTOS.dataCriacao}</TableCell>
                  <TableCell>{TEXTOS.razaoSocial}</TableCell>
                  <TableCell>{TEXTOS.cnpj}</TableCell>
                  <TableCell>{TEXTOS.unidade}</TableCell>
                  <TableCell>{TEXTOS.corretor}</TableCell>
                  <TableCell align="right">{TEXTOS.beneficiarios}</TableCell>
                  <TableCell>{TEXTOS.situacao}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.itens.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={8}>{TEXTOS.nenhumaProposta}</TableCell>
                  </TableRow>
                )}
                {query.data.itens.map((row) => (
                  <TableRow
                    key={row.id}
                    hover
                    sx={{ cursor: 'pointer' }}
                    onClick={() => navigate(`${basename}/pme/proposta/${row.id}`)}
                  >
                    <TableCell>{row.numeroContrato}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatData(row.dataCriacao)}
                    </TableCell>
                    <TableCell>{row.razaoSocial}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{maskCnpj(row.cnpj)}</TableCell>
                    <TableCell>
                      {rotuloUnidade({ uf: row.uf, nomeUnidade: row.unidadeNome })}
                    </TableCell>
                    <TableCell>{row.corretorNome ?? '—'}</TableCell>
                    <TableCell align="right">{row.beneficiarios}</TableCell>
                    <TableCell>
                      <PmeStatusChip situacao={row.situacao} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={query.data.total}
            page={pagina - 1}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...PAGE_SIZES]}
            labelRowsPerPage={TEXTOS.linhasPorPagina}
            labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
            onPageChange={(_e, page) => setPagina(page + 1)}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPagina(1);
            }}
          />
        </Paper>
      )}
    </Box>
  );
}
