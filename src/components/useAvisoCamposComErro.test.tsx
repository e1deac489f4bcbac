import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '../../tests/helpers/render';
import { i18nProvider, resetLocale } from '../providers/i18nProvider';
import { useAvisoCamposComErro } from './useAvisoCamposComErro';

afterEach(() => resetLocale());

function Formulario() {
  const avisar = useAvisoCamposComErro();
  return (
    <form aria-label="form">
      <input aria-label="campo" aria-invalid="true" />
      <button type="button" onClick={(event) => avisar(event.currentTarget.form)}>
        ok
      </button>
    </form>
  );
}

async function recusar() {
  renderWithAdmin(<Formulario />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'ok' }));
}

describe('useAvisoCamposComErro', () => {
  it('warns in pt-BR and focuses the first field in error', async () => {
    await recusar();
    const notice = await screen.findByText('Há campos com erro. Verifique os campos destacados.');
    expect(notice.closest('.MuiAlert-colorWarning')).not.toBeNull();
    await expect.poll(() => document.activeElement).toBe(screen.getByLabelText('campo'));
  });

  it('reads the warning from the catalogue, in the chosen language', async () => {
    await i18nProvider.changeLocale('en');
    await recusar();
    expect(
      await screen.findByText('Some fields have errors. Check the highlighted fields.'),
    ).toBeVisible();
  });
});
