import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../providers/authProvider';
import { buildDataProvider } from '../../providers/dataProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { NovaPropostaPme } from './NovaPropostaPme';
import { renderWithAdmin } from '../../../tests/helpers/render';
import { limite } from '../../../tests/helpers/limites';

const server = setupServer(
  http.get('*/api/propostaPme/dadosPreenchimento', () =>
    HttpResponse.json({
      success: true,
      data: {
        situacoesCadastrais: [{ id: 1, nome: 'Ativa' }],
        tiposSociedade: [{ id: 2, nome: 'Sociedade limitada (LTDA)' }],
        campanhas: [],
        carencias: [],
        motivosNaoComissionar: [],
        tiposVenda: [],
      },
    }),
  ),
  http.post('*/api/propostaPme/buscarUnidadesContratosPme', () =>
    HttpResponse.json({
      success: true,
      data: [{ codigoUnidade: 9, uf: 'SP', nomeUnidade: 'São Paulo', possuiContrato: true }],
    }),
  ),
  http.get('*/api/propostaPme/beneficiariosDisponiveis', () =>
    HttpResponse.json({
      success: true,
      data: [
        {
          id: 31,
          nome: 'Conceição Araújo',
          cpf: '52998224725',
          numeroContrato: 100031,
          situacaoNome: 'Nova entrada',
          dependentes: 1,
        },
      ],
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  clearSession();
});

function renderScreen() {
  storeSignedInSession(['GestorComercialPme']);
  renderWithAdmin(
    <Routes>
      <Route path="/pme/nova-proposta" element={<NovaPropostaPme />} />
    </Routes>,
    { initialEntries: ['/pme/nova-proposta'], dataProvider: buildDataProvider(), authProvider },
  );
  return userEvent.setup();
}

describe('Nova proposta PME', () => {
  it(
    'refuses an empty form with a warning notice and the messages by field',
    async () => {
      const user = renderScreen();
      await screen.findByRole('heading', { level: 1, name: 'Nova proposta PME' });
      await user.click(screen.getByRole('button', { name: 'Criar proposta' }));
      const notice = await screen.findByText('Há campos com erro. Verifique os campos destacados.');
      expect(notice.closest('.MuiAlert-colorWarning')).not.toBeNull();
      const beneficiarios = screen.getByRole('region', { name: 'Beneficiários' });
      expect(
        within(beneficiarios).getByText('Selecione ao menos um beneficiário titular.'),
      ).toBeVisible();
      const empresa = screen.getByRole('region', { name: 'Dados da empresa' });
      expect(within(empresa).getAllByText('Campo obrigatório').length).toBeGreaterThan(0);
    },
    limite(30_000),
  );

  it(
    'adds a holder from the search and removes it',
    async () => {
      const user = renderScreen();
      const beneficiarios = await screen.findByRole('region', { name: 'Beneficiários' });
      await user.click(within(beneficiarios).getByRole('combobox', { name: 'Adicionar titular' }));
      await user.click(await screen.findByRole('option', { name: /Conceição Araújo/ }));
      const linha = within(beneficiarios).getByRole('cell', { name: 'Conceição Araújo' });
      expect(linha).toBeVisible();
      await user.click(
        within(beneficiarios).getByRole('button', { name: 'Remover Conceição Araújo' }),
      );
      expect(within(beneficiarios).getByText('Nenhum titular escolhido.')).toBeVisible();
    },
    limite(30_000),
  );
});
