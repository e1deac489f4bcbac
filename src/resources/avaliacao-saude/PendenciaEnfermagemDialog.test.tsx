import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { avaliacaoSaudeMethods } from '../../providers/avaliacaoSaudeDataProvider';
import { PendenciaEnfermagemDialog } from './PendenciaEnfermagemDialog';
import { renderWithAdmin } from '../../../tests/helpers/render';

const MOTIVO = 'Ligação não atendida';
const MAX = 508 - MOTIVO.length;

function renderDialog() {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  renderWithAdmin(
    <PendenciaEnfermagemDialog propostaId={7} onClose={onClose} onChanged={onChanged} />,
    { dataProvider: testDataProvider({ ...avaliacaoSaudeMethods }) },
  );
  return { onClose, onChanged, user: userEvent.setup() };
}

const continuar = () => screen.getByRole('button', { name: 'Continuar' });
const texto = () => screen.getByLabelText('Descrição da pendência') as HTMLTextAreaElement;

describe('PendenciaEnfermagemDialog', () => {
  it('enables Continuar only with a reason and at least 8 characters', async () => {
    const { user } = renderDialog();
    expect(continuar()).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Motivo' }));
    await user.click(screen.getByRole('option', { name: MOTIVO }));
    await user.type(texto(), '1234567');
    expect(continuar()).toBeDisabled();
    await user.type(texto(), '8');
    expect(continuar()).toBeEnabled();
    expect(screen.getByText(`${MAX - 8} caracteres restantes`)).toBeInTheDocument();
  });

  it('cuts the text at 508 minus the reason and sends it in the Enfermagem sector', async () => {
    const spy = vi
      .spyOn(avaliacaoSaudeMethods, 'marcarPendenciaEnfermagem')
      .mockResolvedValue(undefined as never);
    const { user, onClose, onChanged } = renderDialog();
    await user.click(screen.getByRole('combobox', { name: 'Motivo' }));
    await user.click(screen.getByRole('option', { name: MOTIVO }));
    fireEvent.change(texto(), { target: { value: 'x'.repeat(600) } });
    expect(texto().value).toHaveLength(MAX);
    expect(screen.getByText('0 caracteres restantes')).toBeInTheDocument();
    await user.click(continuar());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onChanged).toHaveBeenCalled();
    expect(spy).toHaveBeenCalledWith({
      propostaAdesaoId: 7,
      observacao: `${MOTIVO}: ${'x'.repeat(MAX)}`,
      setorResponsavel: 1,
    });
  });
});
