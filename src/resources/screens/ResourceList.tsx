import AddIcon from '@mui/icons-material/Add';
import { useMediaQuery, type Theme } from '@mui/material';
import {
  BooleanInput,
  Button,
  Datagrid,
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
import { PAGE_SIZES } from '../../domain';
import { ListLoadError, ListPagination } from '../../components/LoadError';
import { ServerExportButton } from '../../components/ServerExportButton';
import { createLabel, type FieldDefinition } from '../definition';
import { displayValue, FieldDisplay } from './fields';
import { usePlacement } from './useResourcePlacement';
import { usePageTitle } from '../../components/layout/PageTitle';
import { keyboardDatagridBody } from '../../components/KeyboardRows';

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

function ListActions() {
  const { createUrl, definition } = usePlacement();
  return (
    <TopToolbar>
      {createUrl ? (
        <Button component={Link} to={createUrl} label={createLabel(definition)}>
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
  const title = usePageTitle();
  const { definition, scoped, editUrl, showUrl } = usePlacement();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const columns = definition.fields.filter(
    (field) =>
      field.inList !== false && !(scoped && field.source === definition.scope?.concessionaria),
  );
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Pesquisar" />,
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
        <Datagrid rowClick={(id) => open(id)} body={keyboardDatagridBody} bulkActionButtons={false}>
          {columns.map((field) => (
            <FieldDisplay
              key={field.source}
              field={field}
              source={field.source}
              label={field.label}
              sortable={field.type !== 'reference'}
            />
          ))}
        </Datagrid>
      )}
    </List>
  );
}
