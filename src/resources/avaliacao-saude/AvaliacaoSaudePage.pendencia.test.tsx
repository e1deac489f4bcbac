import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../domain';
import { clearSession } from '../../providers/tokenStore';
import { buildProposta } from '../propostas/PropostaShow.fixtures';
import { ok, renderNurseScreen, saudeSemRespostas } from './AvaliacaoSaudePage.fixtures';

const S = SITUACAO;
let SAUDE = saudeSemRespostas();

/**
 * The first reads of the proposal (detail and health view) answer at once; every later read
 * (the reload after the pendency) waits until the test lets it go, so what the screen shows
 * meanwhile can only come from the pendency's answer.
 */
let leituras = 0;
/** GETs of the proposal's observations (the side panel's 'Observações gerais'). */
let leiturasObservacoes = 0;
let segurar: Promise<void> = Promise.resolve();
let liberar: () => void = () => undefined;
const server = setupServer(
  http.get('*/api/adesao/:id', async () => {
    leituras += 1;
    if (leituras > 1) await segurar;
    return ok(
      buildProposta({ situacaoPropostaAdesaoId: S.AguardandoAvaliacaoEnfermagem, versao: 3 }),
    );
  }),
  http.get('*/api/adesao/:id/v2', async () => {
    if (leituras > 1) await segurar;
    return ok(SAUDE);
  }),
  http.post('*/api/observacaoPropostaAdesao/criarComPendencia', async ({ request }) => {
    const body = (await request.json()) as { observacao: string };
    return ok(
      {
        id: 12,
        usuario: 'Elaine Enfermeira',
        userName: 'enfermeiro',
        resolvido: false,
        observacao: body.observacao,
        dataCriacao: '2026-03-05T13:00:00.000Z',
        tipoObservacaoId: 2,
        setorResponsavel: 1,
        resolucaoPendencia: null,
        situacaoPropostaAdesaoNome: 'Aguardando avaliação enfermagem',
        // The state as server/modules/propostas/action-answer.ts answers it.
        proposta: {
          id: 42,
          versao: 4,
          situacaoPropostaAdesaoId: S.AguardandoAvaliacaoEnfermagem,
          situacaoPropostaAdesaoNome: 'Aguardando avaliação enfermagem',
          situacaoAnteriorId: null,
          possuiPendencia: true,
          inativa: false,
          diaVencimento: 10,
          liberacaoIdadePendente: false,
          dataAlteracaoSituacao: '2026-03-05T13:00:00.000Z',
        },
      },
      ['Pendência registrada com sucesso!'],
    );
  }),
  http.get('*/api/observacaoPropostaAdesao/obterObservacoes/:id', () => {
    leiturasObservacoes += 1;
    return ok([]);
  }),
  // The screen's other cards (selfie, schedule, history, observations...): nothing to show.
  http.all('*/api/*', () => ok(null)),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  liberar();
  server.resetHandlers();
  clearSession();
});

function renderPage() {
  leituras = 0;
  leiturasObservacoes = 0;
  SAUDE = saudeSemRespostas();
  segurar = new Promise<void>((resolve) => (liberar = resolve));
  return renderNurseScreen();
}

async function marcarPendencia(user: ReturnType<typeof userEvent.setup>, texto: string) {
  await user.click(await screen.findByRole('button', { name: 'Marcar pendência' }));
  const dialog = await screen.findByRole('dialog', { name: 'Marcar pendência' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Motivo' }));
  await user.click(await screen.findByRole('option', { name: 'Ligação não atendida' }));
  await user.type(within(dialog).getByLabelText('Descrição da pendência'), texto);
  await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
}

describe("the nurse's screen after marking a pendency, drawn from the answer", () => {
  it("shows the new pendency in 'Observações gerais' without asking for the observations again", async () => {
    const user = renderPage();
    liberar(); // the proposal's reload answers at once: only the observations are counted
    await user.click(await screen.findByRole('tab', { name: 'Observações gerais' }));
    expect(await screen.findByText('Nenhuma observação registrada.')).toBeVisible();
    expect(leiturasObservacoes).toBe(1);

    await marcarPendencia(user, 'Três tentativas sem resposta.');

    const item = await screen.findByTestId('observacao');
    expect(item).toHaveTextContent('Ligação não atendida: Três tentativas sem resposta.');
    expect(item).toHaveTextContent('Elaine Enfermeira');
    expect(within(item).getByText('Pendência')).toBeVisible();
    // Drawn from the answer: the observations were read once, when the tab opened.
    expect(leiturasObservacoes).toBe(1);
  });

  it("shows 'Possui pendência' at once, while the reload of the proposal is still out", async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Marcar pendência' }));
    const dialog = await screen.findByRole('dialog', { name: 'Marcar pendência' });
    expect(screen.queryByText('Possui pendência')).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: 'Motivo' }));
    await user.click(await screen.findByRole('option', { name: 'Ligação não atendida' }));
    await user.type(
      within(dialog).getByLabelText('Descrição da pendência'),
      'Três tentativas sem resposta.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));

    // The reload has asked for the proposal again and has no answer yet.
    await waitFor(() => expect(leituras).toBe(2));
    await waitFor(() => expect(screen.getByText('Possui pendência')).toBeVisible());

    // The reload's answer then takes over (here the server's copy agrees).
    SAUDE.possuiPendencia = true;
    liberar();
    await waitFor(() => expect(screen.getByText('Possui pendência')).toBeVisible());
  });
});
