import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { testDataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { rascunhosMethods } from '../../providers/rascunhosDataProvider';
import { clearSession } from '../../providers/tokenStore';
import type { PropostaListItem } from '../propostas/types';
import { RascunhosPage } from './RascunhosPage';
import { renderWithAdmin, testAuthProvider } from '../../../tests/helpers/render';
import { limite } from '../../../tests/helpers/limites';

const draft = (overrides: Partial<PropostaListItem>): PropostaListItem => ({
  id: 41,
  propostaAdesaoId: 41,
  versao: 2,
  numeroContrato: 9001,
  tipo: 0,
  tipoNome: 'Comum',
  dataCriacao: '2026-11-20T13:30:00.000Z',
  nome: 'Lia Liberada',
  nomeSocial: null,
  unidadeNome: 'Matriz-Vitória',
  unidade: { codigoUnidade: 1, uf: 'ES', nomeUnidade: 'Matriz-Vitória' },
  corretorNome: null,
  situacaoPropostaAdesaoId: null,
  liberacaoIdadePendente: false,
  inativa: false,
  possuiPendencia: false,
  marcada: false,
  propostaTitularId: null,
  repasseDaConcessionariaLogada: false,
  ...overrides,
});

let drafts: PropostaListItem[] = [];
const posted: { url: string; body: unknown }[] = [];
const server = setupServer(
  http.post('*/api/adesao/rascunhos', () =>
    HttpResponse.json({ data: { itens: drafts, total: drafts.length }, messages: [] }),
  ),
  http.get('*/api/rascunhoEntrada', () => HttpResponse.json({ data: [], messages: [] })),
  http.get('*/api/adesao/41', () =>
    HttpResponse.json({ data: { id: 41, versao: 3 }, messages: [] }),
  ),
  http.post('*/api/adesao/41/submeter', async ({ request }) => {
    posted.push({ url: new URL(request.url).pathname, body: await request.json() });
    drafts = drafts.filter((d) => d.id !== 41);
    return HttpResponse.json({ data: { id: 41, versao: 4 }, messages: [] });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  clearSession();
  posted.length = 0;
});

function renderPage(roles: string[]) {
  storeSignedInSession(roles);
  const authProvider = testAuthProvider({
    getPermissions: async () => roles,
    getIdentity: async () => ({ id: 5, fullName: 'Usuário', roles }),
  });
  renderWithAdmin(<RascunhosPage />, {
    dataProvider: testDataProvider({ ...rascunhosMethods }),
    authProvider,
    area: 'concessionaria',
  });
}

describe('Rascunhos: sending a draft', () => {
  it(
    'offers Enviar only where the server accepts it, and sends after the confirmation',
    async () => {
      drafts = [
        draft({}),
        draft({ id: 42, numeroContrato: 9002, nome: 'Joana Jovem', liberacaoIdadePendente: true }),
        draft({ id: 43, numeroContrato: 9001, nome: 'Pedro Dependente', propostaTitularId: 41 }),
      ];
      renderPage(['Concessionaria']);
      const lia = (await screen.findByText('Lia Liberada')).closest('tr')!;
      const joana = screen.getByText('Joana Jovem').closest('tr')!;
      const pedro = screen.getByText('Pedro Dependente').closest('tr')!;
      expect(within(lia).getByText('Rascunho — aguardando envio')).toBeVisible();
      expect(within(joana).getByText('Rascunho — aguardando liberação de idade')).toBeVisible();
      expect(within(joana).queryByRole('button', { name: 'Enviar' })).toBeNull();
      expect(within(pedro).queryByRole('button', { name: 'Enviar' })).toBeNull();

      await userEvent.click(within(lia).getByRole('button', { name: 'Enviar' }));
      const dialog = screen.getByRole('dialog', { name: 'Enviar proposta' });
      expect(within(dialog).getByText(/Enviar a proposta 9001 de Lia Liberada\?/)).toBeVisible();
      expect(posted).toEqual([]);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
      await vi.waitFor(() =>
        expect(posted).toEqual([{ url: '/api/adesao/41/submeter', body: { versao: 3 } }]),
      );
      await vi.waitFor(() => expect(screen.queryByText('Lia Liberada')).toBeNull());
    },
    limite(15_000),
  );

  it('gives the commercial manager, who does not send proposals, no Enviar', async () => {
    drafts = [draft({})];
    renderPage(['GestorComercial']);
    const lia = (await screen.findByText('Lia Liberada')).closest('tr')!;
    expect(within(lia).getByRole('button', { name: 'Descartar' })).toBeVisible();
    expect(within(lia).queryByRole('button', { name: 'Enviar' })).toBeNull();
  });
});
