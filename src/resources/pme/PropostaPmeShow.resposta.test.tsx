import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO_PME } from '../../domain';
import { authProvider } from '../../providers/authProvider';
import { buildDataProvider } from '../../providers/dataProvider';
import { PROPOSTAS_PME, type PmeListItem, type PropostaPme } from '../../providers/pmeDataProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { renderWithAdmin } from '../../../tests/helpers/render';
import { PropostaPmeShow } from './PropostaPmeShow';
import { buildPropostaPme } from './PropostaPmeShow.fixtures';
import { mostrarPropostaPme, propostaPmeKey } from './propostaPmeEmCache';
import { limite } from '../../../tests/helpers/limites';

const ok = (data: unknown, messages: string[] = []) =>
  HttpResponse.json({ success: true, data, messages });

/**
 * The server of these tests: the first read of the proposal (and of its beneficiaries) answers
 * at once; every later read waits until the test is over, so what the screen shows after a
 * command can only come from the command's answer (decisions/0156).
 */
let proposta: PropostaPme = buildPropostaPme();
let leituras = 0;
let leiturasBeneficiarios = 0;
let salvos: Record<string, unknown>[] = [];
let liberar: () => void = () => undefined;
let segurar = Promise.resolve();
const server = setupServer(
  http.get('*/api/propostaPme/dadosPreenchimento', () =>
    ok({
      situacoesCadastrais: [{ id: 1, nome: 'Ativa' }],
      tiposSociedade: [{ id: 2, nome: 'Sociedade limitada (LTDA)' }],
      campanhas: [],
      carencias: [],
      motivosNaoComissionar: [],
      tiposVenda: [],
    }),
  ),
  http.get('*/api/propostaPme/7', async () => {
    leituras += 1;
    if (leituras > 1) await segurar;
    return ok(proposta);
  }),
  http.get('*/api/propostaPme/7/beneficiarios/gestor', async () => {
    leiturasBeneficiarios += 1;
    if (leiturasBeneficiarios > 1) await segurar;
    return ok(proposta.beneficiarios);
  }),
  http.post('*/api/propostaPme/7/criarContrato', () =>
    ok(
      {
        ...proposta,
        situacao: SITUACAO_PME.AguardandoAssinatura,
        situacaoNome: 'Aguardando assinatura',
        versao: 4,
      },
      ['Contrato criado com sucesso!'],
    ),
  ),
  http.post('*/api/propostaPme/7/cancelarBeneficiarios', () =>
    ok(
      {
        ...proposta,
        beneficiarios: proposta.beneficiarios.map((b) => ({
          ...b,
          situacaoPropostaAdesaoId: 9,
          situacaoNome: 'Cancelada',
        })),
      },
      ['Cancelamento de beneficiários solicitado com sucesso!'],
    ),
  ),
  // The server keeps the company's name as it normalises it; the version moves on.
  http.post('*/api/propostaPme/alterar', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    salvos.push(body);
    return ok(
      {
        ...proposta,
        nomeFantasia: String(body.nomeFantasia).toUpperCase(),
        versao: Number(body.versao) + 1,
      },
      ['Alterado com sucesso!'],
    );
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  liberar();
  server.resetHandlers();
  clearSession();
});

function renderScreen() {
  proposta = buildPropostaPme();
  leituras = 0;
  leiturasBeneficiarios = 0;
  salvos = [];
  segurar = new Promise<void>((resolve) => (liberar = resolve));
  storeSignedInSession(['GestorComercialPme']);
  renderWithAdmin(
    <Routes>
      <Route path="/pme/proposta/:id" element={<PropostaPmeShow />} />
    </Routes>,
    { initialEntries: ['/pme/proposta/7'], dataProvider: buildDataProvider(), authProvider },
  );
  return userEvent.setup();
}

/** The status chip beside the title, once no dialog hides the screen. */
async function chip(name: string) {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return within(screen.getByRole('heading', { level: 1 }).parentElement!).findByText(name);
}

