import type { KeyboardEvent } from 'react';
import { forwardRef } from 'react';
import {
  DataTableBody,
  DataTableRow,
  type DataTableRowProps,
} from 'react-admin';

/**
 * Clickable list rows that the keyboard reaches too: react-admin's rows open on a click but take
 * no focus. These take their place in the tab order and open on Enter, the way a link does.
 */
function openOnEnter(event: KeyboardEvent<HTMLTableRowElement>) {
  if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
}

const KeyboardDataTableRow = forwardRef<HTMLTableRowElement, DataTableRowProps>(
  function KeyboardDataTableRow(props, ref) {
    return <DataTableRow {...props} ref={ref} tabIndex={0} onKeyDown={openOnEnter} />;
  },
);

/** For `<DataTable body={KeyboardDataTableBody}>`. */
export const KeyboardDataTableBody = forwardRef<
  HTMLTableSectionElement,
  React.ComponentProps<typeof DataTableBody>
>(function KeyboardDataTableBody(props, ref) {
  return <DataTableBody {...props} ref={ref} row={KeyboardDataTableRow} />;
});
