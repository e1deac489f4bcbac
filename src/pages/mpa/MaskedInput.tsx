import { forwardRef } from 'react';
import { IMaskInput } from 'react-imask';

interface MaskedInputProps {
  name?: string;
  mask: string;
  onChange(event: { target: { name?: string; value: string } }): void;
}

/** A fixed-pattern mask (CPF, date) as the inputComponent of a MUI TextField. */
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
