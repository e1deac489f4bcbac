import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AtalhosTeclado } from './AtalhosTeclado';

function renderPagina() {
  render(
    <main>
      <input name="q" aria-label="Pesquisar" />
      <table>
        <tbody>
          {['100001', '100002', '100003'].map((contrato) => (
            <tr key={contrato} tabIndex={0} aria-label={`Proposta ${contrato}`}>
              <td>{contrato}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <AtalhosTeclado />
    </main>,
  );
}

describe('AtalhosTeclado', () => {
  it("'/' goes to the search box, and keys typed there stay there", async () => {
    renderPagina();
    const user = userEvent.setup();
    await user.keyboard('/');
    const pesquisa = screen.getByLabelText('Pesquisar');
    expect(pesquisa).toHaveFocus();
    await user.keyboard('jk/');
    expect(pesquisa).toHaveValue('jk/');
  });

  it("'j' and 'k' move through the rows, stopping at the ends", async () => {
    renderPagina();
    const user = userEvent.setup();
    await user.keyboard('j');
    expect(screen.getByLabelText('Proposta 100001')).toHaveFocus();
    await user.keyboard('jjj');
    expect(screen.getByLabelText('Proposta 100003')).toHaveFocus();
    await user.keyboard('k');
    expect(screen.getByLabelText('Proposta 100002')).toHaveFocus();
  });

  it("'?' lists the shortcuts, Esc closes the list", async () => {
    renderPagina();
    const user = userEvent.setup();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Atalhos do teclado' });
    expect(dialog).toHaveTextContent('Ir para a pesquisa da lista');
    await user.keyboard('{Escape}');
    await expect
      .poll(() => screen.queryByRole('dialog', { name: 'Atalhos do teclado' }))
      .toBeNull();
  });
});
