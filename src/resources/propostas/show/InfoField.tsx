import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One labelled value of a card; an empty value shows a dash rather than nothing. */
export function InfoField({ label, value }: { label: string; value: ReactNode }) {
  const empty = value === null || value === undefined || value === '';
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {empty ? '—' : value}
      </Typography>
    </Box>
  );
}

/** The cards' field grid: as many columns as fit, at least 180 px each. */
export const FIELD_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: 2,
} as const;
