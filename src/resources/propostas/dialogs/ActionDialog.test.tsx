import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../../tests/helpers/render';
import { ActionDialog } from './ActionDialog';
import * as dialogForm from './useDialogForm';

const useDialogForm = vi.spyOn(dialogForm, 'useDialogForm');

/** A screen holding one closed dialog, as the proposal list does per bulk action. */
function Tela() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Abrir</button>
      <ActionDialog
        open={open}
        title="Cancelar proposta"
        message="Deseja cancelar?"
        reason={{ min: 8 }}
        destructive
        onClose={() => setOpen(false)}
        onConfirm={() => Promise.resolve()}
      />
    </>
  );
}

describe('ActionDialog', () => {
  it('builds no form while closed, and opens empty every time', async () => {
    renderPage(<Tela />);
    // Closed: nothing drawn and no form built (it used to validate its empty reason on mount).
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useDialogForm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const motivo = await screen.findByRole('textbox', { name: /Motivo/ });
    expect(useDialogForm).toHaveBeenCalled();
    fireEvent.change(motivo, { target: { value: 'Cliente desistiu' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled());

    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    // Gone from the tree once its closing fade ends.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('textbox', { name: /Motivo/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  });
});
