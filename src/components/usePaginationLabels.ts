import type { TablePaginationProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The texts of a hand-built MUI TablePagination, react-admin's own ('Linhas por página:',
 * '1-10 de 13'), so such a table pages in the words of every react-admin list and language.
 */
export function usePaginationLabels(): Pick<
  TablePaginationProps,
  'labelRowsPerPage' | 'labelDisplayedRows'
> {
  const translate = useTranslate();
  return {
    labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
    labelDisplayedRows: ({ from, to, count }) =>
      translate('ra.navigation.page_range_info', {
        offsetBegin: from,
        offsetEnd: to,
        total: count,
      }),
  };
}
