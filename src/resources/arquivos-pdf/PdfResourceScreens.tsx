import DescriptionIcon from '@mui/icons-material/Description';
import { Box, Button } from '@mui/material';
import { Create, Edit, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useArea } from '../../components/layout/AreaContext';
import { useMenuPageTitle } from '../../components/layout/PageTitle';
import { rotuloNovo } from '../../crud/rotulos';
import { displayValue } from '../../crud/fields';
import { HistoryPanel } from '../../crud/HistoryPanel';
import { ResourceForm } from '../../crud/ResourceForm';
import { usePlacement } from '../../crud/useResourcePlacement';
import { PdfArquivoSection } from './PdfArquivoSection';
import type { RecursoPdf } from '../../providers/arquivosPdfDataProvider';
import { textsOf } from '../../providers/i18nProvider';

function RecordTitle() {
  const record = useRecordContext();
  const { definition } = usePlacement();
  const field = definition.fields.find((f) => f.source === definition.recordRepresentation);
  const name = field ? displayValue(field, record) : '';
  return <span>{name ? `${definition.label.singular}: ${name}` : definition.label.singular}</span>;
}

/** Addenda and sales tables: the generic edit form, with the record's PDF below it. */
export function PdfResourceEdit() {
  const { definition, listUrl } = usePlacement();
  const { id = '' } = useParams();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<RecordTitle />}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          notify(textsOf('telas')('alterado'), { type: 'success' });
          if (listUrl) redirect(listUrl);
        },
      }}
      aside={<HistoryPanel definition={definition} />}
    >
      <ResourceForm mode="edit" />
      <Box sx={{ px: 2, pb: 2 }}>
        <PdfArquivoSection recurso={definition.name as RecursoPdf} id={id} />
      </Box>
    </Edit>
  );
}

/** Health plans: the generic edit form, with a link to the contract page (plano-saude/{id}/contrato). */
export function PlanoSaudeEdit() {
  const t = textsOf('arquivosPdf');
  const { definition } = usePlacement();
  const area = useArea();
  const { id = '' } = useParams();
  return (
    <Edit
      title={<RecordTitle />}
      mutationMode="pessimistic"
      aside={<HistoryPanel definition={definition} />}
    >
      <ResourceForm mode="edit" />
      <Box sx={{ px: 2, pb: 2 }}>
        <Button
          component={Link}
          to={`/${area}/plano-saude/${encodeURIComponent(id)}/contrato`}
          startIcon={<DescriptionIcon />}
          variant="outlined"
        >
          {t('verContrato')}
        </Button>
      </Box>
    </Edit>
  );
}

/**
 * Create, then straight to the new record's page, where its PDF is sent (a file is not a form
 * field: the record must exist first). A new plan goes to its contract page.
 */
export function PdfResourceCreate() {
  const t = textsOf('arquivosPdf');
  const { definition, editUrl } = usePlacement();
  const area = useArea();
  const notify = useNotify();
  const redirect = useRedirect();
  const title = useMenuPageTitle();
  return (
    <Create
      title={title ?? rotuloNovo(definition)}
      mutationOptions={{
        onSuccess: (record: { id: number }) => {
          notify(t('cadastradoEnvie'), { type: 'success' });
          const target =
            definition.name === 'planos-saude'
              ? `/${area}/plano-saude/${record.id}/contrato`
              : editUrl(record.id);
          if (target) redirect(target);
        },
      }}
    >
      <ResourceForm mode="create" />
    </Create>
  );
}
