import { Link, Typography } from '@mui/material';
import {
  DataTable,
  List,
  RefreshButton,
  SelectInput,
  TopToolbar,
  useBasename,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, OUTBOX_SITUACOES, OUTBOX_TOPICOS, PAGE_SIZES } from '../../domain';
import { LIST_STATE_PREFIX } from '../../components/listFilter';
import { formatDataHora } from '../../components/formatters';
import { usePageTitle } from '../../components/layout/PageTitle';
import { ListLoadError, ListPagination } from '../../components/LoadError';
import { ServerExportButton, type ExportRequest } from '../../components/ServerExportButton';
import { handleError } from '../../providers/errorHandler';
import {
  INTEGRACOES,
  toMensagensQuery,
  type MensagemIntegracao,
} from '../../providers/integracoesDataProvider';
import { colunasKey } from '../visoes/colunasNoServidor';
import { FerramentasDaLista } from '../visoes/FerramentasDaLista';
import { IntegracoesAoVivo } from './IntegracoesAoVivo';
import { ReprocessarButton } from './ReprocessarButton';
import { SituacaoMensagemChip } from './SituacaoMensagemChip';

interface IntegracaoListProps {
  /** Link each message to its proposal's screen (the area has a `proposta/:id` route). */
  linkToProposta?: boolean;
}

const Col = DataTable.Col<MensagemIntegracao>;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
/**
 * Nine columns in the width the sidebar leaves on a laptop: tighter cell padding, and on a
 * narrower screen the table scrolls inside its card instead of widening the page.
 */
const TABLE_SX = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
} as const;
/** The screen's route in both areas that have it; names its views and columns. */
const LISTA = 'integracoes';
const TOPICOS = Object.entries(OUTBOX_TOPICOS).map(([id, nome]) => ({ id, nome }));

/** 'Exportar': the list's filter without its paging; the server writes every message of it. */
function exportRequest({ filterValues }: { filterValues: Record<string, unknown> }): ExportRequest {
  const query = toMensagensQuery({ filter: filterValues });
  query.delete('pagina');
  query.delete('pageSize');
  return {
    url: `/api/integracoes/mensagens/exportar?${query}`,
    method: 'GET',
    fileName: 'integracoes.csv',
  };
}

/**
 * 'Integrações': every message the product owes an outside system (ERP, e-signature, e-mail,
 * SMS), newest first as the API answers them, with its status, tries and last error, and
 * 'Reprocessar' on dead letters. The API does not sort, so no column offers to.
 */
export function IntegracaoList({ linkToProposta = false }: IntegracaoListProps) {
  const translate = useTranslate();
  const title = usePageTitle();
  return (
    <List<MensagemIntegracao>
      resource={INTEGRACOES}
      storeKey={`${LIST_STATE_PREFIX}.integracoes`}
      title={title ?? translate('integracoes.titulo')}
      filters={[
        <SelectInput
          key="situacao"
          source="situacao"
          choices={[...OUTBOX_SITUACOES]}
          optionText="nome"
          emptyText="integracoes.todas"
          alwaysOn
          sx={{ minWidth: 220 }}
        />,
        <SelectInput
          key="topico"
          source="topico"
          choices={TOPICOS}
          optionText="nome"
          emptyText="integracoes.todos"
          alwaysOn
          sx={{ minWidth: 320 }}
        />,
      ]}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<ListPagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      error={<ListLoadError />}
      actions={
        <TopToolbar>
          <FerramentasDaLista lista={LISTA} />
          <RefreshButton />
          <ServerExportButton request={exportRequest} />
        </TopToolbar>
      }
      queryOptions={{ onError: (error) => void handleError(error) }}
      exporter={false}
      empty={false}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      <IntegracoesAoVivo />
      <DataTable
        storeKey={colunasKey(LISTA)}
        bulkActionButtons={false}
        rowClick={false}
        empty={<EmptyList />}
        sx={TABLE_SX}
      >
        <Col source="id" disableSort />
        <Col source="topico" disableSort sx={{ minWidth: 150 }} render={(row) => row.topicoNome} />
        <Col
          source="situacao"
          disableSort
          render={(row) => <SituacaoMensagemChip situacao={row.situacao} />}
        />
        <Col source="tentativas" disableSort render={(row) => <TentativasCell row={row} />} />
        <Col source="ultimoErro" disableSort render={(row) => <ErroCell erro={row.ultimoErro} />} />
        <Col
          source="propostaAdesaoId"
          disableSort
          render={(row) => (
            <PropostaCell
              id={row.propostaAdesaoId}
              numeroContrato={row.numeroContrato}
              link={linkToProposta}
            />
          )}
        />
        <Col
          source="dataCriacao"
          disableSort
          sx={NO_WRAP}
          render={(row) => formatDataHora(row.dataCriacao)}
        />
        <Col
          source="dataEntrega"
          disableSort
          sx={NO_WRAP}
          render={(row) => formatDataHora(row.dataEntrega) || '—'}
        />
        <Col
          label=""
          disableSort
          sx={NO_WRAP}
          render={(row) => <ReprocessarButton mensagem={row} />}
        />
      </DataTable>
    </List>
  );
}

/** The tries, and when a pending message will be tried again. */
function TentativasCell({ row }: { row: MensagemIntegracao }) {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2">{row.tentativas}</Typography>
      {row.dataProximaTentativa ? (
        <Typography variant="caption" color="text.secondary" sx={NO_WRAP}>
          {translate('integracoes.proxima_tentativa', {
            data: formatDataHora(row.dataProximaTentativa),
          })}
        </Typography>
      ) : null}
    </>
  );
}

/** Errors run to 500 characters: two lines in the table, the whole text on hover. */
function ErroCell({ erro }: { erro: string | null }) {
  if (!erro) return <>—</>;
  return (
    <Typography
      variant="body2"
      title={erro}
      sx={{
        minWidth: 160,
        maxWidth: 300,
        overflow: 'hidden',
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        wordBreak: 'break-word',
      }}
    >
      {erro}
    </Typography>
  );
}

/** The proposal by its contract number (what people know it by), linked by its id. */
function PropostaCell({
  id,
  numeroContrato,
  link,
}: {
  id: number | null;
  numeroContrato: number | null;
  link: boolean;
}) {
  const basename = useBasename();
  const translate = useTranslate();
  if (id === null) return <>—</>;
  const numero = numeroContrato ?? id;
  if (!link) return <>{numero}</>;
  return (
    <Link
      component={RouterLink}
      to={`${basename}/proposta/${id}`}
      aria-label={translate('integracoes.abrir_proposta', { numero })}
    >
      {numero}
    </Link>
  );
}

function EmptyList() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {translate('integracoes.vazia')}
    </Typography>
  );
}
