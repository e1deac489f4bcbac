import { Box } from '@mui/material';
import { maskPhone } from '../domain';

/**
 * A phone number as people write it, '(11) 91234-5678', never broken across lines: a narrow
 * cell or card wraps between numbers, not inside one.
 */
export function PhoneText({ value }: { value: string }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {maskPhone(value)}
    </Box>
  );
}

/** Several numbers, separated by commas, each kept whole. */
export function PhoneList({ values }: { values: readonly string[] }) {
  if (values.length === 0) return null;
  return (
    <>
      {values.map((value, index) => (
        <span key={value}>
          {index > 0 ? ', ' : null}
          <PhoneText value={value} />
        </span>
      ))}
    </>
  );
}
