import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { avaliacaoSaudeMethods } from '../../providers/avaliacaoSaudeDataProvider';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { PendenciaEnfermagemDialog } from './PendenciaEnfermagemDialog';
import { renderWithAdmin } from '../../../tests/helpers/render';

afterEach(() => {
  resetLocale();
  vi.restoreAllMocks();
});

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

  it('lists the reasons in English when English is chosen, and records the pt-BR reason', async () => {
    await i18nProvider.changeLocale('en');
    const spy = vi
      .spyOn(avaliacaoSaudeMethods, 'marcarPendenciaEnfermagem')
      .mockResolvedValue(undefined as never);
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('combobox', { name: 'Reason' }));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(10);
    expect(options[0]).toHaveTextContent('Client unavailable');
    expect(options[9]).toHaveTextContent('Three or more unsuccessful contact attempts');
    await user.click(screen.getByRole('option', { name: 'Call not answered' }));
    await user.type(screen.getByLabelText('Description of the pending issue'), 'Tentei duas vezes');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // The pendency is a record: it keeps the reason's pt-BR words, whatever the screen's language.
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ observacao: `${MOTIVO}: Tentei duas vezes` }),
    );
  });
});
