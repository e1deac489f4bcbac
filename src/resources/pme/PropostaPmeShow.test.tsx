import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authProvider } from '../../providers/authProvider';
import { buildDataProvider } from '../../providers/dataProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { PropostaPmeShow } from './PropostaPmeShow';
import { buildPropostaPme as proposta } from './PropostaPmeShow.fixtures';
import { renderWithAdmin } from '../../../tests/helpers/render';
import { limite } from '../../../tests/helpers/limites';

let current = proposta();
let saved: Record<string, unknown> | null = null;
let cancelada: Record<string, unknown> | null = null;
let contratosCriados = 0;
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
  http.get('*/api/propostaPme/7', () => HttpResponse.json({ success: true, data: current })),
  http.get('*/api/propostaPme/8', () =>
    HttpResponse.json(
      { success: false, data: null, messages: ['Proposta não encontrada'] },
      { status: 404 },
    ),
  ),
  http.get('*/api/propostaPme/7/beneficiarios/gestor', () =>
    HttpResponse.json({ success: true, data: current.beneficiarios }),
  ),
  http.post('*/api/propostaPme/7/cancelar', async ({ request }) => {
    cancelada = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({
      success: true,
      data: { ...current, situacao: 99, situacaoNome: 'Cancelada', versao: 4 },
      messages: ['Proposta cancelada!'],
    });
  }),
  http.post('*/api/propostaPme/7/criarContrato', () => {
    contratosCriados += 1;
    return HttpResponse.json({
      success: true,
      data: { ...current, situacao: 1, situacaoNome: 'Aguardando assinatura', versao: 4 },
      messages: ['Contrato criado com sucesso!'],
    });
  }),
  // Still unsigned: the status does not move.
  http.post('*/api/propostaPme/7/verificarConclusaoAssinaturas', () =>
    HttpResponse.json({
      success: true,
      data: current,
      messages: ['Ainda há assinaturas pendentes no contrato.'],
    }),
  ),
  http.post('*/api/propostaPme/alterar', async ({ request }) => {
    saved = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({
      success: true,
      data: { ...current, versao: current.versao + 1 },
      messages: ['Alterado com sucesso!'],
    });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  clearSession();
  current = proposta();
  saved = null;
  cancelada = null;
  contratosCriados = 0;
});

function renderScreen(id = 7) {
  storeSignedInSession(['GestorComercialPme']);
  renderWithAdmin(
    <Routes>
      <Route path="/pme/proposta/:id" element={<PropostaPmeShow />} />
    </Routes>,
    { initialEntries: [`/pme/proposta/${id}`], dataProvider: buildDataProvider(), authProvider },
  );
  return userEvent.setup();
}

