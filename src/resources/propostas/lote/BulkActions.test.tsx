import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AreaContext } from '../../../components/layout/AreaContext';
import { authProvider } from '../../../providers/authProvider';
import { buildDataProvider } from '../../../providers/dataProvider';
import { storeSignedInSession } from '../../../providers/testing/storedSession';
import { i18nProvider, resetLocale } from '../../../providers/i18nProvider';
import { clearSession } from '../../../providers/tokenStore';
import { PropostaList } from '../PropostaList';
import { renderWithAdmin } from '../../../../tests/helpers/render';

function linha(id: number, nome: string, versao: number) {
  return {
    id,
    propostaAdesaoId: id,
    versao,
    numeroContrato: 100000 + id,
    tipo: 0,
    tipoNome: 'Comum',
    dataCriacao: '2026-03-02T13:00:00.000Z',
    dataAlteracaoSituacao: '2026-03-02T13:00:00.000Z',
    nome,
    nomeSocial: null,
    cpf: '52998224725',
    unidadeNome: 'Campinas',
    unidade: { codigoUnidade: 10, uf: 'SP', nomeUnidade: 'Campinas' },
    corretorNome: null,
    situacaoPropostaAdesaoId: 1,
    possuiPendencia: false,
    marcada: false,
    propostaTitularId: null,
    repasseDaConcessionariaLogada: false,
    sla: null,
  };
}

const ROWS = [
  linha(1, 'Maria Aparecida Souza', 3),
  linha(2, 'João Batista', 1),
  linha(3, 'Pedro Souza', 2),
];

