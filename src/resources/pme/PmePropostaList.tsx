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
import { useEffect, useState } from 'react';
import { ListBase, Title, useBasename, useGetIdentity, useListContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import {
  canAccess,
  DEFAULT_PAGE_SIZE,
  getPmeStatusInfo,
  maskCnpj,
  PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
  SITUACOES_PME,
} from '../../domain';
import { formatData } from '../../components/formatters';
import { LoadError } from '../../components/LoadError';
import { Loading } from '../../components/Loading';
import { usePageTitle } from '../../components/layout/PageTitle';
import {
  buscaPme,
  PROPOSTAS_PME,
  type FiltroPme,
  type PmeListItem,
} from '../../providers/pmeDataProvider';
import { ExportFileButton } from '../../components/ServerExportButton';
import { usePaginationLabels } from '../../components/usePaginationLabels';
import { textsOf } from '../../providers/i18nProvider';
import { rotuloSituacaoPme } from './rotuloSituacaoPme';
import { rotuloUnidadeNaLingua } from '../../components/rotuloUnidadeNaLingua';

export function PmeStatusChip({ situacao }: { situacao: number }) {
  const info = getPmeStatusInfo(situacao);
  return <Chip size="small" label={rotuloSituacaoPme(situacao)} color={info?.color ?? 'default'} />;
}

/**
 * pme/todas-propostas: every PME proposal over POST api/propostaPme/buscar, searched by
 * company name, CNPJ or contract number (2 s after the last keystroke; Enter does not submit)
 * and filtered by status. A row opens the PME proposal screen. The search, status and page are
 * react-admin's list parameters (ListBase), kept in the address and the store like the proposal
 * lists', so they are still there when the user comes back; the table is drawn here as before.
 */
export function PmePropostaList() {
  return (
    <ListBase resource={PROPOSTAS_PME} perPage={DEFAULT_PAGE_SIZE} sort={SEM_ORDEM}>
      <PmePropostaTabela />
    </ListBase>
  );
}

/** The server orders the PME search itself; react-admin's default 'id' sort is not sent. */
const SEM_ORDEM = { field: '', order: 'ASC' } as const;

function PmePropostaTabela() {
  const t = textsOf('pme');
  const paginationLabels = usePaginationLabels();
  const title = usePageTitle();
  const basename = useBasename();
  const navigate = useNavigate();
  const list = useListContext<PmeListItem>();
  const filtro = list.filterValues as FiltroPme;
  const pesquisa = filtro.pesquisa ?? '';
  const situacao = filtro.situacao ?? '';
  const [texto, setTexto] = useState(pesquisa);
  const { identity } = useGetIdentity();
  const podeCriar = canAccess((identity?.roles as string[] | undefined) ?? [], {
    resource: 'proposta-pme',
    action: 'create',
  });

  // The search is sent 2 s after the last keystroke (a new filter goes back to page 1).
  const { setFilters } = list;
  useEffect(() => {
    if (texto === pesquisa) return;
    const timer = setTimeout(() => {
      setFilters({ ...filtro, pesquisa: texto || undefined }, undefined, false);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [texto, pesquisa, filtro, setFilters]);
  const escolherSituacao = (valor: string) =>
    setFilters({ ...filtro, situacao: valor === '' ? undefined : Number(valor) }, undefined, false);

  return (
    <Box sx={{ p: 2 }}>
      {title ? <Title title={title} /> : null}
      {/* The filters share the row and grow; a narrow window wraps the buttons under them rather
          than drawing them over each other (gap-based spacing keeps a wrapped row's left edge). */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: { sm: 'center' } }}
      >
        <TextField
          size="small"
          label={t('pesquisar')}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault();
          }}
          sx={{ flex: '2 1 280px', width: 'auto' }}
        />
        <TextField
          select
          size="small"
          label={t('situacao')}
          value={situacao}
          onChange={(e) => escolherSituacao(e.target.value)}
          sx={{ flex: '1 1 200px', width: 'auto' }}
        >
          <MenuItem value="">{t('todas')}</MenuItem>
          {SITUACOES_PME.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {rotuloSituacaoPme(s.id)}
            </MenuItem>
          ))}
        </TextField>
        {/* Every proposal of the search and status above, written by the server. */}
        <Box sx={{ flexShrink: 0 }}>
          <ExportFileButton
            disabled={list.total === 0}
            request={() => ({
              url: '/api/propostaPme/buscar/exportar',
              method: 'POST',
              body: buscaPme(filtro),
              fileName: 'propostas-pme.csv',
            })}
          />
        </Box>
        {podeCriar && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => navigate(`${basename}/pme/nova-proposta`)}
            sx={{ ml: { sm: 'auto !important' }, whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {t('novaPropostaPme')}
          </Button>
        )}
      </Stack>
      {list.isPending ? (
        <Loading />
      ) : list.error ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('contrato')}</TableCell>
                  <TableCell>{t('dataCriacao')}</TableCell>
                  <TableCell>{t('razaoSocial')}</TableCell>
                  <TableCell>{t('cnpj')}</TableCell>
                  <TableCell>{t('unidade')}</TableCell>
                  <TableCell>{t('corretor')}</TableCell>
                  <TableCell align="right">{t('beneficiarios')}</TableCell>
                  <TableCell>{t('situacao')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={8}>{t('nenhumaProposta')}</TableCell>
                  </TableRow>
                )}
                {list.data.map((row) => (
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
                      {rotuloUnidadeNaLingua({ uf: row.uf, nomeUnidade: row.unidadeNome })}
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
            count={list.total ?? 0}
            page={list.page - 1}
            rowsPerPage={list.perPage}
            rowsPerPageOptions={[...PAGE_SIZES]}
            {...paginationLabels}
            onPageChange={(_e, page) => list.setPage(page + 1)}
            onRowsPerPageChange={(e) => list.setPerPage(Number(e.target.value))}
          />
        </Paper>
      )}
    </Box>
  );
}