describe('Proposta PME', () => {
  it('says "Proposta não encontrada" for a missing proposal', async () => {
    renderScreen(8);
    expect(await screen.findByText('Proposta não encontrada')).toBeVisible();
  });

  it(
    'is read-only until "Habilitar edição", validates on blur and saves the form',
    async () => {
      const user = renderScreen();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Proposta PME 700007' }),
      ).toBeVisible();
      const cnpj = screen.getByRole('textbox', { name: 'CNPJ' });
      expect(cnpj).toHaveAttribute('readonly');
      expect(screen.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Remover' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Habilitar edição' }));
      expect(cnpj).not.toHaveAttribute('readonly');
      await user.clear(cnpj);
      await user.type(cnpj, '11222333000100');
      expect(screen.queryByText('CNPJ Inválido')).toBeNull();
      await user.tab();
      expect(await screen.findByText('CNPJ Inválido')).toBeVisible();
      await user.clear(cnpj);
      await user.type(cnpj, '11222333000181');
      await user.tab();
      await waitFor(() => expect(screen.queryByText('CNPJ Inválido')).toBeNull());

      // Removal only when more than one address.
      await user.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
      expect(screen.getAllByRole('button', { name: 'Remover' })).toHaveLength(2);
      await user.click(screen.getAllByRole('button', { name: 'Remover' })[1]);
      expect(screen.queryByRole('button', { name: 'Remover' })).toBeNull();

      await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
      expect(await screen.findByText('Alterado com sucesso!')).toBeVisible();
      expect(saved).toMatchObject({
        id: 7,
        versao: 3,
        cnpj: '11.222.333/0001-81',
        classificacaoTributaria: 2,
        vencimentoMensalidade: 10,
        contatos: [expect.objectContaining({ emailParaFaturamento: true })],
      });
    },
    limite(20_000),
  );

  it(
    'says a refused save is about its fields and puts the focus on the first one in error',
    async () => {
      const user = renderScreen();
      await user.click(await screen.findByRole('button', { name: 'Habilitar edição' }));
      const emails = screen.getAllByRole('textbox', { name: /^E-mail/ });
      const contato = emails[emails.length - 1];
      await user.clear(contato);
      await user.type(contato, 'isto-nao-e-email');
      await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
      expect(
        await screen.findByText('Há campos com erro. Verifique os campos destacados.'),
      ).toBeVisible();
      await waitFor(() => expect(contato).toHaveFocus());
      expect(contato).toHaveAttribute('aria-invalid', 'true');
      expect(saved).toBeNull();
    },
    limite(20_000),
  );

  it('shows the buttons of the status and the beneficiaries picker', async () => {
    const user = renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Proposta PME 700007' });
    for (const name of ['Complemento ERP', 'Pré-visualizar contrato', 'Criar contrato']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    for (const name of ['Integrar PME', 'Verificar assinaturas', 'Baixar contrato']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    await user.click(screen.getByRole('button', { name: 'Ver beneficiários' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Beneficiários de Padaria Pão Dourado LTDA',
    });
    expect(
      within(dialog).getByText('Selecione o registro para abrir a proposta do beneficiário.'),
    ).toBeVisible();
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Data', 'CPF', 'Nome', 'Tipo', 'Situação']);
    const rows = await within(dialog).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Titular Um');
    expect(rows[1]).toHaveTextContent('Titular');
    expect(rows[2]).toHaveTextContent('Dependente');
  });

  it('offers integration and download once the signatures are collected', async () => {
    current = proposta({ situacao: 2, situacaoNome: 'Assinatura coletada' });
    renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Proposta PME 700007' });
    expect(screen.getByRole('button', { name: 'Integrar PME' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Baixar contrato' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Habilitar edição' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Criar contrato' })).toBeNull();
  });

  it('cancels only with a reason, and each opening of the modal starts without one', async () => {
    const user = renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'Proposta PME 700007' });
    const abrir = async () => {
      await user.click(screen.getByRole('button', { name: 'Cancelamento' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Cancelar proposta' }));
      return screen.findByRole('dialog', { name: 'Cancelar proposta' });
    };

    let dialog = await abrir();
    const confirmar = () => within(dialog).getByRole('button', { name: 'Confirmar' });
    expect(confirmar()).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Desistência');
    expect(confirmar()).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await abrir();
    expect(within(dialog).getByRole('textbox', { name: /Motivo/ })).toHaveValue('');
    await user.click(within(dialog).getByRole('textbox', { name: /Motivo/ }));
    await user.tab();
    expect(within(dialog).getByText('Informe o motivo.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), '  Empresa fechou  ');
    await user.click(confirmar());
    expect(await screen.findByText('Proposta cancelada!')).toBeVisible();
    expect(cancelada).toEqual({ id: 7, observacao: 'Empresa fechou' });
  });

  it(
    "asks before 'Criar contrato', naming who receives the signing link",
    async () => {
      const user = renderScreen();
      await screen.findByRole('heading', { level: 1, name: 'Proposta PME 700007' });
      await user.click(screen.getByRole('button', { name: 'Criar contrato' }));
      let dialog = await screen.findByRole('dialog', { name: 'Criar o contrato?' });
      expect(dialog).toHaveTextContent('representante legal, Carlos Souza (carlos@example.com)');
      await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(contratosCriados).toBe(0);

      await user.click(screen.getByRole('button', { name: 'Criar contrato' }));
      dialog = await screen.findByRole('dialog', { name: 'Criar o contrato?' });
      await user.click(within(dialog).getByRole('button', { name: 'Criar contrato' }));
      const notice = await screen.findByText('Contrato criado com sucesso!');
      expect(notice.closest('.MuiAlert-colorSuccess')).not.toBeNull();
      expect(contratosCriados).toBe(1);
    },
    limite(20_000),
  );

  it(
    "says 'assinaturas pendentes' as a warning, not a success",
    async () => {
      current = proposta({ situacao: 1, situacaoNome: 'Aguardando assinatura' });
      const user = renderScreen();
      await user.click(await screen.findByRole('button', { name: 'Verificar assinaturas' }));
      const notice = await screen.findByText('Ainda há assinaturas pendentes no contrato.');
      expect(notice.closest('.MuiAlert-colorWarning')).not.toBeNull();
      expect(notice.closest('.MuiAlert-colorSuccess')).toBeNull();
    },
    limite(20_000),
  );
});
