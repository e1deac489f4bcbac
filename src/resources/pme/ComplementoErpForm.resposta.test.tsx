import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../providers/authProvider';
import { buildDataProvider } from '../../providers/dataProvider';
import type { PropostaPme } from '../../providers/pmeDataProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { renderWithAdmin } from '../../../tests/helpers/render';
import { ComplementoErpForm } from './ComplementoErpForm';
import { fontesComplemento } from './ComplementoErpForm.fixtures';
import { PropostaPmeShow } from './PropostaPmeShow';
import { buildPropostaPme } from './PropostaPmeShow.fixtures';
import { limite } from '../../../tests/helpers/limites';

const ok = (data: unknown, messages: string[] = []) =>
  HttpResponse.json({ success: true, data, messages });

/**
 * The server of this test: the first read of the proposal answers at once, every later read
 * waits until the test is over, so what the PME screen shows after the complement's save can
 * only come from the save's answer (decisions/0166).
 */
let proposta: PropostaPme = buildPropostaPme();
let leituras = 0;
let complementos: Record<string, unknown>[] = [];
let versoesEnviadas: unknown[] = [];
let liberar: () => void = () => undefined;
let segurar = Promise.resolve();
const server = setupServer(
  http.get('*/api/propostaPme/dadosPreenchimento', () =>
    ok({
      ...fontesComplemento(),
      situacoesCadastrais: [{ id: 1, nome: 'Ativa' }],
      tiposSociedade: [{ id: 2, nome: 'Sociedade limitada (LTDA)' }],
    }),
  ),
  http.get('*/api/propostaPme/7', async () => {
    leituras += 1;
    if (leituras > 1) await segurar;
    return ok(proposta);
  }),
  http.get('*/api/complementoIntegracaoERP/pme/7/carregar-fontes-dados', () =>
    ok(fontesComplemento()),
  ),
  // The proposal as saved: its complement, the retention flag it shows, the next version.
  http.post('*/api/propostaPme/7/complementoErp', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    complementos.push(body);
    return ok(
      {
        ...proposta,
        complementoErp: body,
        indReteveAtoVenda: body.indReteveAtoVenda,
        versao: proposta.versao + 1,
      },
      ['Complemento para integração salvo!'],
    );
  }),
  http.post('*/api/propostaPme/alterar', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    versoesEnviadas.push(body.versao);
    return ok({ ...proposta, versao: Number(body.versao) + 1 }, ['Alterado com sucesso!']);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  liberar();
  server.resetHandlers();
  clearSession();
});

function renderScreens() {
  proposta = buildPropostaPme();
  leituras = 0;
  complementos = [];
  versoesEnviadas = [];
  segurar = new Promise<void>((resolve) => (liberar = resolve));
  storeSignedInSession(['GestorComercialPme']);
  renderWithAdmin(
    <Routes>
      <Route path="/pme/proposta/:id" element={<PropostaPmeShow />} />
      <Route
        path="/pme/proposta/:id/complemento-integracao"
        element={<ComplementoErpForm kind="pme" />}
      />
    </Routes>,
    { initialEntries: ['/pme/proposta/7'], dataProvider: buildDataProvider(), authProvider },
  );
  return userEvent.setup();
}

const combo = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

/** On the complement's screen: the waiting period, 'Sim' for the retention, 'Enviar dados'. */
async function preencherEEnviar(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: /^Grupo de carência/ }));
  await user.click(screen.getByRole('option', { name: 'Carência padrão' }));
  await user.click(combo('Reteve no ato da venda'));
  await user.click(screen.getByRole('option', { name: 'Sim' }));
  await user.click(screen.getByRole('button', { name: 'Enviar dados' }));
}

describe("the ERP complement's save, drawn on the PME screen from its answer", () => {
  it(
    'goes back to the proposal showing the saved retention, reading the proposal once',
    async () => {
      const user = renderScreens();
      const retencao = () => screen.getByRole('textbox', { name: 'Reteve no ato da venda' });
      await user.click(await screen.findByRole('button', { name: 'Complemento ERP' }));

      await preencherEEnviar(user);
      expect(await screen.findByText('Complemento para integração salvo!')).toBeVisible();
      expect(complementos).toHaveLength(1);

      // Back on the proposal: the retention is the answer's, the proposal's second read is held.
      await waitFor(() => expect(retencao()).toHaveValue('Sim'));
      expect(leituras).toBe(1);

      // The answer's version (the complement moved it on) goes with the form's next save.
      await user.click(screen.getByRole('button', { name: 'Habilitar edição' }));
      await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
      await waitFor(() => expect(versoesEnviadas).toEqual([4]));
      expect(leituras).toBe(1);
    },
    limite(30_000),
  );

  it(
    'reads the proposal again on any other arrival: the worker may have changed it',
    async () => {
      const user = renderScreens();
      await user.click(await screen.findByRole('button', { name: 'Complemento ERP' }));
      await preencherEEnviar(user);
      await screen.findByRole('button', { name: 'Habilitar edição' });
      expect(leituras).toBe(1);

      // Right after the answer, back again without one ('Cancelar'): the screen asks the server.
      await user.click(screen.getByRole('button', { name: 'Complemento ERP' }));
      await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(leituras).toBe(2));
    },
    limite(30_000),
  );
});
