import { format } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nomeDoDia } from '../../src/domain';
import { diaSemFeriado } from '../helpers/dia-sem-feriado';
import { launchBrowser, newPage, screenshot } from './browser';
import { caixaDeSaida } from './jornada-comum-helpers';
import { menu, searchAndOpen, startJourney, type Journey } from './jornada-helpers';
import { expectNotice, openListFromMenu, openRow } from './propostas-helpers';
import { signInAt } from './session';

/**
 * Journey J8 (issue 39): a nurse from her first day to her first appointment. The administrator
 * creates her, the first-access e-mail is read in the administrator's 'Mensagens enviadas', she
 * chooses her password, the health manager gives her hours, the call centre books a proposal
 * awaiting the nursing assessment on her slot, and she signs in and finds it. Only clicks and
 * typing, on a server of its own with fresh demo data.
 */
const NOME = 'Marina';
const SOBRENOME = 'Prado Teixeira';
const NOME_COMPLETO = `${NOME} ${SOBRENOME}`;
const USUARIO = 'marina.prado';
const EMAIL = 'marina.prado@exemplo.com.br';
const SENHA = 'Agenda@Nova2026';
// A day a week ahead that is no holiday; at 06:00 no demo nurse works, so the slot is hers.
const DIA = diaSemFeriado(7);
const DATA = format(DIA, 'dd/MM/yyyy');

let journey: Journey;
let browser: Browser;
let linkPrimeiroAcesso: string;
let contrato: string;

const campo = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

