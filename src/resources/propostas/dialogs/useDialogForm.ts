import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { ObjectSchema } from 'yup';

interface DialogFormOptions<T extends FieldValues> {
  /** The domain's yup fields (pendencyResolutionField, phoneField, ...): one rule for every screen. */
  schema: ObjectSchema<T>;
  defaultValues: DefaultValues<T>;
  onClose(): void;
  /** Resolves when done (the dialog closes); rejects to keep the dialog and what was typed. */
  onConfirm(values: T): Promise<unknown>;
}

/**
 * The submit pattern every proposal dialog shares: a react-hook-form validated by the domain's
 * yup schema, the confirm button enabled only when valid and not running, a refusal (the
 * caller shows its notice) keeping the dialog open with the text, success clearing and closing.
 */
export function useDialogForm<T extends FieldValues>({
  schema,
  defaultValues,
  onClose,
  onConfirm,
}: DialogFormOptions<T>) {
  const form = useForm<T>({
    resolver: yupResolver(schema as never) as never,
    defaultValues,
    mode: 'onChange',
  });
  const [running, setRunning] = useState(false);

  const close = () => {
    if (running) return;
    form.reset(defaultValues);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    if (running) return;
    setRunning(true);
    try {
      await onConfirm(values);
      form.reset(defaultValues);
      onClose();
    } catch {
      // The caller showed the error notice; the dialog stays open with what was typed.
    } finally {
      setRunning(false);
    }
  });

  return { form, running, close, submit, canSubmit: form.formState.isValid && !running };
}
