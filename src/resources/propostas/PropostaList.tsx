import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useMemo, type KeyboardEvent } from 'react';
import {
  DataTable,
  FilterLiveForm,
  List,
  RefreshButton,
  SimpleList,
  SearchInput,
  TopToolbar,
  useBasename,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import {
  beneficiarioTipo,
  caminhoDaProposta,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  initialListFilter,
  PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
  situacaoDaProposta,
} from '../../domain';
import { LIST_STATE_PREFIX } from '../../components/listFilter';
import { ListLoadError, ListPagination } from '../../components/LoadError';
import { useArea } from '../../components/layout/AreaContext';
import { usePageTitle } from '../../components/layout/PageTitle';
import { KeyboardDataTableBody } from '../../components/KeyboardRows';
import { useBulkActionButtons } from './lote/BulkActions';
import { SlaChip } from './chips/SlaChip';
import { ListaAoVivo } from './AoVivo';
import { ExportarCsvButton } from './ExportarCsvButton';
import { PendenciaChip } from './chips/PendenciaChip';
import { PropostaFilterPanel } from './filters/PropostaFilterPanel';
import { SituacaoSelect } from './filters/SituacaoSelect';
import { StatusFilterChip } from './filters/StatusFilterChip';
import { StatusChip } from './chips/StatusChip';
import { rotuloSituacao } from './chips/rotuloSituacao';
import { PROPOSTAS, SEARCH_FILTER, type BuscarMeta } from '../../providers/propostasDataProvider';
import type { PropostaListItem } from './types';
import { formatDataDaLinha } from './formatDataDaLinha';
import { PhoneText } from '../../components/PhoneText';
import { colunasKey } from '../visoes/colunasNoServidor';
import { FerramentasDaLista } from '../visoes/FerramentasDaLista';
import { metaDaLista } from './listaDaRota';
import { NovaPropostaButton } from './NovaPropostaButton';
import { AgendamentoChip, estadoDe, NomeCell, TipoCell } from './PropostaListCells';
import { PrecargaDaProposta } from './PrecargaDaProposta';
import { REFETCH_AFTER_PAINT, RefetchAfterPaint } from './RefetchAfterPaint';
import { rotuloUnidadeNaLingua } from '../../components/rotuloUnidadeNaLingua';
import { esquecerPrevia } from './previa/previaGuardada';

interface PropostaListProps {
  /** The list's route in its area ('propostas-entradas'); it decides the statuses shown. */
  route: string;
}

const Col = DataTable.Col<PropostaListItem>;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
/** For `cellSx`: the rows' values stay on one line, the column's title may wrap. */
const noWrap = () => NO_WRAP;
/**
 * The list's card keeps the window's width (a flex item's `min-width: auto` would take the
 * table's), and its toolbar wraps: the buttons go below the search box when both do not fit.
 * Not on a phone: there react-admin stacks them in a column (column-reverse), and a wrapping
 * column put the buttons in a second column beside the search box, off the screen's edge.
 */
const LIST_SX = {
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-actions': { flexWrap: { xs: 'nowrap', sm: 'wrap' } },
} as const;
/**
 * Nine columns in the width the 290 px sidebar leaves at 1440 px: tighter cell padding (the
 * card's edges keep theirs), and where they still do not fit the table scrolls inside its card.
 */
const TABLE_SX = {
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
  '& .MuiTableCell-root:first-of-type:not(.MuiTableCell-paddingCheckbox)': { pl: 2 },
} as const;

/**
 * A list of proposals by status, over POST api/adesao/buscar with the statuses the spec gives
 * the route (statusesForList). Filter and page live in the area's store under the list prefix,
 * so they survive navigation and the menu clears them. Opens on the last 90 days of entries.
 */
export function PropostaList({ route }: PropostaListProps) {
  const area = useArea();
  const basename = useBasename();
  const meta = useMemo(() => metaDaLista(area, route), [area, route]);
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const title = usePageTitle();
  const translate = useTranslate();
  // Computed once per mount: the 90-day window follows the calendar, not each render.
  const filterDefaultValues = useMemo(() => initialListFilter(new Date()), []);
  const bulkActions = useBulkActionButtons(meta?.situacoes ?? []);
  // The list is drawn: its preview (previa/) is never shown again in this page's life, not even
  // by a later waiting outline at this address.
  useEffect(esquecerPrevia, []);
  if (!meta?.situacoes) throw new Error(`A rota ${route} não é uma lista de propostas de ${area}`);
  const { situacoes: statuses, lista, enfermeiro } = meta;
  // The nurse opens the assessment screen; the other areas the proposal screen, which in the
  // dealership's area is the view of the proposal's kind (propostaRetencao/{id}, ...).
  const showPath = (id: Identifier, _resource: string, row: RaRecord) =>
    enfermeiro
      ? `${basename}/proposta/${id}/avaliacao-saude`
      : `${basename}/${caminhoDaProposta(area, (row as PropostaListItem).tipo, id)}`;

  return (
    <List<PropostaListItem>
      // One list per route: moving between two lists must not show the previous one's rows
      // while the next page loads (react-admin keeps the last data of a reused list).
      key={`${area}.${route}`}
      resource={PROPOSTAS}
      storeKey={`${LIST_STATE_PREFIX}.${route}`}
      queryOptions={{ meta, ...REFETCH_AFTER_PAINT }}
      filterDefaultValues={filterDefaultValues}
      filters={<SearchBar />}
      sort={DEFAULT_SORT}
      perPage={DEFAULT_PAGE_SIZE}
      pagination={<ListPagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      error={<ListLoadError />}
      actions={<ListActions statuses={statuses} route={route} meta={meta} />}
      title={title}
      exporter={false}
      empty={false}
      sx={LIST_SX}
    >
      <ListaAoVivo />
      <RefetchAfterPaint meta={meta} />
      {/* The two tables' columns are drawn once more by the preview that precedes this list on a
        visit's first load (previa/colunasDaPrevia.tsx, decision 0183): change both together,
        PreviaDaLista.test.tsx fails when they differ. */}
      <PrecargaDaProposta ativa={!enfermeiro}>
        {isSmall ? (
          // A phone gets one column per proposal (name, contract, status), not a cramped table.
          <SimpleList<PropostaListItem>
            primaryText={(row) =>
              `${row.nome} (${translate(`propostas.beneficiario.${beneficiarioTipo(row)}`)})`
            }
            secondaryText={(row) =>
              `${row.numeroContrato} · ${rotuloSituacao(situacaoDaProposta(row))}`
            }
            tertiaryText={(row) => formatDataDaLinha(row.dataCriacao)}
            rowSx={() => ({ borderBottom: 1, borderColor: 'divider' })}
            rowClick={showPath}
            empty={<EmptyList />}
          />
        ) : lista === 'portabilidade' ? (
          // The spec's portability columns: contract, name, mobile and state.
          <DataTable
            storeKey={colunasKey(route)}
            rowClick={showPath}
            body={KeyboardDataTableBody}
            bulkActionButtons={bulkActions}
            empty={<EmptyList />}
            sx={TABLE_SX}
          >
            <Col source="numeroContrato" sx={NO_WRAP} />
            <Col source="nome" render={(row) => <NomeCell row={row} />} />
            <Col
              source="celular"
              disableSort
              render={(row) => (row.celular ? <PhoneText value={row.celular} /> : '—')}
            />
            <Col source="uf" disableSort render={(row) => row.uf ?? '—'} />
            <Col
              source="situacaoPropostaAdesaoId"
              render={(row) => <StatusChip {...estadoDe(row)} />}
            />
          </DataTable>
        ) : (
          <DataTable
            storeKey={colunasKey(route)}
            rowClick={showPath}
            body={KeyboardDataTableBody}
            bulkActionButtons={bulkActions}
            empty={<EmptyList />}
            sx={TABLE_SX}
          >
            <Col source="numeroContrato" sx={NO_WRAP} />
            <Col source="tipo" render={(row) => <TipoCell row={row} />} />
            <Col
              source="dataCriacao"
              cellSx={noWrap}
              render={(row) => formatDataDaLinha(row.dataCriacao)}
            />
            <Col source="nome" render={(row) => <NomeCell row={row} />} />
            <Col
              source="unidadeNome"
              disableSort
              render={(row) => rotuloUnidadeNaLingua(row.unidade)}
            />
            <Col source="corretorNome" disableSort render={(row) => row.corretorNome ?? '—'} />
            <Col
              source="sla"
              disableSort
              sx={NO_WRAP}
              render={(row) => <SlaChip sla={row.sla} />}
            />
            <Col
              source="situacaoPropostaAdesaoId"
              render={(row) => (
                <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                  <StatusChip {...estadoDe(row)} />
                  <PendenciaChip possuiPendencia={row.possuiPendencia} />
                  <AgendamentoChip row={row} />
                </Stack>
              )}
            />
          </DataTable>
        )}
      </PrecargaDaProposta>
    </List>
  );
}

/**
 * The search box: the list is asked again 2 seconds after the last keystroke (section 9), and
 * Enter does not submit (section 5), so typing a whole name costs one query.
 */
function SearchBar() {
  const translate = useTranslate();
  return (
    <FilterLiveForm debounce={SEARCH_DEBOUNCE_MS}>
      <SearchInput
        source={SEARCH_FILTER}
        placeholder={translate('propostas.listas.pesquisar')}
        helperText={false}
        sx={{ minWidth: 320, mt: 1 }}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
    </FilterLiveForm>
  );
}

function ListActions({
  statuses,
  route,
  meta,
}: {
  statuses: readonly number[];
  route: string;
  meta: BuscarMeta;
}) {
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', ml: 'auto' }}>
      <NovaPropostaButton route={route} />
      {meta.lista && statuses.length > 1 ? (
        // Retention and portability lists pick their situation (2.8); the others show a chip.
        <SituacaoSelect statuses={statuses} />
      ) : (
        <StatusFilterChip />
      )}
      <PropostaFilterPanel statusIds={statuses} />
      <FerramentasDaLista lista={route} />
      <RefreshButton />
      <ExportarCsvButton meta={meta} />
    </TopToolbar>
  );
}

function EmptyList() {
  const translate = useTranslate();
  return (
    <Typography color="text.secondary" sx={{ p: 3 }}>
      {translate('propostas.listas.vazia')}
    </Typography>
  );
}
