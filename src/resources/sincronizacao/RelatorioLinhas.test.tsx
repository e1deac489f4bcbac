import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LinhaSincronizacao } from '../../domain';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { RelatorioLinhas } from './RelatorioLinhas';

afterEach(() => resetLocale());

/** The preview's lines as the API answers them: `acao` is a code (record 0182). */
const LINHAS: LinhaSincronizacao[] = [
  {
    linha: 2,
    tipo: 'concessionaria',
    nome: 'Auto Center',
    documento: '11222333000181',
    acao: 'criar',
    erros: [],
  },
  {
    linha: 3,
    tipo: 'corretor',
    nome: 'Paula',
    documento: '52998224725',
    acao: 'atualizar',
    erros: [],
  },
  {
    linha: 4,
    tipo: 'corretor',
    nome: 'Rui',
    documento: '39053344705',
    acao: 'sem-alteracao',
    erros: [],
  },
];

/** The text of the line's last cell (its result). */
function resultado(linha: number) {
  const cells = within(screen.getByTestId(`linha-${linha}`)).getAllByRole('cell');
  return cells[cells.length - 1].textContent;
}

describe("the synchronisation preview's actions", () => {
  it('shows each code by its pt-BR label, never the code', () => {
    render(<RelatorioLinhas linhas={LINHAS} />);
    expect([2, 3, 4].map(resultado)).toEqual(['Cadastrar', 'Atualizar', 'Sem alteração']);
    expect(screen.queryByText(/sem-alteracao|^criar$|^atualizar$/)).not.toBeInTheDocument();
  });

  it('shows them in English when that is the chosen language', async () => {
    await i18nProvider.changeLocale('en');
    render(<RelatorioLinhas linhas={LINHAS} />);
    expect([2, 3, 4].map(resultado)).toEqual(['Create', 'Update', 'No change']);
    expect(screen.queryByText(/sem-alteracao|^criar$|^atualizar$/)).not.toBeInTheDocument();
  });
});
