import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ETAPA_DECLARACAO, getStatusInfo, SITUACAO } from '../../domain';
import { clearSession } from '../../providers/tokenStore';
import { buildProposta } from '../propostas/PropostaShow.fixtures';
import { ok, renderNurseScreen, saudeSemRespostas } from './AvaliacaoSaudePage.fixtures';
import { limite } from '../../../tests/helpers/limites';

const S = SITUACAO;
const SAUDE = saudeSemRespostas();

const PERGUNTAS = [
  { id: 1, etapaId: ETAPA_DECLARACAO.DeclaracaoSaude, ordem: 1, texto: 'Tem diabetes?' },
  { id: 2, etapaId: ETAPA_DECLARACAO.DeclaracaoSaude, ordem: 2, texto: 'Já foi operado?' },
];

/**
 * The first reads of the proposal (detail and health view) answer at once; every later read
 * waits until the test is over, so what the screen shows after the declaration is registered
 * can only come from the registration's answer (decisions/0157).
 */
let leituras = 0;
let leiturasPecFast = 0;
let modeloPecFast: unknown[] = [];
let segurar: Promise<void> = Promise.resolve();
let liberar: () => void = () => undefined;
const server = setupServer(
  http.get('*/api/adesao/:id', async () => {
    leituras += 1;
    if (leituras > 1) await segurar;
    return ok(buildProposta({ situacaoPropostaAdesaoId: S.AguardandoDeclaracaoSaude, versao: 3 }));
  }),
  http.get('*/api/adesao/:id/v2', async () => {
    if (leituras > 1) await segurar;
    return ok(SAUDE);
  }),
  http.get('*/api/enfermeiro/declaracaoSaude', () =>
    ok({
      id: 1,
      titulo: 'Declaração',
      possuiCpt: false,
      perguntas: PERGUNTAS.map((p) => ({ ...p, dadoSaude: true })),
    }),
  ),
  http.get('*/api/AvaliacaoSaude/propostaAdesao/:id', async () => {
    leiturasPecFast += 1;
    if (leiturasPecFast > 1) await segurar;
    return ok({ modeloJson: modeloPecFast, avaliacao: null });
  }),
  // As server/modules/propostas/nursing-view.ts's declaracaoRegistrada answers it.
  http.post('*/api/enfermeiro/registrarDeclaracaoSaudePeloEnfermeiro', () =>
    ok(
      {
        message: 'Declaração de saúde registrada.',
        proposta: {
          id: 42,
          versao: 4,
          situacaoPropostaAdesaoId: S.AguardandoAvaliacaoEnfermagem,
          situacaoPropostaAdesaoNome: 'Aguardando avaliação enfermagem',
          situacaoAnteriorId: S.AguardandoDeclaracaoSaude,
          possuiPendencia: false,
          inativa: false,
          diaVencimento: 10,
          liberacaoIdadePendente: false,
          dataAlteracaoSituacao: '2026-03-05T13:00:00.000Z',
          possuiRespostaDeclaracaoSaude: true,
        },
        declaracaoSaude: {
          respostas: PERGUNTAS.map((p) => ({
            id: 100 + p.id,
            ordem: p.ordem,
            etapaId: p.etapaId,
            etapa: 'Declaração de saúde',
            perguntaRegistrada: p.texto,
            seAplica: false,
            detalhamento: null,
            dadoSaude: true,
          })),
          nomeEnfermeiro: 'Elaine Enfermeira',
        },
      },
      ['Declaração de saúde registrada.'],
    ),
  ),
  // The screen's other cards (selfie, schedule, history, observations...): nothing to show.
  http.all('*/api/*', () => ok(null)),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  liberar();
  server.resetHandlers();
  modeloPecFast = [];
  clearSession();
});

function renderPage() {
  leituras = 0;
  leiturasPecFast = 0;
  segurar = new Promise<void>((resolve) => (liberar = resolve));
  return renderNurseScreen();
}

