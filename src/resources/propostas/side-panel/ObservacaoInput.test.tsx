import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ObservacaoInput } from './ObservacaoInput';
import { renderWithAdmin } from '../../../../tests/helpers/render';

const PLACEHOLDER = 'Escreva uma observação';

function renderInput(onSubmit = vi.fn(async () => undefined)) {
  renderWithAdmin(<ObservacaoInput onSubmit={onSubmit} placeholder={PLACEHOLDER} />, {
    dataProvider: testDataProvider(),
  });
  return {
    onSubmit,
    user: userEvent.setup(),
    input: screen.getByRole('textbox', { name: PLACEHOLDER }) as HTMLTextAreaElement,
    counter: screen.getByTestId('observation-counter'),
  };
}

describe('ObservacaoInput', () => {
  it('counts the characters left out of 1000', async () => {
    const { user, input, counter } = renderInput();
    expect(counter).toHaveTextContent('1000 Caracteres restantes');
    await user.type(input, 'Cliente ligou');
    expect(counter).toHaveTextContent('987 Caracteres restantes');
  });

  it('cuts the text at 1000 characters and says the limit was reached', () => {
    const { input, counter } = renderInput();
    fireEvent.change(input, { target: { value: 'a'.repeat(1200) } });
    expect(input.value).toHaveLength(1000);
    expect(counter).toHaveTextContent('Limite de caracteres atingido');
  });

  it('warns in a tooltip that text beyond the limit is not saved', async () => {
    const { user } = renderInput();
    const info = screen.getByLabelText(
      'As informações que ultrapassarem o limite de 1000 caracteres não serão salvas.',
    );
    await user.hover(info);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'As informações que ultrapassarem o limite de 1000 caracteres não serão salvas.',
    );
  });

  it('sends with Enter, trimmed, and clears the input once saved', async () => {
    const { user, input, onSubmit } = renderInput();
    await user.type(input, '  Documentos conferidos  {Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('Documentos conferidos');
    await waitFor(() => expect(input.value).toBe(''));
  });

  it('breaks the line with Shift+Enter instead of sending', async () => {
    const { user, input, onSubmit } = renderInput();
    await user.type(input, 'linha 1{Shift>}{Enter}{/Shift}linha 2');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input.value).toBe('linha 1\nlinha 2');
  });

  it('never sends blank text', async () => {
    const { user, input, onSubmit } = renderInput();
    await user.type(input, '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  it('keeps the text when saving fails, for another try', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('falhou');
    });
    const { user, input } = renderInput(onSubmit);
    await user.type(input, 'Não pode se perder{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(input.value).toBe('Não pode se perder');
  });
});
