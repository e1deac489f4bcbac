import { format } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { expect, onTestFailed } from 'vitest';
import {
  startErpSandbox,
  startReceitaSandbox,
  startSignatureSandbox,
  type RunningSandbox,
} from '../helpers/sandboxes';
import { diaSemFeriado } from '../helpers/dia-sem-feriado';
import { startOwnServer, type OwnServer } from '../helpers/server-process';
import { fromRoot } from '../../server/paths';
import { abrirAvaliacao, decide, registrarPecFast } from './avaliacao-helpers';
import { launchBrowser, newPage, screenshot } from './browser';
import {
  caixaDeSaida,
  criarProposta,
  type CaixaDeSaida,
  type Pessoa,
  type Tipo,
} from './jornada-comum-helpers';
import {
  anexarDocumentoDeIdentidade,
  expectNotice,
  openListFromMenu,
  rows,
  runAction,
  waitForList,
} from './propostas-helpers';
import { signInAt } from './session';

/**
 * The steps an individual proposal (common, retention, portability: one lifecycle, docs/domain.md)
 * takes from its submission to 'Integradas', each by the person who does it, only clicking and
 * typing. The journeys of issue 39 (J1, J2, J3, J4, J9) compose them, each step written once;
 * the applicant's link, the one-time code and the signing link are read from the
 * administrator's 'Mensagens enviadas'.
 */

/**
 * A journey file's world: its own server wired to the ERP, e-signature and Receita Federal
 * sandboxes (the Receita answers for the CPF of every proposal the journey submits).
 */
export interface Cenario {
  browser: Browser;
  base: string;
  caixa: CaixaDeSaida;
  encerrar(): Promise<void>;
}

export async function iniciarCenario(nome: string): Promise<Cenario> {
  const erp: RunningSandbox = await startErpSandbox();
  const signature: RunningSandbox = await startSignatureSandbox();
  const receita: RunningSandbox = await startReceitaSandbox();
  const server: OwnServer = await startOwnServer(nome, (url) => ({
    ERP_URL: erp.url,
    SIGNATURE_URL: signature.url,
    RECEITA_URL: receita.url,
    // The links the messages carry name this server, as a tester's machine would.
    PUBLIC_URL: url,
    WORKER_POLL_MS: '200',
    SIGNATURE_POLL_MS: '500',
    // The ERP is asked about an integration after 0.5 s instead of 5 s (esperaAteConsultar): the
    // sandbox decides at once, and each journey integrates two or three times.
    ERP_POLL_MS: '500',
  }));
  const browser = await launchBrowser();
  const caixa = await caixaDeSaida(browser, server.url);
  return {
    browser,
    base: server.url,
    caixa,
    async encerrar() {
      await browser.close();
      await server.stop();
      await erp.close();
      await signature.close();
      await receita.close();
    },
  };
}

/**
 * When a step fails, every page still open is photographed (`<shot>-falha-<n>`): what the person
 * saw when the journey stopped. Call it at the start of the test.
 */
export function fotografarAoFalhar(browser: Browser, shot: string) {
  onTestFailed(async () => {
    const pages = browser.contexts().flatMap((context) => context.pages());
    for (const [n, page] of pages.entries()) {
      await screenshot(page, `${shot}-falha-${n}`).catch(() => undefined);
    }
  });
}

/**
 * The dealership fills the form of this kind from its menu and sends it: the page says the
 * applicant was sent the term (a holder over 49). Returns the contract number.
 */
export async function concessionariaEnvia(
  concessionaria: Page,
  titular: Pessoa,
  dependente: Pessoa | null,
  shot: string,
  tipo?: Tipo,
): Promise<string> {
  const contrato = await criarProposta(concessionaria, titular, dependente, shot, tipo);
  await concessionaria
    .getByText(/termo de intenção de compra foi enviado ao proponente/)
    .first()
    .waitFor();
  return contrato;
}

/**
 * From the 'proposta criada' page, the dealership attaches each person's identity document (a
 * photo of it): the commercial manager cannot approve documentation that is not there. The
 * holder first, then each dependant, reached from the holder's proposal.
 */
