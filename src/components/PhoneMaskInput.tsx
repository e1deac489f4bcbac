import { forwardRef } from 'react';
import { IMaskInput } from 'react-imask';
import { HOME_PHONE_PATTERN, MOBILE_PHONE_PATTERN } from '../domain';

interface PhoneMaskInputProps {
  name?: string;
  onChange(event: { target: { name?: string; value: string } }): void;
}

/**
 * The phone mask of section 5 while typing: '(00) 0000-0000' up to 10 digits, then
 * '(00) 00000-0000'. Used as the inputComponent of a MUI TextField.
 */
export const PhoneMaskInput = forwardRef<HTMLInputElement, PhoneMaskInputProps>(
  function PhoneMaskInput({ onChange, name, ...other }, ref) {
    return (
      <IMaskInput
        {...other}
        name={name}
        mask={[{ mask: HOME_PHONE_PATTERN }, { mask: MOBILE_PHONE_PATTERN }]}
        inputRef={ref}
        onAccept={(value: string) => onChange({ target: { name, value } })}
      />
    );
  },
);
