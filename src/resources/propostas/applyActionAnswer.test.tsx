import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../domain';
import { buildDataProvider } from '../../providers/dataProvider';
import type { ActionAnswer } from '../../providers/propostasDataProvider';
import { storeSignedInSession } from '../../providers/testing/storedSession';
import { clearSession } from '../../providers/tokenStore';
import { renderWithAdmin, testAuthProvider } from '../../../tests/helpers/render';
import { PropostaShow } from './PropostaShow';
import { buildProposta } from './PropostaShow.fixtures';
import type { Aprovacao, Observacao, PropostaDetalhe } from './types';

const S = SITUACAO;
const ROLES = ['GestorComercial'];

/** The proposal's state as a command answers it (server/modules/propostas/action-answer.ts). */
function answerOf(overrides: Partial<ActionAnswer>): ActionAnswer {
  return {
    id: 42,
    versao: 4,
    situacaoPropostaAdesaoId: S.NovaEntrada,
    situacaoPropostaAdesaoNome: 'Nova entrada',
    situacaoAnteriorId: null,
    possuiPendencia: false,
    inativa: false,
    diaVencimento: 10,
    liberacaoIdadePendente: false,
    dataAlteracaoSituacao: '2026-03-05T13:00:00.000Z',
    ...overrides,
  };
}

const PENDENCIA: Observacao = {
  id: 11,
  usuario: 'Gustavo Comercial',
  userName: 'gestorcomercial',
  resolvido: false,
  observacao: 'Enviar RG legível do titular.',
  dataCriacao: '2026-03-04T13:00:00.000Z',
  tipoObservacaoId: 2,
  setorResponsavel: 2,
  resolucaoPendencia: null,
  situacaoPropostaAdesaoNome: 'Nova entrada',
};

/** The detail's approvals with the documentation's as given (the other two as the fixture's). */
function aprovacoesCom(documentacao: Partial<Aprovacao>): Aprovacao[] {
  return buildProposta().aprovacoes.map((a) =>
    a.chave === 'AprovacaoDocumentacao' ? { ...a, ...documentacao } : a,
  );
}
const DOCUMENTACAO_APROVADA = {
  aprovado: true,
  indicador: 'approved',
  data: '2026-03-05T13:00:00.000Z',
  usuario: 'Gustavo Comercial',
} as const;

const ok = (data: unknown, messages: string[] = []) =>
  HttpResponse.json({ success: true, data, messages });

/**
 * The server of these tests: the first read of the proposal and of its observations answers at
 * once; every later read (the refresh after a command) waits until the test lets it go, so what
 * the screen shows meanwhile can only come from the command's answer.
 */
let proposta: PropostaDetalhe = buildProposta();
let leituras = 0;
const segurar: Promise<void>[] = [];
let liberar: () => void = () => undefined;
const server = setupServer(
  http.get('*/api/adesao/:id', async () => {
    leituras += 1;
    if (leituras > 1) await segurar[0];
    return ok(proposta);
  }),
  http.get('*/api/observacaoPropostaAdesao/obterObservacoes/:id', async () => {
    if (leituras > 1) await segurar[0];
    return ok([PENDENCIA]);
  }),
  http.post('*/api/adesao/cancelar', () =>
    ok(
      answerOf({
        situacaoPropostaAdesaoId: S.Cancelada,
        situacaoPropostaAdesaoNome: 'Cancelada',
        situacaoAnteriorId: S.NovaEntrada,
      }),
      ['Proposta cancelada com sucesso!'],
    ),
  ),
  http.post('*/api/observacaoPropostaAdesao/resolverPendencia', () =>
    ok(
      answerOf({
        situacaoPropostaAdesaoId: S.Reentrada,
        situacaoPropostaAdesaoNome: 'Reentrada',
        possuiPendencia: false,
      }),
      ['Registro realizado. A pendência foi resolvida com sucesso.'],
    ),
  ),
  http.post('*/api/observacaoPropostaAdesao/criarComPendencia', async ({ request }) => {
    const body = (await request.json()) as { observacao: string };
    return ok(
      {
        ...PENDENCIA,
        id: 12,
        observacao: body.observacao,
        proposta: answerOf({
          situacaoPropostaAdesaoId: S.PendenciasCorretor,
          situacaoPropostaAdesaoNome: 'Pendências corretor',
          possuiPendencia: true,
        }),
      },
      ['Pendência registrada com sucesso!'],
    );
  }),
  http.post('*/api/adesao/:id/aprovarDocumentacao', () =>
    ok(
      answerOf({
        situacaoPropostaAdesaoId: S.ValidacaoConcluida,
        situacaoPropostaAdesaoNome: 'Validação concluída',
        aprovacoes: aprovacoesCom(DOCUMENTACAO_APROVADA),
      }),
      ['Documentação aprovada com sucesso!'],
    ),
  ),
  http.put('*/api/adesao/revogarAprovacaoDocumentacao', () =>
    ok(
      answerOf({
        situacaoPropostaAdesaoId: S.Reentrada,
        situacaoPropostaAdesaoNome: 'Reentrada',
        aprovacoes: aprovacoesCom({}),
      }),
      ['Aprovação da documentação revogada com sucesso!'],
    ),
  ),
  // One document attached: approving the documentation is not refused before the call.
  http.get('*/api/documento/propostaAdesao/:id/listarDocumentosAnexosSemArquivo', () =>
    ok([
      {
        id: 1,
        propostaAdesaoId: 42,
        nomeArquivo: 'rg.pdf',
        tipoDocumentoId: 1,
        tipoNome: 'RG',
        contentType: 'application/pdf',
        tamanho: 1000,
        usuario: 'Gustavo Comercial',
        dataCriacao: '2026-03-04T13:00:00.000Z',
      },
    ]),
  ),
  // The screen's other cards (documents, declaration, history, notes...): nothing to show.
  http.all('*/api/*', () => ok(null)),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  liberar();
  server.resetHandlers();
  clearSession();
});

