import { yupResolver } from '@hookform/resolvers/yup';
import { Box, Typography } from '@mui/material';
import { Fragment, useMemo } from 'react';
import { SimpleForm } from 'react-admin';
import { formFields } from '../registries/definition';
import { recordSchema } from '../registries/schema';
import { blockEnterSubmit, FieldInput } from './fields';
import { usePlacement } from './useResourcePlacement';
import { mensagensNaLingua } from './rotulos';

/**
 * The generic form: the definition's fields as inputs, validated by the same yup schema the
 * server applies (so the messages are the same on both sides, the schema's own in the chosen
 * language), the labels as the chosen language shows them (usePlacement), Enter kept from
 * submitting.
 */
export function ResourceForm({ mode }: { mode: 'create' | 'edit' }) {
  const { definition, scoped } = usePlacement();
  const resolver = useMemo(
    () =>
      yupResolver(
        recordSchema(definition, { mode, scoped, mensagens: mensagensNaLingua }) as never,
      ),
    [definition, mode, scoped],
  );
  const defaults = Object.fromEntries(
    definition.fields
      .filter((f) => f.defaultValue !== undefined)
      .map((f) => [f.source, f.defaultValue]),
  );
  const fields = formFields(definition, { mode, scoped });
  return (
    // noValidate: the browser's own bubbles (in its language) would stop the submit before the
    // shared schema says 'E-mail inválido' in pt-BR beside the field.
    <SimpleForm
      resolver={resolver}
      defaultValues={mode === 'create' ? defaults : undefined}
      noValidate
    >
      <Box
        onKeyDown={blockEnterSubmit}
        // A list's rows sit side by side: the form widens for them, the other inputs do not.
        sx={{ width: '100%', maxWidth: fields.some((f) => f.type === 'list') ? 1040 : 560 }}
      >
        {fields.map((field, index) => (
          <Fragment key={field.source}>
            {field.section && field.section !== fields[index - 1]?.section ? (
              <Typography variant="subtitle1" component="h2" sx={{ mt: 2, mb: 1 }}>
                {field.section}
              </Typography>
            ) : null}
            <Box sx={field.type === 'list' ? undefined : { maxWidth: 560 }}>
              <FieldInput field={field} disabled={mode === 'edit' && field.createOnly} />
            </Box>
          </Fragment>
        ))}
      </Box>
    </SimpleForm>
  );
}