describe("the PME screen after a command, drawn from the command's answer", () => {
  it(
    "shows 'Aguardando assinatura' and its buttons after 'Criar contrato', reading the proposal once",
    async () => {
      const user = renderScreen();
      await user.click(await screen.findByRole('button', { name: 'Criar contrato' }));
      const dialog = await screen.findByRole('dialog', { name: 'Criar o contrato?' });
      await user.click(within(dialog).getByRole('button', { name: 'Criar contrato' }));
      expect(await chip('Aguardando assinatura')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Verificar assinaturas' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Criar contrato' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Habilitar edição' })).toBeNull();
      expect(leituras).toBe(1);
    },
    limite(30_000),
  );

  it(
    "shows the beneficiaries cancelled in 'Ver beneficiários' from the answer",
    async () => {
      const user = renderScreen();
      await user.click(await screen.findByRole('button', { name: 'Ver beneficiários' }));
      let dialog = await screen.findByRole('dialog', { name: /^Beneficiários de/ });
      expect(await within(dialog).findAllByText('Nova entrada')).toHaveLength(2);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await user.click(screen.getByRole('button', { name: 'Cancelamento' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Cancelar beneficiários' }));
      const motivo = await screen.findByRole('dialog', { name: 'Cancelar beneficiários' });
      await user.type(within(motivo).getByRole('textbox', { name: /Motivo/ }), 'Empresa pediu');
      await user.click(within(motivo).getByRole('button', { name: 'Confirmar' }));
      expect(
        await screen.findByText('Cancelamento de beneficiários solicitado com sucesso!'),
      ).toBeVisible();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      // Its list's second read is held: the statuses shown are the answer's.
      await user.click(screen.getByRole('button', { name: 'Ver beneficiários' }));
      dialog = await screen.findByRole('dialog', { name: /^Beneficiários de/ });
      expect(await within(dialog).findAllByText('Cancelada')).toHaveLength(2);
      expect(within(dialog).queryByText('Nova entrada')).toBeNull();
      expect(leituras).toBe(1);
    },
    limite(30_000),
  );

  it(
    'draws the saved form from the answer and sends its version with the next save',
    async () => {
      const user = renderScreen();
      const salvar = async (nome: string) => {
        await user.click(await screen.findByRole('button', { name: 'Habilitar edição' }));
        const campo = screen.getByRole('textbox', { name: 'Nome fantasia' });
        await user.clear(campo);
        await user.type(campo, nome);
        await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
        await waitFor(() => expect(campo).toHaveAttribute('readonly'));
        return campo;
      };
      const campo = await salvar('Pão Quente');
      // The answer's value, not the typed one: the form was reset to the saved proposal.
      await waitFor(() => expect(campo).toHaveValue('PÃO QUENTE'));
      await salvar('Pão Doce');
      expect(salvos.map((body) => body.versao)).toEqual([3, 4]);
      expect(leituras).toBe(1);
    },
    limite(30_000),
  );
});

describe('mostrarPropostaPme', () => {
  const linha: PmeListItem = {
    id: 7,
    numeroContrato: 700007,
    razaoSocial: 'Padaria Pão Dourado LTDA',
    cnpj: '11222333000181',
    dataCriacao: '2026-11-20T13:30:00.000Z',
    situacao: SITUACAO_PME.Recebida,
    situacaoNome: 'Recebida',
    unidadeNome: 'Sao Paulo',
    uf: 'SP',
    corretorNome: 'Dr. Eduardo Braga',
    beneficiarios: 2,
  };
  const listKey = [PROPOSTAS_PME, 'getList', { pagination: { page: 1, perPage: 10 } }];

  it("writes the answer into the screen's query and the proposal's row of the cached list", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(propostaPmeKey(7), buildPropostaPme());
    queryClient.setQueryData(listKey, { data: [linha, { ...linha, id: 8 }], total: 2 });
    const cancelada = buildPropostaPme({
      situacao: SITUACAO_PME.Cancelada,
      situacaoNome: 'Cancelada',
      versao: 4,
    });
    mostrarPropostaPme(queryClient, cancelada);
    expect(queryClient.getQueryData(propostaPmeKey(7))).toEqual(cancelada);
    const page = queryClient.getQueryData<{ data: PmeListItem[] }>(listKey)!;
    expect(page.data[0]).toMatchObject({ id: 7, situacao: 99, situacaoNome: 'Cancelada' });
    expect(page.data[1].situacao).toBe(SITUACAO_PME.Recebida);
  });

  it('keeps a later version already cached', () => {
    const queryClient = new QueryClient();
    const depois = buildPropostaPme({ versao: 5 });
    queryClient.setQueryData(propostaPmeKey(7), depois);
    mostrarPropostaPme(queryClient, buildPropostaPme({ versao: 4, situacaoNome: 'Antiga' }));
    expect(queryClient.getQueryData(propostaPmeKey(7))).toEqual(depois);
  });
});
