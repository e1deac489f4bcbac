import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import type {
  GestaoFinanceira,
  GestaoFinanceiraMethods,
} from '../../providers/gestaoFinanceiraDataProvider';
import { GestaoFinanceiraPage } from './GestaoFinanceiraPage';
import { renderWithAdmin } from '../../../tests/helpers/render';

afterEach(() => resetLocale());

const proposta: GestaoFinanceira = {
  id: 42,
  versao: 3,
  nome: 'Maria da Silva',
  cpf: '52998224725',
  situacao: 'Em análise',
  plano: null,
  diaVencimento: 10,
  podeAlterarVencimento: true,
  pagador: { pagadorTitular: true, nome: null, cpf: null, email: null, telefone: null },
};

/** The screen of proposal 42, whose saves answer with `messages` (the server's notices). */
function renderScreen(messages: string[]) {
  const methods: GestaoFinanceiraMethods = {
    obterGestaoFinanceira: async () => proposta,
    alterarVencimento: async () => messages,
    alterarPagador: async () => messages,
  };
  renderWithAdmin(
    <Routes>
      <Route path="/gestao-financeira/:id" element={<GestaoFinanceiraPage />} />
    </Routes>,
    { dataProvider: testDataProvider({ ...methods }), initialEntries: ['/gestao-financeira/42'] },
  );
  return userEvent.setup();
}

describe('Gestão financeira: a saved due day', () => {
  it("shows the server's notice", async () => {
    const user = renderScreen(['Vencimento alterado.']);
    await user.click(await screen.findByRole('radio', { name: 'Dia 20' }));
    await user.click(screen.getByRole('button', { name: 'Salvar vencimento' }));
    expect(await screen.findByText('Vencimento alterado.')).toBeVisible();
  });

  it('says it was saved in pt-BR when the answer has no notice', async () => {
    const user = renderScreen([]);
    await user.click(await screen.findByRole('radio', { name: 'Dia 20' }));
    await user.click(screen.getByRole('button', { name: 'Salvar vencimento' }));
    expect(await screen.findByText('Alterado com sucesso!')).toBeVisible();
  });

  it('says it in the chosen language, from the catalogue', async () => {
    await i18nProvider.changeLocale('en');
    const user = renderScreen([]);
    await user.click(await screen.findByRole('radio', { name: 'Day 20' }));
    await user.click(screen.getByRole('button', { name: 'Save due day' }));
    expect(await screen.findByText('Changes saved.')).toBeVisible();
  });
});
