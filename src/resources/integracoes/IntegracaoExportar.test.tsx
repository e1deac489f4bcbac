import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { testDataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { csvFile, setupExportTest } from '../../providers/testing/exportTest';
import { IntegracaoList } from './IntegracaoList';
import { renderWithAdmin } from '../../../tests/helpers/render';

// The saved views and the live refresh have their own tests: here the user has no saved view
// and the stream ends at once.
const asked: URL[] = [];
const { saved } = setupExportTest(
  ['GestorComercial'],
  http.get('*/api/integracoes/mensagens/exportar', ({ request }) => {
    asked.push(new URL(request.url));
    return csvFile('\uFEFFNº;Tipo\r\n', 'integracoes-2026-11-22.csv');
  }),
  http.get('*/api/integracoes/eventos', () => new HttpResponse(null, { status: 204 })),
);

beforeEach(() => {
  asked.length = 0;
});

describe('Integrações: Exportar', () => {
  it("asks the server for the messages of the list's filter, without its paging", async () => {
    const getList = vi.fn(async () => ({
      data: [
        {
          id: 5,
          topico: 'erp.integrar-proposta',
          topicoNome: 'Integração da proposta com o ERP',
          situacao: 'dead',
          situacaoNome: 'Falha definitiva',
          tentativas: 10,
          ultimoErro: 'ERP respondeu HTTP 503',
          propostaAdesaoId: null,
          numeroContrato: null,
          dataCriacao: '2026-03-02T13:30:00.000Z',
          dataProximaTentativa: null,
          dataUltimaTentativa: null,
          dataEntrega: null,
        },
      ],
      total: 1,
    }));
    renderWithAdmin(<IntegracaoList />, {
      dataProvider: {
        ...testDataProvider({ getList: getList as never }),
        listarVisoes: async () => [],
      },
      area: 'gestao-comercial',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: 'Situação' }));
    await user.click(await screen.findByRole('option', { name: 'Falha definitiva' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'integracao',
        expect.objectContaining({ filter: { situacao: 'dead' } }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(saved).toEqual(['integracoes-2026-11-22.csv']));
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0].searchParams)).toEqual({ situacao: 'dead' });
  });
});
