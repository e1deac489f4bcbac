import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../providers/authProvider';
import { buildDataProvider } from '../../providers/dataProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { ComplementoErpForm } from './ComplementoErpForm';
import { CAMPANHAS, fontesComplemento as fontes } from './ComplementoErpForm.fixtures';
import { buildPropostaPme } from './PropostaPmeShow.fixtures';
import { renderWithAdmin } from '../../../tests/helpers/render';

let answer: ReturnType<typeof fontes> | null = fontes();
let saved: Record<string, unknown> | null = null;
const server = setupServer(
  http.get('*/api/complementoIntegracaoERP/pme/7/carregar-fontes-dados', () =>
    answer
      ? HttpResponse.json({ success: true, data: answer })
      : HttpResponse.json(
          { success: false, data: null, messages: ['ERP indisponível.'] },
          { status: 503 },
        ),
  ),
  // The answer is the proposal as saved (decisions/0166).
  http.post('*/api/propostaPme/7/complementoErp', async ({ request }) => {
    saved = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({
      success: true,
      data: { ...buildPropostaPme({ versao: 4 }), complementoErp: saved },
      messages: ['Complemento para integração salvo!'],
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  clearSession();
  answer = fontes();
  saved = null;
});

function renderScreen() {
  storeSignedInSession(['GestorComercialPme']);
  renderWithAdmin(
    <Routes>
      <Route
        path="/pme/proposta/:id/complemento-integracao"
        element={<ComplementoErpForm kind="pme" />}
      />
      <Route path="/pme/proposta/:id" element={<p>Tela da proposta PME</p>} />
    </Routes>,
    {
      initialEntries: ['/pme/proposta/7/complemento-integracao'],
      dataProvider: buildDataProvider(),
      authProvider,
    },
  );
  return userEvent.setup();
}

const combo = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

describe('Complemento ERP', () => {
  it('says when there is no fill-in data', async () => {
    answer = null;
    renderScreen();
    expect(await screen.findByText('Dados para preenchimento não encontrados.')).toBeVisible();
  });

  it('starts from the initial values and applies the sale type and campaign rules', async () => {
    const user = renderScreen();
    await screen.findByRole('button', { name: 'Enviar dados' });
    expect(combo('Tipo de venda')).toHaveTextContent('Venda por corretor');
    expect(combo('Comissionar proposta')).toHaveTextContent('Sim');
    expect(combo('Reteve no ato da venda')).toHaveTextContent('Não');
    expect(combo('Tipo de cobrança')).toHaveTextContent('Boleto bancário');
    expect(combo('Campanha')).not.toHaveAttribute('aria-disabled');

    // Sale type 1: commission from its indicator, and the choice is locked.
    await user.click(combo('Tipo de venda'));
    await user.click(screen.getByRole('option', { name: 'Venda direta' }));
    expect(combo('Comissionar proposta')).toHaveTextContent('Não');
    expect(combo('Comissionar proposta')).toHaveAttribute('aria-disabled', 'true');

    // The campaign clears the waiting group and brings its billing type.
    await user.click(combo('Grupo de carência'));
    await user.click(screen.getByRole('option', { name: 'Carência padrão' }));
    await user.click(combo('Campanha'));
    await user.click(screen.getByRole('option', { name: 'Sênior Débito em Conta' }));
    expect(combo('Tipo de cobrança')).toHaveTextContent('Débito em conta');
    expect(combo('Grupo de carência')).not.toHaveTextContent('Carência padrão');
  });

  it('validates on submit with the spec messages, then saves and goes back', async () => {
    const user = renderScreen();
    await screen.findByRole('button', { name: 'Enviar dados' });
    await user.click(combo('Tipo de venda'));
    await user.click(screen.getByRole('option', { name: 'Venda direta' }));
    await user.click(screen.getByRole('button', { name: 'Enviar dados' }));
    expect(await screen.findByText('Grupo de carência é um campo obrigatório')).toBeVisible();
    expect(screen.getByText('Um motivo deve ser informado')).toBeVisible();
    expect(saved).toBeNull();

    await user.click(combo('Grupo de carência'));
    await user.click(screen.getByRole('option', { name: 'Carência padrão' }));
    await user.click(combo('Motivo para não comissionar'));
    await user.click(screen.getByRole('option', { name: 'Venda direta da operadora' }));
    await user.click(screen.getByRole('button', { name: 'Enviar dados' }));
    expect(await screen.findByText('Complemento para integração salvo!')).toBeVisible();
    await waitFor(() => expect(screen.getByText('Tela da proposta PME')).toBeVisible());
    expect(saved).toEqual({
      codigoCampanha: 101,
      codigoGrupoCarencia: 'GC01',
      codigoTipoCobranca: 1,
      tipoVenda: 1,
      indComissionarProposta: false,
      indReteveAtoVenda: false,
      codMotivoNaoComissionar: 2,
    });
  });

  it('locks the campaign choice with a single campaign', async () => {
    answer = fontes(CAMPANHAS.slice(0, 1));
    renderScreen();
    await screen.findByRole('button', { name: 'Enviar dados' });
    expect(combo('Campanha')).toHaveAttribute('aria-disabled', 'true');
  });
});
