import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Link, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { ListarAvaliacoesPage } from './ListarAvaliacoesPage';
import { buildDataProvider } from '../../providers/dataProvider';
import { i18nProvider, resetLocale } from '../../providers/i18nProvider';
import { renderWithAdmin } from '../../../tests/helpers/render';

const acessosUrls: URL[] = [];
const avaliacoesUrls: URL[] = [];
const server = setupServer(
  http.get('*/api/AvaliacaoSaude/avaliacoes', ({ request }) => {
    avaliacoesUrls.push(new URL(request.url));
    return HttpResponse.json({
      success: true,
      data: {
        total: 31,
        itens: [
          {
            id: 9,
            numeroContrato: 100041,
            nome: 'Jorge Almeida Prado',
            situacaoPropostaAdesaoId: null,
            enfermeiro: 'Elaine Enfermeira',
            data: '2026-11-24T15:30:00.000Z',
            resultado: 'Aprovada',
          },
        ],
      },
      messages: [],
    });
  }),
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
  avaliacoesUrls.length = 0;
  resetLocale();
});

describe('listar-avaliacoes: busca no registro de acessos', () => {
  it('mostra o tipo de acesso pelo nome e busca por usuário e acesso', async () => {
    storeSignedInSession(['GestorSaude']);
    renderWithAdmin(<ListarAvaliacoesPage />, { dataProvider: buildDataProvider() });
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

  it('shows the assessments with their labels and pages through them', async () => {
    storeSignedInSession(['GestorSaude']);
    renderWithAdmin(<ListarAvaliacoesPage />, { dataProvider: buildDataProvider() });
    const avaliacoes = await screen.findByRole('region', { name: 'Avaliações' });
    expect(await within(avaliacoes).findByText('Jorge Almeida Prado')).toBeTruthy();
    const headers = within(avaliacoes)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Contrato',
      'Beneficiário',
      'Situação',
      'Enfermeiro',
      'Data',
      'Resultado',
    ]);
    expect(within(avaliacoes).getByRole('cell', { name: '100041' })).toBeTruthy();
    expect(within(avaliacoes).getByRole('cell', { name: '24/11/2026 12:30' })).toBeTruthy();

    await userEvent.click(within(avaliacoes).getByRole('button', { name: /próxima página/i }));
    await vi.waitFor(() =>
      expect(Object.fromEntries(avaliacoesUrls.at(-1)!.searchParams)).toEqual({
        pagina: '2',
        pageSize: '10',
      }),
    );
  });

  it('keeps the search when the manager leaves the page and comes back', async () => {
    storeSignedInSession(['GestorSaude']);
    renderWithAdmin(
      <Routes>
        <Route
          path="/"
          element={
            <>
              <ListarAvaliacoesPage />
              <Link to="/proposta">abrir uma proposta</Link>
            </>
          }
        />
        <Route path="/proposta" element={<Link to="/">voltar</Link>} />
      </Routes>,
      { dataProvider: buildDataProvider() },
    );
    const acessos = await screen.findByRole('region', { name: 'Acessos aos dados de saúde' });
    const busca = within(acessos).getByRole('search', { name: 'Buscar acessos' });
    await userEvent.type(within(busca).getByLabelText('Usuário'), 'externo');
    await userEvent.click(within(busca).getByRole('button', { name: 'Buscar' }));
    expect(await within(acessos).findByText('Eduardo Enfermeiro Externo')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'abrir uma proposta' }));
    acessosUrls.length = 0;
    await userEvent.click(await screen.findByRole('link', { name: 'voltar' }));
    // Back on the page: the search is in the form and asked of the server again.
    const outra = await screen.findByRole('region', { name: 'Acessos aos dados de saúde' });
    expect(await within(outra).findByText('Eduardo Enfermeiro Externo')).toBeTruthy();
    expect(within(outra).getByLabelText('Usuário')).toHaveValue('externo');
    expect(acessosUrls.length).toBeGreaterThan(0);
    expect(acessosUrls.every((url) => url.searchParams.get('usuario') === 'externo')).toBe(true);
  });

  it('renders its columns in English when English is chosen', async () => {
    storeSignedInSession(['GestorSaude']);
    await i18nProvider.changeLocale('en');
    renderWithAdmin(<ListarAvaliacoesPage />, { dataProvider: buildDataProvider() });
    const avaliacoes = await screen.findByRole('region', { name: 'Evaluations' });
    await within(avaliacoes).findByText('Jorge Almeida Prado');
    expect(within(avaliacoes).getByRole('columnheader', { name: 'Nurse' })).toBeTruthy();
  });
});
