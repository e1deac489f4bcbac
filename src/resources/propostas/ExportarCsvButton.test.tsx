import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { format, subDays } from 'date-fns';
import {
  ListContextProvider,
  testDataProvider,
  type DataProvider,
  type ListControllerResult,
} from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupExportTest } from '../../providers/testing/exportTest';
import { TEST_ACCESS_TOKEN } from '../../providers/testing/storedSession';
import type { BuscarMeta } from '../../providers/propostasDataProvider';
import { ExportarCsvButton } from './ExportarCsvButton';
import { PropostaList } from './PropostaList';
import { renderWithAdmin, testAuthProvider } from '../../../tests/helpers/render';

const CSV = '\uFEFFContrato;Tipo;Nome\r\n100001;Comum;Maria\r\n';
const calls: { url: string; body: unknown; authorization: string | null }[] = [];
const { saved, contents, server } = setupExportTest(
  ['GestorComercial'],
  http.post('*/api/adesao/buscar/exportar', async ({ request }) => {
    calls.push({
      url: request.url,
      body: await request.json(),
      authorization: request.headers.get('authorization'),
    });
    return new HttpResponse(CSV, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="propostas-2026-11-22.csv"',
      },
    });
  }),
  // The list's live updates (AoVivo): nothing happens while the test runs.
  http.get('*/api/propostas/eventos', () => new HttpResponse(null, { status: 204 })),
  http.post('*/api/enfermeiro/propostasSituacao/:slug/exportar', async ({ request }) => {
    calls.push({ url: request.url, body: await request.json(), authorization: null });
    return new HttpResponse(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
  }),
);
beforeEach(() => {
  calls.length = 0;
});

function renderButton(meta: BuscarMeta, list: Partial<ListControllerResult>) {
  const { unmount } = renderWithAdmin(
    <ListContextProvider value={{ filterValues: {}, total: 3, ...list } as ListControllerResult}>
      <ExportarCsvButton meta={meta} />
    </ListContextProvider>,
    { dataProvider: testDataProvider() },
  );
  return { button: screen.getByRole('button', { name: 'Exportar' }), unmount };
}

describe('ExportarCsvButton', () => {
  it("posts the list's filter, with the session's token, and saves the server's file", async () => {
    const { button } = renderButton(
      { situacoes: [1, 2, 3] },
      { filterValues: { q: ' Maria ', situacao: '2', unidade: 10, beneficiario: '' } },
    );
    await userEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls).toHaveLength(1);
    expect(calls[0].authorization).toBe(`Bearer ${TEST_ACCESS_TOKEN}`);
    // The status picked inside the list narrows its statuses; no paging goes to the export.
    expect(calls[0].body).toEqual({
      filtros: [
        { coluna: 'unidade', operador: '=', valor: '10' },
        { coluna: 'pesquisa', operador: '=', valor: 'Maria' },
      ],
      situacoesPropostasAdesaoIds: [2],
    });
    expect(saved[0]).toBe('propostas-2026-11-22.csv');
    // The bytes as sent, BOM included (Blob.text() would decode it away): Excel needs it.
    const bytes = new Uint8Array(await contents[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(CSV);
  });

  it("sends the retention and portability lists' kind, and the nurse lists to their call", async () => {
    const portabilidade = renderButton({ situacoes: [], lista: 'portabilidade' }, {});
    await userEvent.click(portabilidade.button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls[0].body).toEqual({
      filtros: [],
      situacoesPropostasAdesaoIds: [],
      lista: 'portabilidade',
    });
    portabilidade.unmount();

    await userEvent.click(renderButton({ enfermeiro: 'aguardando-avaliacao' }, {}).button);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(new URL(calls[1].url).pathname).toBe(
      '/api/enfermeiro/propostasSituacao/aguardando-avaliacao/exportar',
    );
    // Without a Content-Disposition the file is still named after the list and the day.
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatch(/^propostas-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("shows the server's message when the export is refused", async () => {
    server.use(
      http.post('*/api/adesao/buscar/exportar', () =>
        HttpResponse.json(
          { data: null, messages: ['Filtro de prazo inválido.'], success: false },
          { status: 400 },
        ),
      ),
    );
    await userEvent.click(renderButton({ situacoes: [1] }, {}).button);
    expect(await screen.findByText('Filtro de prazo inválido.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('is disabled on an empty list', () => {
    expect(renderButton({ situacoes: [1] }, { total: 0 }).button).toBeDisabled();
  });
});

describe("PropostaList's toolbar", () => {
  const authProvider = testAuthProvider({
    getPermissions: async () => ['GestorComercial'],
    canAccess: async () => true,
  });

  it("exports the route's statuses and the list's opening filter (the last 90 days)", async () => {
    const row = {
      id: 1,
      numeroContrato: 100001,
      tipo: 0,
      tipoNome: 'Comum',
      dataCriacao: '2026-03-02T13:00:00.000Z',
      nome: 'Maria Aparecida Souza',
      unidadeNome: 'Campinas',
      unidade: { codigoUnidade: 10, uf: 'SP', nomeUnidade: 'Campinas' },
      corretorNome: null,
      situacaoPropostaAdesaoId: 1,
      possuiPendencia: false,
      marcada: false,
      propostaTitularId: null,
      sla: null,
    };
    const getList = async () => ({ data: [row], total: 1 });
    renderWithAdmin(<PropostaList route="propostas-entradas" />, {
      dataProvider: testDataProvider({ getList } as unknown as Partial<DataProvider>),
      authProvider,
      area: 'gestao-comercial',
    });
    const button = await screen.findByRole('button', { name: 'Exportar' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(calls).toHaveLength(1));
    const today = new Date();
    expect(calls[0].body).toEqual({
      filtros: [
        {
          coluna: 'dataCriacaoMin',
          operador: '=',
          valor: format(subDays(today, 90), 'dd/MM/yyyy'),
        },
        { coluna: 'dataCriacaoMax', operador: '=', valor: format(today, 'dd/MM/yyyy') },
      ],
      situacoesPropostasAdesaoIds: [1, 3],
    });
  });
});
