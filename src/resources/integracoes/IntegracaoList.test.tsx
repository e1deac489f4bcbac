import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, testDataProvider, type AuthProvider, type GetListParams } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AreaContext } from '../../components/layout/AreaContext';
import type { MensagemIntegracao } from '../../providers/integracoesDataProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { IntegracaoList } from './IntegracaoList';
import { canAccessAs, renderWithAdmin, testAuthProvider } from '../../../tests/helpers/render';

// The saved views and the live refresh have their own tests (src/resources/visoes,
// IntegracoesAoVivo.test.tsx): here the user has no saved view and the stream ends at once.
const server = setupServer(
  http.get('*/api/integracoes/eventos', () => new HttpResponse(null, { status: 204 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
// The stream is asked for with the session's token, as the signed-in screen would.
beforeEach(() => storeSignedInSession(['GestorComercial']));
afterEach(() => clearSession());

function mensagem(overrides: Partial<MensagemIntegracao>): MensagemIntegracao {
  return {
    id: 1,
    topico: 'comunicacao.enviar',
    topicoNome: 'Envio de comunicação (e-mail ou SMS)',
    situacao: 'delivered',
    situacaoNome: 'Entregue',
    tentativas: 1,
    ultimoErro: null,
    propostaAdesaoId: 7,
    numeroContrato: 100007,
    dataCriacao: '2026-03-02T13:30:00.000Z',
    dataProximaTentativa: null,
    dataUltimaTentativa: '2026-03-02T13:30:05.000Z',
    dataEntrega: '2026-03-02T13:31:00.000Z',
    ...overrides,
  };
}

/** The outbox as the API would answer it: newest first, one of each status. */
function outbox(): MensagemIntegracao[] {
  return [
    mensagem({
      id: 5,
      topico: 'erp.integrar-proposta',
      topicoNome: 'Integração da proposta com o ERP',
      situacao: 'dead',
      situacaoNome: 'Falha definitiva',
      tentativas: 10,
      ultimoErro: 'ERP respondeu HTTP 503',
      propostaAdesaoId: 42,
      numeroContrato: 100042,
      dataEntrega: null,
    }),
    mensagem({
      id: 4,
      situacao: 'skipped',
      situacaoNome: 'Não enviada',
      ultimoErro: 'canal não configurado',
      dataEntrega: null,
    }),
    mensagem({
      id: 3,
      situacao: 'pending',
      situacaoNome: 'Pendente',
      tentativas: 2,
      ultimoErro: 'SMS respondeu HTTP 503',
      dataProximaTentativa: '2026-03-02T14:00:00.000Z',
      dataEntrega: null,
    }),
    mensagem({
      id: 2,
      situacao: 'processing',
      situacaoNome: 'Em processamento',
      dataEntrega: null,
    }),
    mensagem({ id: 1, propostaAdesaoId: null, numeroContrato: null }),
  ];
}

function authFor(roles: string[]): AuthProvider {
  return testAuthProvider(canAccessAs(roles));
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

interface Setup {
  linkToProposta?: boolean;
  roles?: string[];
  reprocessar?: (id: number) => Promise<{ data: MensagemIntegracao; messages: string[] }>;
}

/**
 * The screen over an in-memory outbox behaving as the API does (filter by status, paging);
 * the retry turns the dead letter into a pending message, as the server does.
 */
function renderList({
  linkToProposta = true,
  roles = ['GestorComercial'],
  reprocessar,
}: Setup = {}) {
  const rows = outbox();
  const getList = vi.fn(async (_resource: string, params: GetListParams) => {
    const situacao = (params.filter as { situacao?: string }).situacao;
    const matching = rows.filter((row) => !situacao || row.situacao === situacao);
    const { page, perPage } = params.pagination!;
    const data = matching.slice((page - 1) * perPage, page * perPage).map((row) => ({ ...row }));
    return { data, total: matching.length };
  });
  const reprocessarMensagem = vi.fn(
    reprocessar ??
      (async (id: number) => {
        const row = rows.find((r) => r.id === id)!;
        Object.assign(row, { situacao: 'pending', situacaoNome: 'Pendente', tentativas: 0 });
        return { data: { ...row }, messages: ['Mensagem recolocada na fila de envio.'] };
      }),
  );
  const dataProvider = {
    ...testDataProvider({ getList: getList as never }),
    reprocessarMensagem,
    listarVisoes: async () => [],
  };
  renderWithAdmin(
    <AreaContext.Provider value="gestao-comercial">
      <IntegracaoList linkToProposta={linkToProposta} />
    </AreaContext.Provider>,
    {
      initialEntries: ['/gestao-comercial/integracoes'],
      basename: '/gestao-comercial',
      dataProvider,
      authProvider: authFor(roles),
      beside: <LocationProbe />,
    },
  );
  return { getList, reprocessarMensagem };
}

/** The row whose first column ('Nº') holds this message id, once the list has loaded it. */
const rowOf = (id: number) =>
  waitFor(() => {
    const row = screen
      .getAllByRole('row')
      .find((r) => within(r).queryAllByRole('cell')[0]?.textContent === String(id));
    if (!row) throw new Error(`linha da mensagem ${id} não encontrada`);
    return row;
  });

/** The status chip around a label. */
const chip = (label: HTMLElement) => label.closest('[data-situacao]');

describe('the Integrações screen', () => {
  it('shows each message with its type, status, tries, last error, proposal and dates', async () => {
    const { getList } = renderList();
    const dead = within(await rowOf(5));
    expect(dead.getByText('Integração da proposta com o ERP')).toBeInTheDocument();
    expect(chip(dead.getByText('Falha definitiva'))).toHaveClass('MuiChip-colorError');
    expect(dead.getByText('10')).toBeInTheDocument();
    expect(dead.getByText('ERP respondeu HTTP 503')).toBeInTheDocument();
    // dd/MM/yyyy HH:mm in Brasília time (13:30 UTC is 10:30 there).
    expect(dead.getByText('02/03/2026 10:30')).toBeInTheDocument();
    expect(dead.getByText('—')).toBeInTheDocument();

    const delivered = within(await rowOf(1));
    expect(chip(delivered.getByText('Entregue'))).toHaveClass('MuiChip-colorSuccess');
    expect(delivered.getByText('02/03/2026 10:31')).toBeInTheDocument();

    const pending = within(await rowOf(3));
    expect(chip(pending.getByText('Pendente'))).toHaveClass('MuiChip-outlined');
    expect(pending.getByText('Próxima: 02/03/2026 11:00')).toBeInTheDocument();
    const skipped = within(await rowOf(4)).getByText('Não enviada');
    expect(chip(skipped)).toHaveClass('MuiChip-colorWarning');
    const processing = within(await rowOf(2)).getByText('Em processamento');
    expect(chip(processing)).toHaveClass('MuiChip-colorInfo');

    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(
      expect.arrayContaining([
        'Nº',
        'Tipo',
        'Situação',
        'Tentativas',
        'Último erro',
        'Proposta',
        'Criada em',
        'Entregue em',
      ]),
    );
    expect(getList).toHaveBeenCalledWith(
      'integracao',
      expect.objectContaining({ pagination: { page: 1, perPage: 10 } }),
    );
  });

  it('shows the contract number, linked by id to the proposal screen of the area', async () => {
    renderList();
    const link = within(await rowOf(5)).getByRole('link', { name: 'Abrir a proposta 100042' });
    expect(link).toHaveTextContent(/^100042$/);
    expect(link).toHaveAttribute('href', '/gestao-comercial/proposta/42');
    expect(within(await rowOf(1)).queryByRole('link')).toBeNull();
    expect(
      within(await rowOf(1))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('—');
  });

  it('shows the proposal number without a link where the area has no proposal screen', async () => {
    renderList({ linkToProposta: false, roles: ['Admin'] });
    const row = within(await rowOf(5));
    expect(row.getByText('100042')).toBeInTheDocument();
    expect(row.queryByRole('link')).toBeNull();
  });

  it('offers Reprocessar on dead letters only', async () => {
    renderList();
    await rowOf(5);
    const buttons = await screen.findAllByRole('button', { name: 'Reprocessar' });
    expect(buttons).toHaveLength(1);
    expect(within(await rowOf(5)).getByRole('button', { name: 'Reprocessar' })).toBe(buttons[0]);
  });

  it('asks for confirmation, and a cancelled confirmation changes nothing', async () => {
    const user = userEvent.setup();
    const { reprocessarMensagem } = renderList();
    await user.click(await within(await rowOf(5)).findByRole('button', { name: 'Reprocessar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprocessar mensagem' });
    expect(dialog).toHaveTextContent(
      'A mensagem nº 5 (Integração da proposta com o ERP) voltará para a fila de envio, com novas tentativas. Deseja continuar?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(reprocessarMensagem).not.toHaveBeenCalled();
  });

  it('retries a confirmed dead letter, says so, and refreshes the row', async () => {
    const user = userEvent.setup();
    const { reprocessarMensagem, getList } = renderList();
    await user.click(await within(await rowOf(5)).findByRole('button', { name: 'Reprocessar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprocessar mensagem' });
    const loads = getList.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Reprocessar' }));

    expect(reprocessarMensagem).toHaveBeenCalledWith(5);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Mensagem recolocada na fila de envio.');
    await waitFor(() => expect(within(screen.getAllByRole('row')[1]).getByText('Pendente')));
    expect(getList.mock.calls.length).toBeGreaterThan(loads);
    expect(screen.queryByRole('button', { name: 'Reprocessar' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal through the error handler and refreshes the list", async () => {
    const user = userEvent.setup();
    const refusal = 'Somente mensagens com falha definitiva podem ser reprocessadas.';
    const { getList } = renderList({
      reprocessar: async () => {
        throw new HttpError(refusal, 409, { success: false, data: null, messages: [refusal] });
      },
    });
    await user.click(await within(await rowOf(5)).findByRole('button', { name: 'Reprocessar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reprocessar mensagem' });
    const loads = getList.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Reprocessar' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(refusal);
    await waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(loads));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('filters by status', async () => {
    const user = userEvent.setup();
    const { getList } = renderList();
    await rowOf(5);
    await user.click(screen.getByRole('combobox', { name: 'Situação' }));
    await user.click(await screen.findByRole('option', { name: 'Falha definitiva' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'integracao',
        expect.objectContaining({ filter: { situacao: 'dead' } }),
      ),
    );
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getAllByRole('row')[1]).getByText('Falha definitiva')).toBeTruthy();
  });

  it('pages by 5, 10, 20, 50 or 100 rows, 10 by default', async () => {
    const user = userEvent.setup();
    const { getList } = renderList();
    await rowOf(5);
    await user.click(screen.getByRole('combobox', { name: /Linhas por página/i }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['5', '10', '20', '50', '100']);
    await user.click(screen.getByRole('option', { name: '5' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'integracao',
        expect.objectContaining({ pagination: { page: 1, perPage: 5 } }),
      ),
    );
  });

  it('sends a role that may not list the outbox to the access-denied page', async () => {
    renderList({ roles: ['Supervisor'] });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/gestao-comercial/access-denied'),
    );
  });
});
