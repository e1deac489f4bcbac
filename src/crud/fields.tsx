import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Box, InputAdornment } from '@mui/material';
import {
  ArrayInput,
  AutocompleteInput,
  Button,
  BooleanField,
  BooleanInput,
  FunctionField,
  ReferenceField,
  ReferenceInput,
  SelectField,
  SelectInput,
  SimpleFormIterator,
  TextField,
  TextInput,
  useSimpleFormIterator,
  type RaRecord,
} from 'react-admin';
import { formatReais, maskCep, maskCnpj, maskCpf, maskPhone } from '../domain';
import { formatData } from '../components/formatters';
import type { FieldDefinition } from '../registries/definition';
import { CepFieldInput } from './CepFieldInput';
import { DateFieldInput } from './DateFieldInput';
import { textsOf } from '../providers/i18nProvider';

/** How a value is shown and typed: masks for the Brazilian documents, the rest as stored. */
const MASKS: Partial<Record<FieldDefinition['type'], (value: string) => string>> = {
  cpf: maskCpf,
  cnpj: maskCnpj,
  phone: maskPhone,
  cep: maskCep,
};

export function displayValue(field: FieldDefinition, record: RaRecord | undefined): string {
  const value = record?.[field.source];
  if (value == null || value === '') return '';
  const mask = MASKS[field.type];
  if (mask) return mask(String(value));
  if (field.type === 'select') {
    return field.choices?.find((choice) => choice.id === value)?.name ?? String(value);
  }
  if (field.type === 'boolean') return textsOf('telas')(value ? 'sim' : 'nao');
  if (field.type === 'money') return typeof value === 'number' ? formatReais(value) : String(value);
  if (field.type === 'date') return formatData(String(value));
  if (field.type === 'list') return listSummary(field, value);
  return String(value);
}

/** A list field in one line: its rows by their first field ('Ana Souza, Rui Lima'). */
export function listSummary(field: FieldDefinition, value: unknown): string {
  if (!Array.isArray(value)) return '';
  const first = field.item?.fields[0]?.source ?? '';
  return value
    .map((row: Record<string, unknown> | null) => String(row?.[first] ?? ''))
    .filter(Boolean)
    .join(', ');
}

/** A list field on the record's page: one line per row, its filled fields shown as typed. */
function ListRows({ field, record }: { field: FieldDefinition; record: RaRecord }) {
  const rows = record[field.source];
  if (!Array.isArray(rows) || rows.length === 0) return <span>—</span>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }}>
      {rows.map((row: Record<string, unknown>, index) => (
        <li key={index}>
          {field
            .item!.fields.map((f) => displayValue(f, row as RaRecord))
            .filter(Boolean)
            .join(' · ')}
        </li>
      ))}
    </Box>
  );
}

/**
 * A list column or show row for the field. Render it with `source` and `label` too
 * (`<FieldDisplay field={f} source={f.source} label={f.label} />`): Datagrid reads its header
 * and sort from its children's props.
 */
export function FieldDisplay({
  field,
}: {
  field: FieldDefinition;
  source?: string;
  label?: string;
  sortable?: boolean;
}) {
  const common = { source: field.source, label: field.label };
  switch (field.type) {
    case 'boolean':
      return <BooleanField {...common} />;
    case 'list':
      return (
        <FunctionField
          {...common}
          render={(record: RaRecord) => <ListRows field={field} record={record} />}
        />
      );
    case 'money':
      return (
        <FunctionField
          {...common}
          textAlign="right"
          sx={{ whiteSpace: 'nowrap' }}
          render={(record: RaRecord) => displayValue(field, record)}
        />
      );
    case 'date':
      // A calendar day, not an instant: shown as stored, dd/MM/yyyy, no time-zone shift.
      return (
        <FunctionField {...common} render={(record: RaRecord) => displayValue(field, record)} />
      );
    case 'select':
      return <SelectField {...common} choices={[...(field.choices ?? [])]} />;
    case 'reference':
      return (
        <ReferenceField {...common} reference={field.reference!.resource} link={false}>
          <TextField source={field.reference!.optionText} />
        </ReferenceField>
      );
    case 'cpf':
    case 'cnpj':
    case 'phone':
    case 'cep':
      return (
        <FunctionField
          {...common}
          sx={{ whiteSpace: 'nowrap' }}
          render={(record: RaRecord) => displayValue(field, record)}
        />
      );
    default:
      return <TextField {...common} />;
  }
}

