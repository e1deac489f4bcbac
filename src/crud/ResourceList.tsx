import AddIcon from '@mui/icons-material/Add';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanInput,
  Button,
  DataTable,
  List,
  ReferenceInput,
  AutocompleteInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { PAGE_SIZES } from '../domain';
import { ListLoadError, ListPagination } from '../components/LoadError';
import { ServerExportButton } from '../components/ServerExportButton';
import type { FieldDefinition } from '../registries/definition';
import { displayValue, FieldDisplay } from './fields';
import { usePlacement } from './useResourcePlacement';
import { useMenuPageTitle } from '../components/layout/PageTitle';
import { rotuloNovo } from './rotulos';
import { KeyboardDataTableBody } from '../components/KeyboardRows';
import { colunasKey } from '../resources/visoes/colunasNoServidor';
import { FerramentasDaLista } from '../resources/visoes/FerramentasDaLista';
import { translate } from '../providers/i18nProvider';

function filterInput(field: FieldDefinition) {
  switch (field.type) {
    case 'boolean':
      return <BooleanInput key={field.source} source={field.source} label={field.label} />;
    case 'select':
      return (
        <SelectInput
          key={field.source}
          source={field.source}
          label={field.label}
          choices={[...(field.choices ?? [])]}
        />
      );
    case 'reference':
      return (
        <ReferenceInput
          key={field.source}
          source={field.source}
          reference={field.reference!.resource}
        >
          <AutocompleteInput
            label={field.label}
            optionText={field.reference!.optionText}
            filterToQuery={(q) => ({ q })}
          />
        </ReferenceInput>
      );
    default:
      return null;
  }
}

/** The list's route in the area names its saved views and column choices. */
const listaDe = (paths: { list?: string }, name: string) => paths.list ?? name;

function ListActions() {
  const { createUrl, definition, paths } = usePlacement();
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <FerramentasDaLista lista={listaDe(paths, definition.name)} />
      {createUrl ? (
        <Button component={Link} to={createUrl} label={rotuloNovo(definition)}>
          <AddIcon />
        </Button>
      ) : null}
      {/* The whole filter as the server writes it, not the pages the browser has read. */}
      <ServerExportButton
        request={({ filterValues }) => ({
          url: `/api/${definition.name}/exportar?filter=${encodeURIComponent(JSON.stringify(filterValues))}`,
          method: 'GET',
          fileName: `${definition.name}.csv`,
        })}
      />
    </TopToolbar>
  );
}

/**
 * The generic list of a declared resource: search box, the definition's filters and columns,
 * sort, 5/10/20/50/100 per page, CSV export, a row opens the record at the area's URL. Under
 * 600 px it becomes one column (react-admin's SimpleList), as react-admin's demo does.
 */
export function ResourceList() {
  // The menu entry's label, or the registry's plural in the chosen language (not the route's
  // title, written once in pt-BR).
  const title = useMenuPageTitle();
  const { definition, scoped, editUrl, showUrl, paths } = usePlacement();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const columns = definition.fields.filter(
    (field) =>
      field.inList !== false && !(scoped && field.source === definition.scope?.concessionaria),
  );
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('ra.action.search')} />,
    ...definition.fields
      .filter(
        (field) => field.filter && !(scoped && field.source === definition.scope?.concessionaria),
      )
      .map(filterInput)
      .filter((input) => input !== null),
  ];
  const open = (id: string | number) => editUrl(id) ?? showUrl(id) ?? false;
  const representation = definition.fields.find(
    (f) => f.source === definition.recordRepresentation,
  );
  const secondary = columns.find((f) => f !== representation);

  return (
    <List
      title={title ?? definition.label.plural}
      sort={definition.sort}
      perPage={definition.perPage ?? 10}
      filters={filters}
      actions={<ListActions />}
      exporter={false}
      storeKey={`recursos.${definition.name}`}
      pagination={<ListPagination rowsPerPageOptions={[...PAGE_SIZES]} />}
      error={<ListLoadError />}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record: RaRecord) => String(record[definition.recordRepresentation] ?? '')}
          secondaryText={(record: RaRecord) => (secondary ? displayValue(secondary, record) : '')}
          rowClick={(id) => open(id)}
        />
      ) : (
        <DataTable
          storeKey={colunasKey(listaDe(paths, definition.name))}
          rowClick={(id) => open(id)}
          body={KeyboardDataTableBody}
          bulkActionButtons={false}
        >
          {columns.map((field) => (
            <DataTable.Col
              key={field.source}
              source={field.source}
              label={field.label}
              disableSort={field.type === 'reference'}
            >
              <FieldDisplay field={field} />
            </DataTable.Col>
          ))}
        </DataTable>
      )}
    </List>
  );
}
