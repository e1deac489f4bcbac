import { yupResolver } from '@hookform/resolvers/yup';
import { Box } from '@mui/material';
import { useMemo } from 'react';
import { SimpleForm } from 'react-admin';
import { formFields } from '../definition';
import { recordSchema } from '../schema';
import { blockEnterSubmit, FieldInput } from './fields';
import { usePlacement } from './useResourcePlacement';

/**
 * The generic form: the definition's fields as inputs, validated by the same yup schema the
 * server applies (so the messages are the same on both sides), Enter kept from submitting.
 */
export function ResourceForm({ mode }: { mode: 'create' | 'edit' }) {
  const { definition, scoped } = usePlacement();
  const resolver = useMemo(
    () => yupResolver(recordSchema(definition, { mode, scoped }) as never),
    [definition, mode, scoped],
  );
  const defaults = Object.fromEntries(
    definition.fields
      .filter((f) => f.defaultValue !== undefined)
      .map((f) => [f.source, f.defaultValue]),
  );
  return (
    <SimpleForm resolver={resolver} defaultValues={mode === 'create' ? defaults : undefined}>
      <Box onKeyDown={blockEnterSubmit} sx={{ width: '100%', maxWidth: 560 }}>
        {formFields(definition, { mode, scoped }).map((field) => (
          <FieldInput
            key={field.source}
            field={field}
            disabled={mode === 'edit' && field.createOnly}
          />
        ))}
      </Box>
    </SimpleForm>
  );
}
