import {
  Create,
  Edit,
  Show,
  SimpleShowLayout,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { displayValue, FieldDisplay } from './fields';
import { HistoryPanel } from './HistoryPanel';
import { ResourceForm } from './ResourceForm';
import { usePlacement } from './useResourcePlacement';
import { useMenuPageTitle } from '../components/layout/PageTitle';
import { rotuloNovo } from './rotulos';
import { textsOf } from '../providers/i18nProvider';

/** 'Corretor: Ana', or the menu entry's label when the menu opened this record's address. */
function RecordTitle() {
  const record = useRecordContext();
  const { definition } = usePlacement();
  const menuTitle = useMenuPageTitle();
  if (menuTitle) return <span>{menuTitle}</span>;
  const field = definition.fields.find((f) => f.source === definition.recordRepresentation);
  const name = field ? displayValue(field, record) : '';
  return <span>{name ? `${definition.label.singular}: ${name}` : definition.label.singular}</span>;
}

/**
 * Edit at the area's URL (corretor/:id): pessimistic, so a stale version (409) or a refused
 * value is shown before anything looks saved; the record's history beside it.
 */
/** The server's words for a saved record, then back to the area's list. */
function useSaved(message: string) {
  const notify = useNotify();
  const redirect = useRedirect();
  const { listUrl } = usePlacement();
  return () => {
    notify(message, { type: 'success' });
    if (listUrl) redirect(listUrl);
  };
}

export function ResourceEdit() {
  const { definition } = usePlacement();
  const onSuccess = useSaved(textsOf('telas')('alterado'));
  return (
    <Edit
      title={<RecordTitle />}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess }}
      aside={<HistoryPanel definition={definition} />}
    >
      <ResourceForm mode="edit" />
    </Edit>
  );
}

export function ResourceCreate() {
  const { definition } = usePlacement();
  const { singular, article } = definition.label;
  const onSuccess = useSaved(
    textsOf('telas')(article === 'a' ? 'cadastradaA' : 'cadastradoO', { singular }),
  );
  const title = useMenuPageTitle();
  return (
    <Create title={title ?? rotuloNovo(definition)} mutationOptions={{ onSuccess }}>
      <ResourceForm mode="create" />
    </Create>
  );
}

export function ResourceShow() {
  const { definition } = usePlacement();
  return (
    <Show title={<RecordTitle />} aside={<HistoryPanel definition={definition} />}>
      <SimpleShowLayout>
        {definition.fields.map((field) => (
          <FieldDisplay
            key={field.source}
            field={field}
            source={field.source}
            label={field.label}
            sortable={field.type !== 'reference'}
          />
        ))}
      </SimpleShowLayout>
    </Show>
  );
}