describe("the nurse's screen after registering the declaration, drawn from the answer", () => {
  it(
    'shows the answers and the new status while the reload of the proposal would still be out',
    async () => {
      const user = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Ações' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Avaliação de saúde' }));
      const dialog = await screen.findByRole('dialog', { name: 'Avaliação de saúde' });
      for (const pergunta of PERGUNTAS) {
        const grupo = await within(dialog).findByRole('radiogroup', {
          name: new RegExp(pergunta.texto),
        });
        await user.click(within(grupo).getByRole('radio', { name: 'Não' }));
      }
      await user.click(within(dialog).getByRole('button', { name: 'Registrar declaração' }));

      // The form gives way to the registered answers, with who registered them.
      await waitFor(() =>
        expect(within(dialog).getAllByTestId('resposta-declaracao-enfermagem')).toHaveLength(2),
      );
      expect(within(dialog).queryByRole('button', { name: 'Registrar declaração' })).toBeNull();
      expect(within(dialog).getByText(/Elaine Enfermeira/)).toBeVisible();
      // The status moved with the answer (the chip sits behind the open dialog).
      expect(
        await screen.findByText(getStatusInfo(S.AguardandoAvaliacaoEnfermagem).label),
      ).toBeInTheDocument();
      // Nothing asked for the proposal again.
      expect(leituras).toBe(1);
    },
    limite(30_000),
  );
});

const PERGUNTA_PECFAST = {
  id: 'identidadeConfirmada',
  texto: 'Identidade confirmada?',
  tipo: 'simNao',
  obrigatoria: true,
};

describe("the nurse's screen after registering the PecFast, drawn from the answer", () => {
  it(
    'shows the answers and who gave them while the reloads would still be out',
    async () => {
      modeloPecFast = [PERGUNTA_PECFAST];
      // As server/modules/propostas/nursing-view.ts's pecFastRegistrado answers it (0158).
      server.use(
        http.post('*/api/AvaliacaoSaude/propostaAdesao/:id/registrar', () =>
          ok({
            message: 'Avaliação PecFast registrada.',
            proposta: {
              id: 42,
              versao: 4,
              situacaoPropostaAdesaoId: S.AguardandoDeclaracaoSaude,
              situacaoPropostaAdesaoNome: 'Aguardando declaração de saúde',
              situacaoAnteriorId: null,
              possuiPendencia: false,
              inativa: false,
              diaVencimento: 10,
              liberacaoIdadePendente: false,
              dataAlteracaoSituacao: '2026-03-05T13:00:00.000Z',
              respondeuPecFast: true,
            },
            pecFast: {
              avaliacao: { respostasJson: { identidadeConfirmada: true } },
              modeloJson: [PERGUNTA_PECFAST],
              nomeEnfermeiro: 'Elaine Enfermeira',
            },
          }),
        ),
      );
      const user = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Ações' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Avaliação de saúde' }));
      const dialog = await screen.findByRole('dialog', { name: 'Avaliação de saúde' });
      const grupo = await within(dialog).findByRole('radiogroup', {
        name: /Identidade confirmada/,
      });
      await user.click(within(grupo).getByRole('radio', { name: 'Sim' }));
      await user.click(within(dialog).getByRole('button', { name: 'Registrar PecFast' }));

      // The form gives way to the registered answer, with who gave it.
      await waitFor(() =>
        expect(within(dialog).queryByRole('button', { name: 'Registrar PecFast' })).toBeNull(),
      );
      expect(
        within(dialog).queryByRole('radiogroup', { name: /Identidade confirmada/ }),
      ).toBeNull();
      expect(within(dialog).getByText('Identidade confirmada?')).toBeVisible();
      expect(within(dialog).getByText(/Elaine Enfermeira/)).toBeVisible();
      // Nothing asked for the proposal or the assessment again.
      expect(leituras).toBe(1);
      expect(leiturasPecFast).toBe(1);
    },
    limite(30_000),
  );
});