/** The form input for the field, read-only where the definition says so. */
export function FieldInput({ field, disabled }: { field: FieldDefinition; disabled?: boolean }) {
  const common = {
    source: field.source,
    label: field.label,
    disabled,
    // The server's schema decides; this only marks the label with an asterisk.
    isRequired: field.required,
  };
  switch (field.type) {
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateFieldInput field={field} disabled={disabled} />;
    case 'cep':
      if (field.cepLookup) return <CepFieldInput field={field} disabled={disabled} />;
      break;
    case 'list':
      return <ListFieldInput field={field} disabled={disabled} />;
    case 'money':
      return <MoneyInput field={field} disabled={disabled} />;
    case 'select':
      return <SelectInput {...common} choices={[...(field.choices ?? [])]} emptyText="" />;
    case 'reference':
      return (
        <ReferenceInput source={field.source} reference={field.reference!.resource}>
          <AutocompleteInput
            label={field.label}
            optionText={field.reference!.optionText}
            disabled={disabled}
            isRequired={field.required}
            filterToQuery={(q) => ({ q })}
          />
        </ReferenceInput>
      );
  }
  const mask = MASKS[field.type];
  return (
    <TextInput
      {...common}
      type={field.type === 'email' ? 'email' : 'text'}
      format={mask ? (value) => (value ? mask(String(value)) : '') : undefined}
      inputProps={field.maxLength ? { maxLength: field.maxLength } : undefined}
    />
  );
}

const CENTAVOS = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/**
 * Money typed as a Brazilian writes it: a stored number is shown '1.099,90', and what is typed
 * stays as typed ('1099,9') until the shared schema reads it, so the caret never jumps.
 */
function MoneyInput({ field, disabled }: { field: FieldDefinition; disabled?: boolean }) {
  return (
    <TextInput
      source={field.source}
      label={field.label}
      disabled={disabled}
      isRequired={field.required}
      format={(value: unknown) =>
        typeof value === 'number' ? value.toLocaleString('pt-BR', CENTAVOS) : (value ?? '')
      }
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">{textsOf('telas')('moeda')}</InputAdornment>
          ),
        },
        htmlInput: { inputMode: 'decimal', maxLength: 14 },
      }}
    />
  );
}

/**
 * A list field: its rows side by side (one under the other on a phone), 'Adicionar' and
 * 'Remover' per row; each input named <list>.<n>.<field>, which the shared schema validates.
 */
function ListFieldInput({ field, disabled }: { field: FieldDefinition; disabled?: boolean }) {
  const item = field.item!;
  return (
    <ArrayInput source={field.source} label={false}>
      <SimpleFormIterator
        inline
        disableReordering
        disableClear
        disableAdd={disabled}
        disableRemove={disabled}
        getItemLabel={(index) => `${item.label} ${index + 1}`}
        addButton={
          <AddRowButton
            label={textsOf('telas')('adicionarItem', { item: item.label.toLowerCase() })}
          />
        }
        // Two inputs a line in the form's width, one under 440 px: long e-mails stay readable.
        sx={{
          '& .RaSimpleFormIterator-form': { flexWrap: 'wrap' },
          '& .RaSimpleFormIterator-form > *': { flex: '1 1 200px' },
        }}
      >
        {item.fields.map((inner) => (
          <FieldInput key={inner.source} field={inner} disabled={disabled} />
        ))}
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/** 'Adicionar contato' in words: react-admin's own add button is an icon alone. */
function AddRowButton({ label }: { label: string }) {
  const { add, source } = useSimpleFormIterator();
  return (
    <Button label={label} onClick={() => add()} className={`button-add button-add-${source}`}>
      <AddIcon />
    </Button>
  );
}

/** Enter in a text input must not submit a data-entry form (spec, section 5). */
export function blockEnterSubmit(event: React.KeyboardEvent) {
  if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
    event.preventDefault();
  }
}