export async function concessionariaAnexaDocumentos(page: Page, pessoas: Pessoa[], shot: string) {
  await page.getByRole('link', { name: 'Abrir proposta' }).click();
  await page.waitForURL(/\/proposta\/\d+$/);
  for (const [n, pessoa] of pessoas.entries()) {
    if (n > 0) {
      // Back to the previous person's proposal; a dependant's names its holder.
      await page.getByRole('link', { name: 'Voltar para a proposta' }).click();
      await page.waitForURL(/\/proposta\/\d+$/);
      if (n > 1) {
        const dependente = page.url();
        await page.getByRole('link', { name: pessoas[0].nome }).click();
        await page.waitForURL((url) => url.href !== dependente);
      }
      const anterior = page.url();
      await page.getByRole('link', { name: pessoa.nome }).click();
      await page.waitForURL((url) => url.href !== anterior && /\/proposta\/\d+$/.test(url.href));
    }
    await anexarDocumentoDeIdentidade(page);
    await page.getByText(pessoa.nome).first().waitFor();
    await screenshot(page, `${shot}-documentos-${n + 1}`);
  }
}

/** The applicant, on her own phone: the link, CPF and birth date, the code, the term. */
export async function proponenteConfirma(c: Cenario, titular: Pessoa, shot: string): Promise<Page> {
  const link = await c.caixa.link(titular.email, '/mpa/', `${shot}-mensagem-termo`);
  const context = await c.browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Confirme seus dados' }).waitFor();
  await page.getByLabel('CPF').pressSequentially(titular.cpf);
  await page
    .getByLabel('Data de nascimento')
    .pressSequentially(titular.nascimento.replace(/\D/g, ''));
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.getByRole('heading', { level: 1, name: 'Código de confirmação' }).waitFor();
  const antes = await c.caixa.codigosAntes(titular.email);
  await page.getByRole('radio', { name: /^E-mail para / }).check();
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await page.getByText(/Enviamos um código de 6 números para/).waitFor();
  await page.getByLabel('Código recebido').fill(await c.caixa.codigo(titular.email, antes));
  await page.getByRole('button', { name: 'Confirmar código' }).click();

  await page.waitForURL(/\/confirmacao$/);
  await page.getByRole('heading', { level: 2, name: 'Termo de intenção de compra' }).waitFor();
  await screenshot(page, `${shot}-termo`);
  await page.getByLabel('Li e concordo com o termo de intenção de compra.').check();
  await page.getByRole('button', { name: 'Confirmar intenção de compra' }).click();
  await page.waitForURL(/\/sucesso$/);
  await page.getByRole('heading', { level: 1, name: 'Intenção de compra registrada!' }).waitFor();
  return page;
}

/**
 * Every question answered 'Não', then the selfie for the nurse (a file here; the camera on a
 * phone). The satisfaction question waits for the nurse's assessment (issue 39, item 7).
 */
export async function proponenteDeclara(page: Page, shot: string) {
  await page.getByRole('link', { name: 'Responder a declaração de saúde' }).click();
  await page.waitForURL(/\/declaracao$/);
  // Once every answer is 'Não' the CPT step drops out: the last button is found, not counted.
  for (let n = 1; ; n++) {
    await page.getByText(new RegExp(`Pergunta ${n} de \\d+`)).waitFor();
    await page.getByRole('radio', { name: 'Não' }).check();
    const concluir = page.getByRole('button', { name: 'Concluir declaração' });
    if (await concluir.isVisible()) {
      await concluir.click();
      break;
    }
    await page.getByRole('button', { name: 'Continuar' }).click();
  }
  await page.getByRole('heading', { level: 1, name: 'Declaração de saúde enviada!' }).waitFor();
  await screenshot(page, `${shot}-declaracao-enviada`);
  await page
    .getByTestId('selfie-arquivo')
    .setInputFiles(fromRoot('server/db/seed/assets/selfie-demonstracao.jpg'));
  await page.getByRole('img', { name: 'Prévia da sua selfie' }).waitFor();
  await page.getByRole('button', { name: 'Enviar esta foto' }).click();
  await page.getByText('Selfie enviada com sucesso!').waitFor();
  await screenshot(page, `${shot}-selfie-enviada`);
}