function renderShow(detalhe: PropostaDetalhe) {
  proposta = detalhe;
  leituras = 0;
  segurar.splice(0, 1, new Promise<void>((resolve) => (liberar = resolve)));
  storeSignedInSession(ROLES);
  renderWithAdmin(
    <Routes>
      <Route path="/proposta/:id" element={<PropostaShow />} />
    </Routes>,
    {
      initialEntries: ['/proposta/42'],
      dataProvider: buildDataProvider(),
      authProvider: testAuthProvider({
        getPermissions: async () => ROLES,
        getIdentity: async () => ({ id: 1, fullName: 'Gustavo Comercial', roles: ROLES }),
        canAccess: async () => true,
      }),
      area: 'gestao-comercial',
    },
  );
  return userEvent.setup();
}

const header = () =>
  screen.getByRole('heading', { level: 1, name: 'Proposta 100123' }).parentElement!;

describe("the proposal screen after a command, drawn from the command's answer", () => {
  it('shows a cancelled proposal at once, while the reload of the proposal is still out', async () => {
    const user = renderShow(buildProposta());
    await user.click(await screen.findByRole('button', { name: 'Cancelar proposta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar proposta' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Cliente desistiu');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    // The refresh has asked for the proposal again and has no answer yet.
    await waitFor(() => expect(leituras).toBe(2));
    await waitFor(() => expect(within(header()).getByText('Cancelada')).toBeVisible());
    expect(within(header()).queryByText('Nova entrada')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancelar proposta' })).toBeNull();

    // The reload's answer then takes over (here the server's copy agrees).
    proposta = buildProposta({ versao: 4, situacaoPropostaAdesaoId: S.Cancelada });
    liberar();
    await waitFor(() => expect(within(header()).getByText('Cancelada')).toBeVisible());
  });

  it('clears the pendency and re-enters the proposal as soon as the resolution is answered', async () => {
    const user = renderShow(
      buildProposta({ situacaoPropostaAdesaoId: S.PendenciasCorretor, possuiPendencia: true }),
    );
    expect(await screen.findByText('Possui pendência')).toBeVisible();
    await user.click(await screen.findByRole('tab', { name: 'Observações gerais' }));
    await user.click(await screen.findByRole('button', { name: 'Resolver pendência' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolver pendência' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'RG reenviado.');
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    await waitFor(() => expect(leituras).toBe(2));
    // Inside the wait: while the dialog fades out the page behind it is hidden from the
    // accessibility tree, so the header is found only once it is gone.
    await waitFor(() => {
      expect(screen.queryByText('Possui pendência')).toBeNull();
      expect(within(header()).getByText('Reentrada')).toBeVisible();
    });
    // The pendency itself shows as resolved, with the resolution written.
    const item = screen.getByTestId('observacao');
    expect(within(item).getByText('Pendência resolvida')).toBeVisible();
    expect(within(item).getByText('RG reenviado.')).toBeVisible();
    expect(within(item).queryByRole('button', { name: 'Resolver pendência' })).toBeNull();
  });

  it('raises the pendency and sends the proposal to the broker as soon as the pendency is answered', async () => {
    const user = renderShow(buildProposta());
    await user.click(await screen.findByRole('tab', { name: 'Observações gerais' }));
    await user.click(
      await screen.findByRole('switch', { name: 'Registrar como pendência para o corretor' }),
    );
    await user.type(
      screen.getByRole('textbox', { name: /Escreva uma observação/ }),
      'Falta comprovante de endereço.{Enter}',
    );

    await waitFor(() => expect(leituras).toBe(2));
    await waitFor(() => expect(screen.getByText('Possui pendência')).toBeVisible());
    expect(within(header()).getByText('Pendências corretor')).toBeVisible();
    // The observation list shows the new pendency, without its 'proposta' part.
    expect(screen.getAllByTestId('observacao')[0]).toHaveTextContent(
      'Falta comprovante de endereço.',
    );
  });

  it("approves the documentation: status, buttons and the approval's line from the answer", async () => {
    const user = renderShow(buildProposta());
    await user.click(await screen.findByRole('button', { name: 'Aprovar documentação' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aprovar documentação' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(leituras).toBe(2));
    await waitFor(() => expect(within(header()).getByText('Validação concluída')).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Aprovar documentação' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Revogar aprovação da documentação' })).toBeVisible();
    const documentacao = screen.getByText('Aprovação da documentação').closest('li')!;
    expect(documentacao).toHaveAttribute('data-indicador', 'approved');
    expect(documentacao).toHaveTextContent(/Aprovado em .+ por Gustavo Comercial/);
  });

  it('revokes the approval: the proposal re-enters and the approval awaits again at once', async () => {
    const user = renderShow(
      buildProposta({
        situacaoPropostaAdesaoId: S.ValidacaoConcluida,
        aprovacoes: aprovacoesCom(DOCUMENTACAO_APROVADA),
      }),
    );
    await user.click(
      await screen.findByRole('button', { name: 'Revogar aprovação da documentação' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Revogar aprovação da documentação',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    await waitFor(() => expect(leituras).toBe(2));
    await waitFor(() => expect(within(header()).getByText('Reentrada')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Aprovar documentação' })).toBeVisible();
    const documentacao = screen.getByText('Aprovação da documentação').closest('li')!;
    expect(documentacao).toHaveAttribute('data-indicador', 'attention');
    expect(documentacao).not.toHaveTextContent('Gustavo Comercial');
  });
});
