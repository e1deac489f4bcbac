import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITUACAO } from '../../src/domain';
import { baseUrl, screenshot } from './browser';
import { decide, fillEvaluation, marcarEResolverPendencia, openScreen } from './avaliacao-helpers';
import { launchChromium } from './chromium';
import { signIn, token } from './session';

const AREA = 'enfermeiro-avaliador';
const VIDEO_REMOTO = 'video[aria-label="Vídeo de quem está do outro lado"]';

async function call<T>(username: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${await token(username)}`,
      AppName: 'ComercialWeb',
      'Content-Type': 'application/json',
    },
  });
  return ((await res.json()) as { data: T }).data;
}

/**
 * A proposal still waiting for the declaration, with no pendency: the first of the nurse's list
 * (the assessment suite takes the last two of this status).
 */
async function pickProposal(): Promise<number> {
  const { itens } = await call<{
    itens: { id: number; situacaoPropostaAdesaoId: number; possuiPendencia: boolean }[];
  }>('enfermeiro', '/api/enfermeiro/propostasSituacao/aguardando-avaliacao', {
    method: 'POST',
    body: JSON.stringify({ pagina: 1, pageSize: 100 }),
  });
  const livres = itens.filter(
    (i) => i.situacaoPropostaAdesaoId === SITUACAO.AguardandoDeclaracaoSaude && !i.possuiPendencia,
  );
  if (livres.length < 3) throw new Error('sem propostas aguardando a declaração de saúde');
  return livres[0]!.id;
}

/** The other side's video is playing: frames have arrived (the fake camera's pattern). */
async function videoRemotoTocando(page: Page) {
  await expect
    .poll(() => page.locator(VIDEO_REMOTO).evaluate((v: HTMLVideoElement) => v.videoWidth), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
}

describe('video room', () => {
  let browser: Browser;

  beforeAll(async () => {
    // Chromium's fake camera and microphone, and the permission prompt answered 'Permitir'.
    browser = await launchChromium({
      args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
    });
  });
  afterAll(() => browser.close());

  it('enfermeiro holds the call (both see each other, the recording uploads), then marks and resolves a pendency, registers the declaration and approves', async () => {
    const id = await pickProposal();
    const enfermeiro = await signIn(browser, 'enfermeiro');
    await enfermeiro.waitForURL(`**/${AREA}/lista-novas`);
    await enfermeiro.goto(`${baseUrl()}/${AREA}/proposta/${id}/avaliacao-saude`);
    await enfermeiro.getByRole('button', { name: 'Iniciar atendimento' }).click();
    const dialogo = enfermeiro.getByRole('dialog', { name: 'Iniciar atendimento' });
    await dialogo.getByRole('button', { name: 'Abrir sala' }).click();
    const convite = await dialogo.locator('a[href*="/l/"]').getAttribute('href');
    expect(convite).toMatch(/\/l\/[A-Za-z0-9_-]{8}$/);

    // The room opens in a new window, as the nurse's button does.
    const [sala] = await Promise.all([
      enfermeiro.context().waitForEvent('page'),
      dialogo.getByRole('link', { name: 'Entrar na sala' }).click(),
    ]);
    await sala.getByRole('button', { name: 'Entrar na sala' }).click();
    await sala.getByText('Aguardando o beneficiário entrar…').waitFor({ timeout: 20_000 });

    // The applicant follows the invite's short link in a browser of their own.
    const beneficiario = await (await browser.newContext({ locale: 'pt-BR' })).newPage();
    // PUBLIC_URL names localhost; the suite's server is reached at 127.0.0.1.
    await beneficiario.goto(`${baseUrl()}${new URL(convite!).pathname}`);
    await beneficiario.waitForURL(/\/sala-video\/[A-Za-z0-9_-]+$/);
    const permitir = beneficiario.getByRole('button', {
      name: 'Permitir câmera e microfone e entrar',
    });
    await permitir.waitFor();
    await expect(beneficiario.innerText('main')).resolves.toContain('câmera e o microfone');
    await screenshot(beneficiario, 'sala-video-beneficiario-convite');
    await permitir.click();

    await sala.getByRole('status').filter({ hasText: 'Conectado' }).waitFor({ timeout: 20_000 });
    await beneficiario.getByRole('status').filter({ hasText: 'Conectado' }).waitFor();
    await videoRemotoTocando(sala);
    await videoRemotoTocando(beneficiario);
    await sala.getByText('Gravando').waitFor();
    await screenshot(sala, 'sala-video-enfermeiro');
    await screenshot(beneficiario, 'sala-video-beneficiario');

    // Some seconds of call (the applicant's picture has played them), then the nurse ends it:
    // the recording goes up, the applicant is told.
    await expect
      .poll(() => sala.locator(VIDEO_REMOTO).evaluate((v: HTMLVideoElement) => v.currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(2);
    await sala.getByRole('button', { name: 'Encerrar atendimento' }).click();
    await sala.getByText('A gravação foi enviada para auditoria.').waitFor({ timeout: 30_000 });
    await beneficiario.getByText('O atendimento foi encerrado').waitFor();
    await screenshot(sala, 'sala-video-enfermeiro-encerrado');

    const videos = await call<{ status: string; url: string | null }[]>(
      'gestorsaude',
      `/api/enfermeiro/propostaAdesao/${id}/videosAuditoria`,
    );
    expect(videos.map((v) => v.status)).toEqual(['composition-available']);
    const gravacao = await fetch(`${baseUrl()}${videos[0].url}`, {
      headers: { Authorization: `Bearer ${await token('gestorsaude')}`, AppName: 'ComercialWeb' },
    });
    expect(gravacao.headers.get('content-type')).toBe('video/webm');
    const bytes = Buffer.from(await gravacao.arrayBuffer());
    expect(bytes.byteLength).toBeGreaterThan(10_000);
    // The recording plays: the composed picture (applicant large, nurse in the corner), 640×360.
    const dimensoes = await beneficiario.evaluate(async (base64) => {
      const binario = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(new Blob([binario], { type: 'video/webm' }));
      await new Promise((resolve, reject) => {
        video.onloadedmetadata = resolve;
        video.onerror = reject;
      });
      return [video.videoWidth, video.videoHeight];
    }, bytes.toString('base64'));
    expect(dimensoes).toEqual([640, 360]);
    await beneficiario.context().close();
    await sala.close();

    // Back on the proposal: the rest of the assessment, as the nurse goes on after the call.
    await dialogo.getByRole('button', { name: 'Fechar' }).click();
    await openScreen(enfermeiro, id);
    await marcarEResolverPendencia(enfermeiro);
    await fillEvaluation(enfermeiro);
    const sucesso = await decide(enfermeiro, 'Aprovar', 'aprovar');
    await sucesso.getByRole('button', { name: 'OK' }).click();
    await enfermeiro.waitForURL(`**/${AREA}/lista-novas`);
    await enfermeiro.context().close();
  }, 240_000);
});
