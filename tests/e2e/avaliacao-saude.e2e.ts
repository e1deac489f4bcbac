import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, screenshot } from './browser';
import { decide, fillEvaluation, marcarEResolverPendencia, openScreen } from './avaliacao-helpers';
import { expectNotice, rows, waitForList } from './propostas-helpers';
import { signIn, token } from './session';

const AREA = 'enfermeiro-avaliador';
const AGUARDANDO_DECLARACAO = 15;

interface Item {
  id: number;
  situacaoPropostaAdesaoId: number;
  possuiPendencia: boolean;
}

/**
 * Two proposals still waiting for the declaration, from the end of the nurse's list (other
 * suites work on the first rows, and none on this status).
 */
async function pickProposals(): Promise<[number, number]> {
  const res = await fetch(`${baseUrl()}/api/enfermeiro/propostasSituacao/aguardando-avaliacao`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await token('enfermeiro')}`,
      AppName: 'ComercialWeb',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ pagina: 1, pageSize: 100 }),
  });
  const itens = ((await res.json()) as { data: { itens: Item[] } }).data.itens;
  const livres = itens.filter(
    (i) => i.situacaoPropostaAdesaoId === AGUARDANDO_DECLARACAO && !i.possuiPendencia,
  );
  const [a, b] = livres.slice(-2);
  if (!a || !b) throw new Error('sem propostas aguardando a declaração de saúde');
  return [a.id, b.id];
}

describe('nursing assessment', () => {
  let browser: Browser;
  let ids: [number, number];

  beforeAll(async () => {
    browser = await launchBrowser();
    ids = await pickProposals();
  });
  afterAll(() => browser.close());

  it('enfermeiro marks and resolves a pendency, registers the declaration, and approves', async () => {
    const page = await signIn(browser, 'enfermeiro');
    await page.waitForURL(`**/${AREA}/lista-novas`);
    // Entradas lists over the nurse's own call; a row opens the assessment screen.
    await waitForList(page, 'Entradas');
    await screenshot(page, 'avaliacao-saude-entradas');
    await rows(page).first().click();
    await page.waitForURL(/\/proposta\/\d+\/avaliacao-saude$/);
    await openScreen(page, ids[0]);
    await expect(
      page.getByRole('button', { name: 'Iniciar atendimento' }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Aprovar', exact: true }).count()).resolves.toBe(
      0,
    );

    await marcarEResolverPendencia(page);

    await fillEvaluation(page);
    // Answered: Aprovar replaces Marcar pendência; the actions menu is gone.
    await page.getByRole('button', { name: 'Aprovar', exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Marcar pendência' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Ações' }).count()).resolves.toBe(0);
    await screenshot(page, 'avaliacao-saude-respondida');

    const success = await decide(page, 'Aprovar', 'aprovar');
    await expect(success.innerText()).resolves.toContain('aprovações finais');
    await success.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`**/${AREA}/lista-novas`);
    await page.context().close();
  });

  it('enfermeiroexterno concludes, then enfermeiro approves', async () => {
    const externo = await signIn(browser, 'enfermeiroexterno');
    await externo.waitForURL(`**/${AREA}/lista-novas`);
    await openScreen(externo, ids[1]);

    // The video room: only the first phone is preselected; opening it sends the invite.
    await externo.getByRole('button', { name: 'Iniciar atendimento' }).click();
    const atendimento = externo.getByRole('dialog', { name: 'Iniciar atendimento' });
    const phones = atendimento.getByRole('checkbox');
    await expect(phones.first().isChecked()).resolves.toBe(true);
    for (let i = 1; i < (await phones.count()); i++) {
      await expect(phones.nth(i).isChecked()).resolves.toBe(false);
    }
    await atendimento.getByRole('button', { name: 'Abrir sala' }).click();
    await atendimento.getByText('Sala aberta.', { exact: false }).waitFor();
    await expect(atendimento.innerText()).resolves.toMatch(/\/l\/[A-Za-z0-9_-]{8}/);
    await atendimento.getByRole('button', { name: 'Reenviar convite' }).click();
    await expectNotice(externo, 'Convite reenviado');
    await screenshot(externo, 'avaliacao-saude-sala');
    await atendimento.getByRole('button', { name: 'Fechar' }).click();

    await fillEvaluation(externo);
    const success = await decide(externo, 'Concluir avaliação', 'concluir');
    await success.getByRole('button', { name: 'OK' }).click();
    await externo.waitForURL(`**/${AREA}/lista-novas`);
    await externo.context().close();

    // Concluded, not approved: the health manager audits the videos (none recorded yet).
    const gestor = await signIn(browser, 'gestorsaude');
    await gestor.waitForURL('**/gestao-saude/**');
    await openScreen(gestor, ids[1]);
    await gestor
      .getByRole('dialog', { name: 'Avaliação de saúde' })
      .getByRole('button', { name: 'Fechar' })
      .click();
    await expect(gestor.getByRole('button', { name: 'Iniciar atendimento' }).count()).resolves.toBe(
      0,
    );
    await gestor.getByRole('button', { name: 'Auditar vídeos' }).click();
    await gestor
      .getByRole('dialog', { name: 'Vídeos da avaliação' })
      .getByText('Nenhum vídeo disponível')
      .waitFor();
    await gestor.context().close();

    const enfermeiro = await signIn(browser, 'enfermeiro');
    await enfermeiro.waitForURL(`**/${AREA}/lista-novas`);
    await openScreen(enfermeiro, ids[1]);
    // Awaiting the nurse's approval, the evaluation opens by itself.
    const avaliacao = enfermeiro.getByRole('dialog', { name: 'Avaliação de saúde' });
    await avaliacao.waitFor();
    await expect(avaliacao.innerText()).resolves.toContain('Eduardo Enfermeiro Externo');
    await screenshot(enfermeiro, 'avaliacao-saude-aguardando-aprovacao');
    await avaliacao.getByRole('button', { name: 'Fechar' }).click();
    const done = await decide(enfermeiro, 'Aprovar', 'aprovar');
    await done.getByRole('button', { name: 'OK' }).click();
    await enfermeiro.waitForURL(`**/${AREA}/lista-novas`);
    await enfermeiro.context().close();
  });
});
