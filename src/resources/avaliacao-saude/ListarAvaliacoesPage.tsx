import {
  Box,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { Loading } from '../../components/Loading';
import { LoadError } from '../../components/LoadError';
import { formatDataHora } from '../../components/formatters';
import { usePageTitle } from '../../components/layout/PageTitle';
import { usePaginationLabels } from '../../components/usePaginationLabels';
import type {
  AcessoSaude as Acesso,
  AvaliacaoRealizada as Avaliacao,
  AvaliacaoSaudeDataProvider,
  Pagina,
} from '../../providers/avaliacaoSaudeDataProvider';
import { StatusChip } from '../propostas/chips/StatusChip';
import { ACESSOS_SAUDE, type AcaoSaude } from '../../domain';
import { AcessosFiltro, filtroQuery, type FiltroAcessos } from './AcessosFiltro';
import { textsOf } from '../../providers/i18nProvider';

/**
 * listar-avaliacoes (health manager): the assessments with their nurse, date and outcome, and
 * below them the access log of health data (who read which proposal's declaration, PecFast
 * or videos, and when).
 */
export function ListarAvaliacoesPage() {
  const t = textsOf('avaliacaoSaude');
  const dataProvider = useDataProvider<AvaliacaoSaudeDataProvider>();
  const title = usePageTitle();
  const [filtro, setFiltro] = useState<FiltroAcessos>({});
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={title ?? t('avaliacoesTitulo')} />
      <Tabela<Avaliacao>
        titulo={t('avaliacoesTitulo')}
        chave={['avaliacoes']}
        buscar={(pagina, pageSize, signal) =>
          dataProvider.listarAvaliacoesRealizadas(pagina, pageSize, signal)
        }
        colunas={['Contrato', 'Beneficiário', 'Situação', 'Enfermeiro', 'Data', 'Resultado']}
        linha={(a) => [
          a.numeroContrato,
          a.nome,
          <StatusChip key="s" situacaoId={a.situacaoPropostaAdesaoId} />,
          a.enfermeiro ?? '—',
          formatDataHora(a.data),
          a.resultado,
        ]}
      />
      <Box sx={{ mt: 3 }}>
        <Tabela<Acesso>
          titulo={t('acessosTitulo')}
          chave={['acessos-saude', filtro]}
          filtros={<AcessosFiltro onBuscar={setFiltro} />}
          buscar={(pagina, pageSize, signal) =>
            dataProvider.listarAcessosSaude(pagina, pageSize, filtroQuery(filtro), signal)
          }
          colunas={['Data', 'Usuário', 'Contrato', 'Beneficiário', 'Acesso']}
          linha={(a) => [
            formatDataHora(a.dataAcesso),
            a.usuario,
            a.numeroContrato ?? '—',
            a.nome ?? '—',
            ACESSOS_SAUDE[a.acao as AcaoSaude] ?? a.acao,
          ]}
        />
      </Box>
    </Box>
  );
}

function Tabela<T extends { id: number }>({
  titulo,
  chave,
  filtros,
  buscar,
  colunas,
  linha,
}: {
  titulo: string;
  /** The query key; a new key (another filter) starts again from the first page. */
  chave: readonly unknown[];
  filtros?: ReactNode;
  buscar: (pagina: number, pageSize: number, signal: AbortSignal) => Promise<Pagina<T>>;
  colunas: string[];
  linha: (item: T) => ReactNode[];
}) {
  const t = textsOf('avaliacaoSaude');
  const paginationLabels = usePaginationLabels();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const chaveTexto = JSON.stringify(chave);
  const [chaveAnterior, setChaveAnterior] = useState(chaveTexto);
  if (chaveAnterior !== chaveTexto) {
    // Adjusting state while rendering (React's pattern for derived resets).
    setChaveAnterior(chaveTexto);
    setPage(0);
  }
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: [...chave, page, pageSize],
    queryFn: ({ signal }) => buscar(page + 1, pageSize, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <Paper variant="outlined" component="section" aria-label={titulo}>
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
        {titulo}
      </Typography>
      {filtros}
      {isPending ? (
        <Loading />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : (
        <>
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {colunas.map((c) => (
                    <TableCell key={c}>{c}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.itens.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={colunas.length}>{t('nenhumRegistro')}</TableCell>
                  </TableRow>
                ) : (
                  data.itens.map((item) => (
                    <TableRow key={item.id}>
                      {linha(item).map((cell, i) => (
                        <TableCell key={colunas[i]}>{cell}</TableCell>
                      ))}
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[10, 25, 50]}
            onPageChange={(_e, next) => setPage(next)}
            onRowsPerPageChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
            {...paginationLabels}
          />
        </>
      )}
    </Paper>
  );
}
