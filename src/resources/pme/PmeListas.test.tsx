import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Link, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../domain';
import { authProvider } from '../../providers/authProvider';
import { buildDataProvider } from '../../providers/dataProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { ContratoPmeUnidade } from './ContratoPme';
import { PmePropostaList } from './PmePropostaList';
import { renderWithAdmin } from '../../../tests/helpers/render';

const ITEM = {
  id: 5,
  numeroContrato: 700005,
  razaoSocial: 'Farmácia Vida Plena LTDA',
  cnpj: '11222333000181',
  dataCriacao: '2026-11-20T13:30:00.000Z',
  situacao: 2,
  situacaoNome: 'Assinatura coletada',
  unidadeNome: 'Brasilia',
  uf: 'DF',
  corretorNome: null,
  beneficiarios: 3,
};

const bodies: Record<string, unknown>[] = [];
const replaced: Record<string, unknown>[] = [];
const server = setupServer(
  http.post('*/api/propostaPme/buscar', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    return HttpResponse.json({
      success: true,
      data: {
        total: 1,
        itens: [ITEM],
      },
    });
  }),
  http.post('*/api/propostaPme/buscarUnidadesContratosPme', () =>
    HttpResponse.json({
      success: true,
      data: [
        {
          codigoUnidade: 9,
          uf: 'SP',
          nomeUnidade: 'Sao Paulo',
          possuiContrato: true,
          dataAtualizacao: '2026-11-01T10:00:00.000Z',
        },
        {
          codigoUnidade: 10,
          uf: 'SP',
          nomeUnidade: 'Campinas',
          possuiContrato: false,
          dataAtualizacao: null,
        },
      ],
    }),
  ),
  http.post('*/api/propostaPme/:id/substituirContratoPme', async ({ request, params }) => {
    replaced.push({ id: params.id, ...((await request.json()) as object) });
    return HttpResponse.json({
      success: true,
      data: {},
      messages: ['Contrato substituído com sucesso!'],
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  clearSession();
  bodies.length = 0;
  replaced.length = 0;
});

function renderAt(
  path: string,
  element: React.ReactNode,
  pattern: string,
  other: React.ReactNode = null,
  options: Parameters<typeof userEvent.setup>[0] = {},
) {
  storeSignedInSession(['GestorComercialPme']);
  renderWithAdmin(
    <Routes>
      <Route path={pattern} element={element} />
      <Route path="/pme/proposta/:id" element={<p>Tela da proposta PME</p>} />
      {other}
    </Routes>,
    { initialEntries: [path], dataProvider: buildDataProvider(), authProvider },
  );
  return userEvent.setup(options);
}

describe('PME lists', () => {
  it('lists the proposals with their status and opens one', async () => {
    const user = renderAt('/pme/todas-propostas', <PmePropostaList />, '/pme/todas-propostas');
    const row = (await screen.findByText('Farmácia Vida Plena LTDA')).closest('tr')!;
    expect(within(row).getByText('11.222.333/0001-81')).toBeVisible();
    expect(within(row).getByText('Assinatura coletada')).toBeVisible();
    expect(within(row).getByText('DF - Brasilia')).toBeVisible();
    expect(bodies[0]).toEqual({ pagina: 1, pageSize: 10 });

    await user.click(screen.getByRole('combobox', { name: /Situação/ }));
    await user.click(screen.getByRole('option', { name: 'Integração concluída' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ situacoes: [8], pagina: 1, pageSize: 10 }));

    await user.click(row);
    expect(await screen.findByText('Tela da proposta PME')).toBeVisible();
  });

  it('keeps its search, status and page when the user leaves and comes back (the list store)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // Enough proposals for a second page (react-admin goes back to page 1 on an empty one).
      server.use(
        http.post('*/api/propostaPme/buscar', async ({ request }) => {
          bodies.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json({ success: true, data: { total: 25, itens: [ITEM] } });
        }),
      );
      // The menu's link to the list carries no parameters: they come back from the store.
      const user = renderAt(
        '/pme/todas-propostas',
        <>
          <PmePropostaList />
          <Link to="/outra">Outra tela</Link>
        </>,
        '/pme/todas-propostas',
        <Route path="/outra" element={<Link to="/pme/todas-propostas">Voltar à lista</Link>} />,
        { advanceTimers: vi.advanceTimersByTime },
      );
      await user.type(await screen.findByRole('textbox', { name: /Pesquisar/ }), 'Vida');
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
      await user.click(screen.getByRole('combobox', { name: /Situação/ }));
      await user.click(screen.getByRole('option', { name: 'Integração concluída' }));
      await user.click(await screen.findByRole('button', { name: /next page/i }));
      const chosen = { pesquisa: 'Vida', situacoes: [8], pagina: 2, pageSize: 10 };
      await waitFor(() => expect(bodies.at(-1)).toEqual(chosen));

      await user.click(screen.getByRole('link', { name: 'Outra tela' }));
      bodies.length = 0;
      await user.click(await screen.findByRole('link', { name: 'Voltar à lista' }));
      await waitFor(() => expect(bodies.at(-1)).toEqual(chosen));
      expect(bodies).not.toContainEqual({ pagina: 1, pageSize: 10 });
      expect(screen.getByRole('textbox', { name: /Pesquisar/ })).toHaveValue('Vida');
      expect(screen.getByRole('combobox', { name: /Situação/ })).toHaveTextContent(
        'Integração concluída',
      );
      expect(screen.getByText('11-20 de 25')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows a state's units and replaces a unit's contract with a PDF", async () => {
    const user = renderAt('/pme/contrato-pme/sp', <ContratoPmeUnidade />, '/pme/contrato-pme/:uf');
    const campinas = await screen.findByRole('region', { name: 'Campinas' });
    expect(within(campinas).getByText('Sem contrato')).toBeVisible();
    const saoPaulo = screen.getByRole('region', { name: 'Sao Paulo' });
    expect(within(saoPaulo).getByRole('button', { name: 'Baixar contrato' })).toBeVisible();

    const input = campinas.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.7'], 'contrato.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Contrato substituído com sucesso!')).toBeVisible();
    expect(replaced).toEqual([{ id: 10, arquivo: btoa('%PDF-1.7') }]);
  });
});