/** The call-centre operator books the online evaluation on the first free slot a week ahead. */
export async function callCenterAgenda(c: Cenario, titular: Pessoa, shot: string) {
  const area = 'operador-callcenter';
  const page = await signInAt(c.browser, c.base, 'operadorcallcenter');
  await page.waitForURL(`**/${area}/todas-propostas`);
  await openListFromMenu(
    page,
    area,
    'propostas-aguardando-avaliacao-enfermagem',
    'Avaliação enfermagem',
    'Avaliação enfermagem',
  );
  await rows(page).filter({ hasText: titular.nome }).first().click();
  await page.waitForURL(/\/proposta\/\d+$/);
  await page.getByRole('link', { name: 'Agendar avaliação' }).click();
  await page.getByRole('region', { name: 'Novo agendamento' }).waitFor();
  // A week ahead, past any holiday: nobody is offered a slot on one.
  const dia = format(diaSemFeriado(7), 'dd/MM/yyyy');
  await page.getByRole('group', { name: 'Data' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(dia.replace(/\D/g, ''));
  const horario = page.getByRole('group', { name: 'Horários livres' }).getByRole('button').first();
  await horario.click();
  await page.getByRole('button', { name: 'Agendar', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar agendamento' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expectNotice(page, 'Avaliação de saúde agendada com sucesso!');
  await screenshot(page, `${shot}-agendada`);
  await page.context().close();
}

/** The nurse signs in and opens the person's assessment from her 'Entradas'. */
export async function enfermeiroAbre(c: Cenario, pessoa: Pessoa): Promise<Page> {
  const page = await signInAt(c.browser, c.base, 'enfermeiro');
  await page.waitForURL('**/enfermeiro-avaliador/lista-novas');
  await waitForList(page, 'Entradas');
  await rows(page).filter({ hasText: pessoa.nome }).first().click();
  await page.waitForURL(/\/proposta\/\d+\/avaliacao-saude$/);
  await page.getByRole('region', { name: 'Situação' }).waitFor();
  return page;
}

/** The nurse opens the room, records the PecFast assessment and approves. */
export async function enfermeiroAprova(c: Cenario, titular: Pessoa, shot: string) {
  const page = await enfermeiroAbre(c, titular);
  await page.getByRole('button', { name: 'Iniciar atendimento' }).click();
  const atendimento = page.getByRole('dialog', { name: 'Iniciar atendimento' });
  await atendimento.getByRole('button', { name: 'Abrir sala' }).click();
  await atendimento.getByText('Sala aberta.', { exact: false }).waitFor();
  await screenshot(page, `${shot}-sala`);
  await atendimento.getByRole('button', { name: 'Fechar' }).click();

  // The applicant answered the declaration: the nurse records the PecFast questionnaire.
  const dialog = await abrirAvaliacao(page);
  await registrarPecFast(page, dialog);
  await screenshot(page, `${shot}-avaliacao`);
  await dialog.getByRole('button', { name: 'Fechar' }).click();

  const sucesso = await decide(page, 'Aprovar', 'aprovar');
  await sucesso.getByRole('button', { name: 'OK' }).click();
  await page.context().close();
}

/** The applicant's part and the nurse's: from the submitted proposal to 'Nova entrada'. */
export async function ateNovaEntrada(c: Cenario, titular: Pessoa, shot: string) {
  const proponente = await proponenteConfirma(c, titular, shot);
  // The declaration, then the selfie the nurse will see.
  await proponenteDeclara(proponente, shot);
  await proponente.context().close();

  await callCenterAgenda(c, titular, shot);
  await enfermeiroAprova(c, titular, shot);
}

/** The moments of the manager's part at which others may look at the proposal. */
export type Etapa = 'documentacao-aprovada' | 'enviada-para-assinatura' | 'assinaturas-verificadas';

export interface Acompanhantes {
  /** What the manager looks at on the proposal before approving (the documents attached). */
  antesDeAprovar?: (gestor: Page) => Promise<void>;
  /** Someone else (the dealership) following the proposal after each step. */
  depoisDe?: (etapa: Etapa) => Promise<void>;
}

/** The commercial manager, signed in on her area. */
export async function gestorEntra(c: Cenario): Promise<Page> {
  const gestor = await signInAt(c.browser, c.base, 'gestorcomercial');
  await gestor.waitForURL('**/gestao-comercial/**');
  return gestor;
}

/** The commercial manager opens the proposal from a list of her menu. */
export async function gestorAbre(page: Page, titular: Pessoa, rota: string, label: string) {
  await openListFromMenu(page, 'gestao-comercial', rota, label, label, 'Propostas');
  await rows(page).filter({ hasText: titular.nome }).first().click();
  await page.waitForURL(/\/proposta\/\d+$/);
  // She acts on the proposal once its screen shows. The address changes first; until the
  // screen is drawn the list is still there, and a button of the same name on it (a bulk
  // action) would be the one found, and then kept, hidden (src/components/layout/KeptList.tsx).
  await page.getByRole('heading', { level: 1, name: /^Proposta \d+/ }).waitFor();
}

/** From 'Entradas': the documentation approved and the contract sent for signature. */
export async function gestorAprovaEEnviaContrato(
  gestor: Page,
  pessoa: Pessoa,
  shot: string,
  { antesDeAprovar, depoisDe }: Acompanhantes = {},
) {
  await gestorAbre(gestor, pessoa, 'propostas-entradas', 'Entradas');
  await antesDeAprovar?.(gestor);
  await runAction(gestor, 'Aprovar documentação');
  await expectNotice(gestor, 'Documentação aprovada com sucesso!');
  await depoisDe?.('documentacao-aprovada');
  await runAction(gestor, 'Enviar contrato para assinatura');
  await expectNotice(gestor, 'Contrato enviado para assinatura!');
  await screenshot(gestor, `${shot}-enviada-assinatura`);
  await depoisDe?.('enviada-para-assinatura');
}

/** The applicant signs on the e-signature service's page the e-mailed link opens. */
export async function proponenteAssina(c: Cenario, titular: Pessoa, shot: string) {
  const link = await c.caixa.link(titular.email, '/assinar/', `${shot}-mensagem-assinatura`);
  const page = await newPage(c.browser);
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Assinatura do contrato' }).waitFor();
  await page.getByLabel('Li o contrato e concordo em assiná-lo eletronicamente.').check();
  await page.getByRole('button', { name: 'Assinar contrato' }).click();
  await page.getByRole('heading', { level: 1, name: 'Contrato assinado' }).waitFor();
  await screenshot(page, `${shot}-assinado`);
  await page.context().close();
}

/** On the open proposal: the signatures checked (all collected) and the ERP integration asked. */
export async function gestorConcluiEIntegra(gestor: Page, { depoisDe }: Acompanhantes = {}) {
  await runAction(gestor, 'Verificar assinaturas');
  await expectNotice(gestor, /assinaturas foram coletadas/);
  await depoisDe?.('assinaturas-verificadas');
  await runAction(gestor, 'Solicitar integração com ERP');
  await expectNotice(gestor, 'Integração solicitada com sucesso!');
}

/**
 * The commercial manager approves the documentation and sends the contract; the applicant signs;
 * the manager verifies the signatures and asks the ERP for the integration.
 */
export async function daValidacaoAIntegracao(
  c: Cenario,
  titular: Pessoa,
  shot: string,
  acompanhantes: Acompanhantes = {},
) {
  const gestor = await gestorEntra(c);
  await gestorAprovaEEnviaContrato(gestor, titular, shot, acompanhantes);
  await proponenteAssina(c, titular, shot);
  await gestorAbre(gestor, titular, 'propostas-aguardando-assinaturas', 'Aguardando assinaturas');
  await gestorConcluiEIntegra(gestor, acompanhantes);
  await gestor.context().close();
}

/**
 * Opens a list from the menu again and again (as a person refreshing it would) until the ERP's
 * answer has put this person's proposal there.
 */
export async function aguardarNaLista(page: Page, nome: string, abrirLista: () => Promise<void>) {
  await expect
    .poll(
      async () => {
        await abrirLista();
        return rows(page).filter({ hasText: nome }).count();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBeGreaterThan(0);
}

/** The DAC finds the proposal under 'Integradas'. */
export async function dacEncontraIntegrada(c: Cenario, titular: Pessoa, shot: string) {
  const dac = await signInAt(c.browser, c.base, 'dac');
  await dac.waitForURL('**/dac/**');
  await aguardarNaLista(dac, titular.nome, () =>
    openListFromMenu(dac, 'dac', 'propostas-integradas', 'Integradas', 'Integradas'),
  );
  await screenshot(dac, `${shot}-integradas`);
  await dac.context().close();
}

/** From the sent proposal (term on its way) to 'Integradas' under the DAC. */
export async function daquiAteIntegrada(c: Cenario, titular: Pessoa, shot: string) {
  await ateNovaEntrada(c, titular, shot);
  await daValidacaoAIntegracao(c, titular, shot);
  await dacEncontraIntegrada(c, titular, shot);
}