describe("J8: a new nurse's first appointment", () => {
  beforeAll(async () => {
    journey = await startJourney('j8');
    browser = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await journey?.server.stop();
  });

  it('the administrator creates the nurse and reads her first-access e-mail', async () => {
    const admin = await signInAt(browser, journey.base, 'admin');
    await admin.waitForURL('**/administrador/**');
    await menu(admin, 'Novo Enfermeiro', 'Enfermeiros');
    await admin.waitForURL('**/administrador/novo-enfermeiro');
    await campo(admin, 'Usuário').fill(USUARIO);
    await campo(admin, 'Nome').fill(NOME);
    await campo(admin, 'Sobrenome').fill(SOBRENOME);
    await campo(admin, 'E-mail').fill(EMAIL);
    await screenshot(admin, 'j8-1-admin-nova-enfermeira');
    await admin.getByRole('button', { name: 'Salvar' }).click();
    await expectNotice(admin, 'Enfermeiro cadastrado com sucesso!');
    await admin.locator('.RaDataTable-tbody tr').filter({ hasText: USUARIO }).waitFor();
    await admin.context().close();

    const caixa = await caixaDeSaida(browser, journey.base);
    linkPrimeiroAcesso = await caixa.link(
      EMAIL,
      '/usuario/redefinir-senha',
      'j8-2-mensagens-enviadas',
    );
    await caixa.page.context().close();
  });

  it('she chooses her password through the link', async () => {
    const nurse = await newPage(browser);
    await nurse.goto(linkPrimeiroAcesso);
    await nurse.getByLabel('Nova senha', { exact: true }).fill(SENHA);
    await nurse.getByLabel('Confirme a nova senha', { exact: true }).fill(SENHA);
    await screenshot(nurse, 'j8-3-definir-senha');
    await nurse.getByRole('button', { name: 'Redefinir senha' }).click();
    await nurse.waitForURL('**/login');
    await nurse.context().close();
  });

  it('the health manager gives her hours, and nobody else works then', async () => {
    const gestor = await signInAt(browser, journey.base, 'gestorsaude');
    await gestor.waitForURL('**/gestao-saude/**');
    await menu(gestor, 'Horários dos enfermeiros', 'Agenda da enfermagem');
    await gestor.waitForURL('**/gestao-saude/horarios-enfermeiros');
    const linha = gestor.getByRole('row').filter({ hasText: USUARIO });
    await expect(linha.innerText()).resolves.toContain('Sem horários');
    await screenshot(gestor, 'j8-4-gestor-enfermeiros');
    await linha.getByRole('link', { name: `Abrir a agenda de ${NOME_COMPLETO}` }).click();
    await gestor.getByRole('heading', { level: 1, name: `Agenda de ${NOME_COMPLETO}` }).waitFor();

    const semanais = gestor.getByRole('region', { name: 'Horários semanais' });
    await semanais.getByRole('button', { name: 'Incluir período' }).click();
    const dialog = gestor.getByRole('dialog', { name: 'Incluir período semanal' });
    await dialog.getByRole('combobox', { name: 'Dia da semana' }).click();
    await gestor.getByRole('option', { name: nomeDoDia(DIA.getDay()) }).click();
    await gestor.getByRole('listbox').waitFor({ state: 'detached' });
    // The end before the start is refused on the spot, in words.
    await campo(gestor, 'Início').fill('07:00');
    await campo(gestor, 'Fim').fill('06:00');
    await dialog.getByRole('button', { name: 'Incluir' }).click();
    await dialog.getByText('O horário de início deve ser anterior ao horário de fim.').waitFor();
    await screenshot(gestor, 'j8-5a-gestor-periodo-invalido');
    await campo(gestor, 'Início').fill('06:00');
    await campo(gestor, 'Fim').fill('07:00');
    await dialog.getByRole('button', { name: 'Incluir' }).click();
    await expectNotice(gestor, 'Período incluído na agenda.');
    await dialog.waitFor({ state: 'detached' });
    await semanais.getByRole('row', { name: /06:00–07:00 Online/ }).waitFor();
    await screenshot(gestor, 'j8-5-gestor-agenda');
    await gestor.context().close();
  });

  it('the call centre books a proposal awaiting the nursing assessment on her slot', async () => {
    const operador = await signInAt(browser, journey.base, 'operadorcallcenter');
    await operador.waitForURL('**/operador-callcenter/**');
    await openListFromMenu(
      operador,
      'operador-callcenter',
      'propostas-aguardando-avaliacao-enfermagem',
      'Avaliação enfermagem',
      'Avaliação enfermagem',
    );
    contrato = await openRow(operador, 'Não agendada');
    await operador.getByRole('link', { name: 'Agendar avaliação' }).click();
    await operador.getByRole('region', { name: 'Novo agendamento' }).waitFor();
    await operador.getByRole('group', { name: 'Data' }).getByRole('spinbutton').first().click();
    await operador.keyboard.type(DATA.replace(/\D/g, ''));
    const slots = operador.getByRole('group', { name: 'Horários livres' });
    await slots.getByRole('button').first().waitFor();
    await operador.getByRole('combobox', { name: 'Profissional' }).click();
    await operador.getByRole('option', { name: NOME_COMPLETO }).click();
    await operador.getByRole('listbox').waitFor({ state: 'detached' });
    await expect(slots.getByRole('button').allInnerTexts()).resolves.toEqual(['06:00', '06:30']);
    await slots.getByRole('button', { name: '06:00' }).click();
    const agendar = operador.getByRole('button', { name: 'Agendar', exact: true });
    await expect.poll(() => agendar.isEnabled()).toBe(true);
    await screenshot(operador, 'j8-6-operador-horario-dela');
    await agendar.click();
    const confirmar = operador.getByRole('dialog', { name: 'Confirmar agendamento' });
    await confirmar.getByRole('button', { name: 'Confirmar' }).waitFor();
    await screenshot(operador, 'j8-6b-operador-confirma');
    const texto = await confirmar.innerText();
    expect(texto).toContain(`para ${DATA} às 06:00`);
    expect(texto).toContain(`Profissional: ${NOME_COMPLETO}.`);
    await confirmar.getByRole('button', { name: 'Confirmar' }).click();
    await expectNotice(operador, 'Avaliação de saúde agendada com sucesso!');
    const atual = operador.getByRole('region', { name: 'Agendamento atual' });
    await atual.getByText(`${DATA} 06:00`).waitFor();
    await expect(atual.innerText()).resolves.toContain(NOME_COMPLETO);
    await screenshot(operador, 'j8-7-operador-agendou');
    await operador.context().close();
  });

  it('she signs in and finds the appointment', async () => {
    const nurse = await signInAt(browser, journey.base, USUARIO, SENHA);
    await nurse.waitForURL('**/enfermeiro-avaliador/lista-novas');
    await searchAndOpen(nurse, Number(contrato), 'Entradas');
    await nurse.waitForURL(/\/proposta\/\d+\/avaliacao-saude$/);
    const card = nurse.getByRole('region', { name: 'Avaliação de enfermagem' });
    await card.getByText(`${DATA} 06:00`).waitFor({ timeout: 20_000 });
    await expect(card.innerText()).resolves.toContain(NOME_COMPLETO);
    await screenshot(nurse, 'j8-8-enfermeira-ve-agendamento');
  });
});
