import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { testDataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { ListarAvaliacoesPage } from './ListarAvaliacoesPage';
import { avaliacaoSaudeMethods } from '../../providers/avaliacaoSaudeDataProvider';
import { renderWithAdmin } from '../../../tests/helpers/render';

const acessosUrls: URL[] = [];
const server = setupServer(
  http.get('*/api/AvaliacaoSaude/avaliacoes', () =>
    HttpResponse.json({ success: true, data: { itens: [], total: 0 }, messages: [] }),
  ),
  http.get('*/api/AvaliacaoSaude/acessos', ({ request }) => {
    const url = new URL(request.url);
    acessosUrls.push(url);
    const filtrado = url.searchParams.has('usuario');
    return HttpResponse.json({
      success: true,
      data: {
        total: 1,
        itens: [
          {
            id: 1,
            usuario: filtrado ? 'Eduardo Enfermeiro Externo' : 'Elaine Enfermeira',
            propostaAdesaoId: 42,
            numeroContrato: 100035,
            nome: 'Maria Aparecida Souza',
            acao: filtrado ? 'anotacoes.leitura' : 'declaracao.leitura',
            dataAcesso: '2026-11-25T13:00:00.000Z',
          },
        ],
      },
      messages: [],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  clearSession();
  acessosUrls.length = 0;
});

describe('listar-avaliacoes: busca no registro de acessos', () => {
  it('mostra o tipo de acesso pelo nome e busca por usuário e acesso', async () => {
    storeSignedInSession(['GestorSaude']);
    renderWithAdmin(<ListarAvaliacoesPage />, {
      dataProvider: testDataProvider({ ...avaliacaoSaudeMethods }),
    });
    const acessos = await screen.findByRole('region', { name: 'Acessos aos dados de saúde' });
    expect(await within(acessos).findByText('Leitura da declaração de saúde')).toBeTruthy();
    // The proposal by the number people know it by, never its internal id.
    const headers = within(acessos)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Data', 'Usuário', 'Contrato', 'Beneficiário', 'Acesso']);
    expect(within(acessos).getByRole('cell', { name: '100035' })).toBeTruthy();
    expect(within(acessos).getByRole('cell', { name: 'Maria Aparecida Souza' })).toBeTruthy();
    expect(within(acessos).queryByRole('cell', { name: '42' })).toBeNull();

    const busca = within(acessos).getByRole('search', { name: 'Buscar acessos' });
    await userEvent.type(within(busca).getByLabelText('Contrato'), '100035');
    await userEvent.type(within(busca).getByLabelText('Usuário'), 'externo');
    await userEvent.click(within(busca).getByLabelText('Acesso'));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Leitura das anotações da enfermagem' }),
    );
    await userEvent.click(within(busca).getByRole('button', { name: 'Buscar' }));

    expect(await within(acessos).findByText('Eduardo Enfermeiro Externo')).toBeTruthy();
    expect(
      within(acessos).getByRole('cell', { name: 'Leitura das anotações da enfermagem' }),
    ).toBeTruthy();
    const last = acessosUrls.at(-1)!;
    expect(Object.fromEntries(last.searchParams)).toEqual({
      pagina: '1',
      pageSize: '10',
      numeroContrato: '100035',
      usuario: 'externo',
      acao: 'anotacoes.leitura',
    });
  });
});
