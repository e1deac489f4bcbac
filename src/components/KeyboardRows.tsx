import type { KeyboardEvent } from 'react';
import { useForkRef } from '@mui/material/utils';
import { forwardRef, useLayoutEffect, useRef } from 'react';
import { DataTableBody, DataTableRow, type DataTableRowProps } from 'react-admin';

/**
 * Clickable list rows that the keyboard reaches too: react-admin's rows open on a click but take
 * no focus. These take their place in the tab order and open on Enter, the way a link does.
 */
function openOnEnter(event: KeyboardEvent<HTMLTableRowElement>) {
  if (event.key === 'Enter' && event.target === event.currentTarget) event.currentTarget.click();
}

/**
 * react-admin's row checkbox puts its 'Selecionar esta linha' on the checkbox's wrapping span,
 * where assistive technology ignores it (axe: aria-prohibited-attr, and an unlabelled input).
 * The name moves to the input itself.
 */
function labelRowCheckbox(row: HTMLTableRowElement | null) {
  const box = row?.querySelector<HTMLElement>('.select-item[aria-label]');
  const input = box?.querySelector('input');
  if (!box || !input) return;
  input.setAttribute('aria-label', box.getAttribute('aria-label')!);
  box.removeAttribute('aria-label');
}

const KeyboardDataTableRow = forwardRef<HTMLTableRowElement, DataTableRowProps>(
  function KeyboardDataTableRow(props, ref) {
    const own = useRef<HTMLTableRowElement | null>(null);
    const setRef = useForkRef(own, ref);
    // After every render: the checkbox appears when the list gains bulk actions.
    useLayoutEffect(() => labelRowCheckbox(own.current));
    return <DataTableRow {...props} ref={setRef} tabIndex={0} onKeyDown={openOnEnter} />;
  },
);

/** For `<DataTable body={KeyboardDataTableBody}>`. */
export const KeyboardDataTableBody = forwardRef<
  HTMLTableSectionElement,
  React.ComponentProps<typeof DataTableBody>
>(function KeyboardDataTableBody(props, ref) {
  return <DataTableBody {...props} ref={ref} row={KeyboardDataTableRow} />;
});
