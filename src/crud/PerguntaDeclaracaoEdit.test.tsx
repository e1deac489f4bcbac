import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider, resetLocale } from '../providers/i18nProvider';
import { storeSignedInSession } from '../providers/testing/storedSession';
import { clearSession } from '../providers/tokenStore';
import { renderDeclaredEdit } from '../../tests/helpers/renderDeclaredEdit';
import { limite } from '../../tests/helpers/limites';

// A declaration question's generic edit screen in English: its 'Etapa' choices are the nursing
// screens' catalogue keys (avaliacaoSaude.etapasDeclaracao), which the registry names on each
// choice (`key`), outside its own `cadastros` texts.
const PERGUNTA = {
  id: 7,
  versao: 1,
  declaracaoSaudeId: 1,
  etapaId: 3,
  ordem: 1,
  texto: 'Faz uso de medicamentos?',
  dadoSaude: true,
  ativo: true,
};
const DECLARACAO = {
  id: 1,
  versao: 1,
  titulo: 'Declaração de Saúde',
  ativo: true,
  possuiCpt: true,
};
const server = setupServer(
  http.get('*/api/perguntas-declaracao-saude/:id/historico', () =>
    HttpResponse.json({ success: true, data: [], messages: [] }),
  ),
  http.get('*/api/perguntas-declaracao-saude/:id', () =>
    HttpResponse.json({ success: true, data: PERGUNTA, messages: [] }),
  ),
  http.get('*/api/declaracoes-saude/:id', () =>
    HttpResponse.json({ success: true, data: DECLARACAO, messages: [] }),
  ),
  http.get('*/api/declaracoes-saude', () =>
    HttpResponse.json(
      { success: true, data: [DECLARACAO], messages: [] },
      { headers: { 'Content-Range': 'declaracoes-saude 0-0/1' } },
    ),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => storeSignedInSession(['GestorSaude']));
afterEach(() => {
  server.resetHandlers();
  clearSession();
  resetLocale();
});

describe("a declaration question's step in English", { timeout: limite(15_000) }, () => {
  it('names the chosen step and offers the others with the nursing screens’ words', async () => {
    await i18nProvider.changeLocale('en');
    renderDeclaredEdit({
      area: 'gestao-saude',
      path: 'editar-pergunta/:id',
      address: 'editar-pergunta/7',
      resource: 'perguntas-declaracao-saude',
      fallback: 'Pergunta',
    });
    expect(await screen.findByDisplayValue('Faz uso de medicamentos?')).toBeInTheDocument();
    const etapa = await screen.findByRole('combobox', { name: /^Step/ });
    await waitFor(() => expect(etapa).toHaveTextContent('Additional information'));
    await userEvent.setup().click(etapa);
    const opcoes = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(opcoes.map((o) => o.textContent).filter(Boolean)).toEqual([
      'Medical guidance',
      'Health declaration',
      'Additional information',
      'CPT acceptance',
    ]);
  });
});
