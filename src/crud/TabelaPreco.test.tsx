import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAIXAS_ETARIAS_ANS } from '../domain';
import { storeSignedInSession } from '../providers/testing/storedSession';
import { i18nProvider, resetLocale } from '../providers/i18nProvider';
import { clearSession } from '../providers/tokenStore';
import { productMenuTable } from './menu';
import { renderDeclaredEdit } from '../../tests/helpers/renderDeclaredEdit';
import { limite } from '../../tests/helpers/limites';

// The price table's edit screen (issue 39) from its declaration: the ten ANS bands as money
// inputs in reais, the shared schema's messages, and numbers (not typed text) sent to the API.
const TABELA = {
  id: 7,
  versao: 3,
  nome: 'Sênior Apartamento 2026',
  planoSaudeId: 4,
  vigenciaInicio: '2026-01-01',
  vigenciaFim: null,
  valor0a18: 289.9,
  valor19a23: 339.9,
  valor24a28: 379.9,
  valor29a33: 419.9,
  valor34a38: 459.9,
  valor39a43: 519.9,
  valor44a48: 589.9,
  valor49a53: 689.9,
  valor54a58: 829.9,
  valor59mais: 1099.9,
  ativo: true,
};
let enviado: Record<string, unknown> | null = null;

const server = setupServer(
  http.get('*/api/tabelas-preco/:id/historico', () =>
    HttpResponse.json({ success: true, data: [], messages: [] }),
  ),
  http.get('*/api/tabelas-preco/:id', () =>
    HttpResponse.json({ success: true, data: TABELA, messages: [] }),
  ),
  http.put('*/api/tabelas-preco/:id', async ({ request }) => {
    enviado = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({
      success: true,
      data: { ...TABELA, ...enviado, versao: 4 },
      messages: ['Alterado com sucesso!'],
    });
  }),
  http.get('*/api/planos-saude', () =>
    HttpResponse.json(
      { success: true, data: [{ id: 4, nome: 'Sênior Apartamento' }], messages: [] },
      { headers: { 'Content-Range': 'planos-saude 0-0/1' } },
    ),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  enviado = null;
  storeSignedInSession(['GestorComercial']);
});
afterEach(() => {
  server.resetHandlers();
  clearSession();
  resetLocale();
});

function renderEdit() {
  renderDeclaredEdit({
    area: 'gestao-comercial',
    path: 'tabela-preco/:id',
    address: 'tabela-preco/7',
    resource: 'tabelas-preco',
    fallback: 'Tabela de preços',
  });
}

describe('the price table screen', { timeout: limite(15_000) }, () => {
  it("is in the commercial manager's menu, under Cadastros", () => {
    const cadastros = productMenuTable('gestao-comercial').find(
      (node) => node.kind === 'group' && node.key === 'cadastros',
    );
    const links = cadastros?.kind === 'group' ? cadastros.children : [];
    expect(links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'Tabelas de preços', path: 'tabela-preco' }),
        expect.objectContaining({ label: 'Nova Tabela de preços', path: 'tabela-preco/nova' }),
      ]),
    );
  });

  it('shows the ten ANS bands in reais, the Brazilian way', async () => {
    renderEdit();
    expect(await screen.findByDisplayValue('1.099,90')).toBeInTheDocument();
    for (const faixa of FAIXAS_ETARIAS_ANS) {
      expect(screen.getByLabelText(new RegExp(`^${faixa.rotulo}`))).toHaveAttribute(
        'inputmode',
        'decimal',
      );
    }
    expect(screen.getByLabelText(/0 a 18 anos/)).toHaveValue('289,90');
    expect(screen.getByText('Valor mensal por faixa etária (ANS)')).toBeInTheDocument();
    expect(screen.getAllByText('R$')).toHaveLength(10);
  });

  it("refuses a third decimal with the shared schema's message and sends nothing", async () => {
    const user = userEvent.setup();
    renderEdit();
    const campo = await screen.findByLabelText(/24 a 28 anos/);
    await user.clear(campo);
    await user.type(campo, '379,905');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe no máximo 2 casas decimais')).toBeInTheDocument();
    expect(enviado).toBeNull();
  });

  it('sends what was typed as a number of reais', async () => {
    const user = userEvent.setup();
    renderEdit();
    const campo = await screen.findByLabelText(/59 anos ou mais/);
    await user.clear(campo);
    await user.type(campo, '1.234,5');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(enviado).not.toBeNull());
    expect(enviado).toMatchObject({ valor59mais: 1234.5, valor0a18: 289.9, versao: 3 });
    const form = campo.closest('form')!;
    expect(within(form).queryByText('Informe o valor em reais, por exemplo 1.234,56')).toBeNull();
  });
});

describe('the price table screen in English', { timeout: limite(15_000) }, () => {
  it("says the registry's names in the commercial manager's menu", async () => {
    await i18nProvider.changeLocale('en');
    const cadastros = productMenuTable('gestao-comercial').find(
      (node) => node.kind === 'group' && node.key === 'cadastros',
    );
    const links = cadastros?.kind === 'group' ? cadastros.children : [];
    expect(links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ label: 'Price tables', path: 'tabela-preco' }),
        expect.objectContaining({ label: 'New price table', path: 'tabela-preco/nova' }),
        expect.objectContaining({ label: 'Brokers', path: 'corretor/lista-corretores' }),
      ]),
    );
  });

  it("labels the record, its fields and section, and says the schema's messages", async () => {
    await i18nProvider.changeLocale('en');
    const user = userEvent.setup();
    renderEdit();
    expect(await screen.findByDisplayValue('1.099,90')).toBeInTheDocument();
    expect(screen.getByText('Price table: Sênior Apartamento 2026')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Sênior Apartamento 2026');
    expect(screen.getByRole('combobox', { name: /^Health plan/ })).toBeInTheDocument();
    expect(screen.getByText('Monthly price by ANS age band')).toBeInTheDocument();
    expect(screen.getByLabelText('Active')).toBeChecked();
    // The ANS bands read in English; the stored fields (valor0a18...) are the same.
    expect(screen.getByLabelText(/^0 to 18 years/)).toHaveValue('289,90');
    expect(screen.getByLabelText(/^59 years or older/)).toHaveValue('1.099,90');
    expect(screen.queryByLabelText(/anos/)).toBeNull();
    const campo = screen.getByLabelText(/^24 to 28 years/);
    await user.clear(campo);
    await user.type(campo, '379,905');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at most 2 decimal places')).toBeInTheDocument();
    expect(enviado).toBeNull();
  });
});