let buscas = 0;
const lotes: unknown[] = [];
/** When set, every read of the list after the first waits until the test lets it go. */
let segurar: Promise<void> | null = null;
let liberar: () => void = () => undefined;
const server = setupServer(
  http.post('*/api/adesao/buscar', async () => {
    buscas += 1;
    if (buscas > 1 && segurar) await segurar;
    return HttpResponse.json({ success: true, data: { itens: ROWS, total: ROWS.length } });
  }),
  http.post('*/api/adesao/lote', async ({ request }) => {
    lotes.push(await request.json());
    return HttpResponse.json({
      success: true,
      data: {
        resultados: [
          // The applied row's new state, as server/modules/propostas/action-answer.ts gives it.
          {
            id: 1,
            ok: true,
            versao: 4,
            situacaoPropostaAdesaoId: 9,
            situacaoPropostaAdesaoNome: 'Cancelada',
            situacaoAnteriorId: 1,
            possuiPendencia: false,
            inativa: false,
            diaVencimento: 10,
            liberacaoIdadePendente: false,
            dataAlteracaoSituacao: '2026-03-05T13:00:00.000Z',
          },
          {
            id: 2,
            ok: false,
            status: 409,
            mensagem:
              'A proposta foi alterada por outro usuário. Atualize a página e tente novamente.',
          },
        ],
      },
      messages: ['Ação aplicada a 1 de 2 propostas.'],
    });
  }),
  http.post('*/api/adesao/lote/reenviar', async ({ request }) => {
    lotes.push(await request.json());
    return HttpResponse.json({
      success: true,
      data: {
        resultados: [
          { id: 1, ok: true },
          {
            id: 3,
            ok: false,
            status: 409,
            mensagem: 'Este link não pode ser reenviado na situação atual da proposta.',
          },
        ],
      },
      messages: ['Assinatura do contrato: link reenviado a 1 de 2 propostas.'],
    });
  }),
  // No saved views in this area.
  http.get('*/api/visoes/:area', () => HttpResponse.json({ success: true, data: [] })),
  // The live list's stream: open, and quiet.
  http.get('*/api/propostas/eventos', () => {
    const body = new ReadableStream({ start: () => undefined });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  resetLocale();
  liberar();
  segurar = null;
  server.resetHandlers();
  clearSession();
  buscas = 0;
  lotes.length = 0;
});

function renderList(roles: string[], route = 'propostas-entradas') {
  storeSignedInSession(roles);
  renderWithAdmin(
    <AreaContext.Provider value="gestao-comercial">
      <PropostaList route={route} />
    </AreaContext.Provider>,
    { dataProvider: buildDataProvider(), authProvider },
  );
  return userEvent.setup();
}

const rowOf = (nome: string) => screen.getByText(nome).closest('tr')!;

describe('bulk actions on a proposal list', () => {
  it('cancels the selected rows with one reason and shows, per row, what was done', async () => {
    const user = renderList(['GestorComercial']);
    await screen.findByText('Maria Aparecida Souza');
    // The row checkbox is named on the input itself (react-admin puts the name on its span).
    await user.click(
      within(rowOf('Maria Aparecida Souza')).getByRole('checkbox', {
        name: 'Selecionar esta linha',
      }),
    );
    await user.click(within(rowOf('João Batista')).getByRole('checkbox'));

    // Every action the manager may run, and no other.
    for (const label of ['Aprovar documentação', 'Bloquear proposta', 'Cancelar proposta']) {
      expect(await screen.findByRole('button', { name: label })).toBeVisible();
    }
    expect(screen.queryByRole('button', { name: 'Inativar proposta' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Cancelar proposta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar proposta' });
    expect(dialog).toHaveTextContent('A ação será aplicada às 2 propostas selecionadas');
    // No reason, no call.
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Desistência ');
    const buscasAntes = buscas;
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    const result = await screen.findByRole('dialog', { name: 'Resultado: Cancelar proposta' });
    expect(lotes).toEqual([
      {
        acao: 'cancelar',
        motivo: 'Desistência',
        itens: [
          { id: 1, versao: 3 },
          { id: 2, versao: 1 },
        ],
      },
    ]);
    expect(result).toHaveTextContent('Ação aplicada a 1 de 2 propostas.');
    const maria = within(result).getByText('100001').closest('tr')!;
    expect(maria).toHaveTextContent('Maria Aparecida Souza');
    expect(maria).toHaveTextContent('Aplicada');
    const joao = within(result).getByText('100002').closest('tr')!;
    expect(joao).toHaveTextContent(
      'Recusada: A proposta foi alterada por outro usuário. Atualize a página e tente novamente.',
    );
    // The list is asked again at once.
    await waitFor(() => expect(buscas).toBeGreaterThan(buscasAntes));

    await user.click(within(result).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The selection is cleared with the result.
    for (const nome of ['Maria Aparecida Souza', 'João Batista']) {
      expect(within(rowOf(nome)).getByRole('checkbox')).not.toBeChecked();
    }
  });

  it('offers on Concluídas only what a concluded proposal allows (no documentation approval)', async () => {
    const user = renderList(['GestorComercial'], 'propostas-concluidas');
    await screen.findByText('Pedro Souza');
    await user.click(within(rowOf('Pedro Souza')).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Cancelar proposta' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Bloquear proposta' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Aprovar documentação' })).toBeNull();
  });

  it('offers a blocker only blocking', async () => {
    const user = renderList(['BloqueadorProposta']);
    await screen.findByText('Pedro Souza');
    await user.click(within(rowOf('Pedro Souza')).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Bloquear proposta' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancelar proposta' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aprovar documentação' })).toBeNull();
  });

  it('lets a dealership resend a link to the selected rows, and nothing else', async () => {
    const user = renderList(['Concessionaria']);
    await screen.findByText('Pedro Souza');
    await user.click(within(rowOf('Maria Aparecida Souza')).getByRole('checkbox'));
    await user.click(within(rowOf('Pedro Souza')).getByRole('checkbox'));
    expect(screen.queryByRole('button', { name: 'Cancelar proposta' })).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Reenviar link' }));

    const dialog = await screen.findByRole('dialog', { name: 'Reenviar link' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Canal' }));
    await user.click(await screen.findByRole('option', { name: 'E-mail' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    await waitFor(() => expect(lotes).toHaveLength(1));
    expect(lotes[0]).toEqual({ tipo: 'assinatura', canal: 'email', ids: [1, 3] });
    const resultado = await screen.findByRole('dialog', { name: 'Resultado: Reenviar link' });
    expect(
      within(resultado).getByText('Assinatura do contrato: link reenviado a 1 de 2 propostas.'),
    ).toBeVisible();
    expect(
      within(resultado).getByText(
        'Recusada: Este link não pode ser reenviado na situação atual da proposta.',
      ),
    ).toBeVisible();
  });

  it('names the actions in English when English is chosen', async () => {
    await i18nProvider.changeLocale('en');
    const user = renderList(['GestorComercial']);
    await screen.findByText('Maria Aparecida Souza');
    await user.click(within(rowOf('Maria Aparecida Souza')).getByRole('checkbox'));
    for (const label of ['Approve documents', 'Block proposal', 'Cancel proposal']) {
      expect(await screen.findByRole('button', { name: label })).toBeVisible();
    }
    await user.click(screen.getByRole('button', { name: 'Cancel proposal' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel proposal' })).toBeVisible();
  });

  it('names the links to resend in English when English is chosen', async () => {
    await i18nProvider.changeLocale('en');
    const user = renderList(['Concessionaria']);
    await screen.findByText('Pedro Souza');
    await user.click(within(rowOf('Pedro Souza')).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Resend link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resend link' });
    expect(within(dialog).getByRole('combobox', { name: 'Link' })).toHaveTextContent(
      'Contract signature',
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Link' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Purchase-intent term',
      'Attendance queue',
      'Contract signature',
      'Health evaluation in the app',
    ]);
  });

  it("shows each applied row's new status from the answer, while the list's reload is still out", async () => {
    const user = renderList(['GestorComercial']);
    await screen.findByText('Maria Aparecida Souza');
    segurar = new Promise<void>((resolve) => (liberar = resolve));
    await user.click(within(rowOf('Maria Aparecida Souza')).getByRole('checkbox'));
    await user.click(within(rowOf('João Batista')).getByRole('checkbox'));
    await user.click(await screen.findByRole('button', { name: 'Cancelar proposta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar proposta' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Desistência');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    const result = await screen.findByRole('dialog', { name: 'Resultado: Cancelar proposta' });
    await user.click(within(result).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The list has been asked again and has no answer yet.
    expect(buscas).toBe(2);
    // The applied row shows its new status; the refused one (409) keeps its own.
    expect(within(rowOf('Maria Aparecida Souza')).getByText('Cancelada')).toBeVisible();
    expect(within(rowOf('Maria Aparecida Souza')).queryByText('Nova entrada')).toBeNull();
    expect(within(rowOf('João Batista')).getByText('Nova entrada')).toBeVisible();
  });
});
