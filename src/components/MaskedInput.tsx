import { forwardRef } from 'react';
import { IMaskInput } from 'react-imask';

interface MaskedInputProps {
  name?: string;
  mask: string;
  onChange(event: { target: { name?: string; value: string } }): void;
}

/**
 * A fixed mask while typing (CPF 000.000.000-00, CEP 00000-000, dates 00/00/0000, the 15-digit
 * health card), as the inputComponent of a MUI TextField. The value kept is the masked text,
 * the same the validators read.
 */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { onChange, name, mask, ...other },
  ref,
) {
  return (
    <IMaskInput
      {...other}
      name={name}
      mask={mask}
      inputRef={ref}
      onAccept={(value: string) => onChange({ target: { name, value } })}
    />
  );
});

export const MASKS = {
  cpf: '000.000.000-00',
  cep: '00000-000',
  data: '00/00/0000',
  cns: '000000000000000',
} as const;
