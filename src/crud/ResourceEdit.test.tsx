import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeSignedInSession } from '../providers/testing/storedSession';
import { clearSession } from '../providers/tokenStore';
import { renderDeclaredEdit } from '../../tests/helpers/renderDeclaredEdit';

// The health manager's menu opens declaration 1 as 'Declaração de saúde' (editar-declaracao/1);
// any other declaration is reached from elsewhere and named by its title.
const TITULOS: Record<string, string> = { '1': 'Declaração de Saúde', '2': 'Declaração PME' };
const HISTORICOS: Record<string, unknown[]> = {
  '2': [
    {
      id: 5,
      acao: 'alterado',
      alteracoes: { titulo: { de: 'Declaração', para: 'Declaração PME' } },
      autor: 'Gabriela Saúde',
      data: '2026-11-20T13:30:00.000Z',
    },
  ],
};
const server = setupServer(
  http.get('*/api/declaracoes-saude/:id/historico', ({ params }) =>
    HttpResponse.json({ success: true, data: HISTORICOS[String(params.id)] ?? [], messages: [] }),
  ),
  http.get('*/api/declaracoes-saude/:id', ({ params }) =>
    HttpResponse.json({
      success: true,
      data: {
        id: Number(params.id),
        versao: 1,
        titulo: TITULOS[String(params.id)],
        ativo: true,
        possuiCpt: true,
      },
      messages: [],
    }),
  ),
  http.get('*/api/perguntas-declaracao-saude', () =>
    HttpResponse.json(
      { success: true, data: [], messages: [] },
      { headers: { 'Content-Range': 'perguntas-declaracao-saude 0-0/0' } },
    ),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => storeSignedInSession(['GestorSaude']));
afterEach(() => {
  server.resetHandlers();
  clearSession();
});

/** The edit screen at an address of the health manager's area, as AreaAdmin mounts it. */
function renderAt(id: string) {
  renderDeclaredEdit({
    area: 'gestao-saude',
    path: 'editar-declaracao/:id',
    address: `editar-declaracao/${id}`,
    resource: 'declaracoes-saude',
    fallback: 'Declaração de saúde',
  });
}

describe('a record edit screen: its title', () => {
  it("is the menu entry's label when the menu opened the record", async () => {
    renderAt('1');
    expect(await screen.findByDisplayValue('Declaração de Saúde')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('titulo')).toHaveTextContent(/./));
    expect(screen.getByTestId('titulo')).toHaveTextContent(/^Declaração de saúde$/);
  });

  it('names the record otherwise', async () => {
    renderAt('2');
    expect(await screen.findByDisplayValue('Declaração PME')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('titulo')).toHaveTextContent(
        /^Declaração de saúde: Declaração PME$/,
      ),
    );
  });
});

describe('a record edit screen: its history', () => {
  it('says so when the record has never been changed', async () => {
    renderAt('1');
    expect(await screen.findByText('Nenhuma alteração registrada.')).toBeInTheDocument();
  });

  it('lists who changed which field, from what to what', async () => {
    renderAt('2');
    expect(await screen.findByText('Alteração — Gabriela Saúde')).toBeInTheDocument();
    expect(screen.getByText('Título: Declaração → Declaração PME')).toBeInTheDocument();
    expect(screen.getByText('20/11/2026 10:30')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma alteração registrada.')).toBeNull();
  });
});
