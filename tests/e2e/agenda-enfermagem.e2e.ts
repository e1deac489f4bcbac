import { format } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaSemFeriado } from '../helpers/dia-sem-feriado';
import { launchBrowser, screenshot } from './browser';
import { menu, startJourney, type Journey } from './jornada-helpers';
import { expectNotice } from './propostas-helpers';
import { signInAt } from './session';

/**
 * The health manager's holidays, cities and a nurse's exceptions in the browser (issue 39, item
 * 4): the declared 'Feriados' and 'Cidades de atendimento' screens, an in-person period in the
 * city just added, and the exception dialog refusing extra hours on a holiday with the server's
 * words before taking a period off. On a server of its own: a holiday added here would take slots
 * away from the suite's other files.
 */
const DIA = diaSemFeriado(60);
const DATA = format(DIA, 'dd/MM/yyyy');

let journey: Journey;
let browser: Browser;
let gestor: Page;

describe("the nurses' agenda: holidays, cities and exceptions", () => {
  beforeAll(async () => {
    journey = await startJourney('agenda-enfermagem');
    browser = await launchBrowser();
    gestor = await signInAt(browser, journey.base, 'gestorsaude');
    await gestor.waitForURL('**/gestao-saude/**');
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await journey?.server.stop();
  });

  it('lists the national holidays and adds one', async () => {
    await menu(gestor, 'Feriados', 'Agenda da enfermagem');
    await gestor.waitForURL('**/gestao-saude/feriados**');
    await gestor.getByRole('cell', { name: 'Natal' }).first().waitFor();
    await screenshot(gestor, 'agenda-feriados-lista');

    await menu(gestor, 'Novo Feriado', 'Agenda da enfermagem');
    await gestor.waitForURL('**/gestao-saude/feriados/novo');
    await gestor.getByRole('group', { name: /Data/ }).click();
    await gestor.keyboard.type(DATA.replace(/\D/g, ''));
    await gestor.getByRole('textbox', { name: 'Nome' }).fill('Aniversário da cidade');
    await screenshot(gestor, 'agenda-feriado-novo');
    await gestor.getByRole('button', { name: 'Salvar' }).click();
    await expectNotice(gestor, 'Feriado cadastrado com sucesso!');
    await gestor.getByRole('cell', { name: 'Aniversário da cidade' }).waitFor();
    await expect(
      gestor.getByRole('row').filter({ hasText: 'Aniversário da cidade' }).innerText(),
    ).resolves.toContain(DATA);
  });

  it('refuses extra hours on that holiday, and takes a period off instead', async () => {
    await menu(gestor, 'Horários dos enfermeiros', 'Agenda da enfermagem');
    await gestor.getByRole('link', { name: 'Abrir a agenda de Elaine Enfermeira' }).click();
    await gestor.getByRole('heading', { level: 1, name: 'Agenda de Elaine Enfermeira' }).waitFor();
    await screenshot(gestor, 'agenda-elaine');

    const excecoes = gestor.getByRole('region', { name: 'Exceções (de hoje em diante)' });
    await excecoes.getByRole('button', { name: 'Incluir exceção' }).click();
    const dialog = gestor.getByRole('dialog', { name: 'Incluir exceção' });
    await dialog.getByRole('radio', { name: 'Horário extra' }).check();
    await dialog.getByRole('group', { name: 'Data' }).getByRole('spinbutton').first().click();
    await gestor.keyboard.type(DATA.replace(/\D/g, ''));
    await dialog.getByRole('textbox', { name: 'Início', exact: true }).fill('18:00');
    await dialog.getByRole('textbox', { name: 'Fim', exact: true }).fill('20:00');
    await dialog.getByRole('button', { name: 'Incluir' }).click();
    await dialog
      .getByText(
        `${DATA} é feriado (Aniversário da cidade): ninguém atende nesta data, nem em horário extra.`,
      )
      .waitFor();
    await screenshot(gestor, 'agenda-excecao-feriado');

    await dialog.getByRole('radio', { name: /^Folga/ }).check();
    await dialog.getByRole('checkbox', { name: 'Dia inteiro' }).uncheck();
    await dialog.getByRole('textbox', { name: 'Início', exact: true }).fill('08:00');
    await dialog.getByRole('textbox', { name: 'Fim', exact: true }).fill('10:00');
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Consulta médica');
    await dialog.getByRole('button', { name: 'Incluir' }).click();
    await expectNotice(gestor, 'Exceção incluída na agenda.');
    await dialog.waitFor({ state: 'detached' });
    const linha = excecoes.getByRole('row').filter({ hasText: 'Consulta médica' });
    await expect(linha.innerText()).resolves.toMatch(/Folga\s+08:00–10:00/);
    await screenshot(gestor, 'agenda-excecao-incluida');
  });

  it('adds a city of in-person evaluations and an in-person weekly period there', async () => {
    await menu(gestor, 'Nova cidade', 'Agenda da enfermagem');
    await gestor.waitForURL('**/gestao-saude/cidades-atendimento/nova');
    await gestor.getByRole('combobox', { name: 'Unidade' }).click();
    await gestor.getByRole('option', { name: 'ES - Matriz-Vitória' }).click();
    await gestor.getByRole('textbox', { name: 'Cidade' }).fill('Serra');
    await gestor.getByRole('combobox', { name: 'UF' }).click();
    await gestor.getByRole('option', { name: 'ES - Espírito Santo' }).click();
    await screenshot(gestor, 'agenda-cidade-nova');
    await gestor.getByRole('button', { name: 'Salvar' }).click();
    await expectNotice(gestor, 'Cidade de atendimento cadastrada com sucesso!');
    await gestor.waitForURL('**/gestao-saude/cidades-atendimento');
    await gestor.getByRole('cell', { name: 'Serra', exact: true }).waitFor();
    await screenshot(gestor, 'agenda-cidades-lista');

    await menu(gestor, 'Horários dos enfermeiros', 'Agenda da enfermagem');
    await gestor.getByRole('link', { name: 'Abrir a agenda de Elaine Enfermeira' }).click();
    const semanais = gestor.getByRole('region', { name: 'Horários semanais' });
    await semanais.getByRole('button', { name: 'Incluir período' }).click();
    const dialog = gestor.getByRole('dialog', { name: 'Incluir período semanal' });
    await dialog.getByRole('combobox', { name: 'Dia da semana' }).click();
    await gestor.getByRole('option', { name: 'Domingo' }).click();
    await dialog.getByRole('radio', { name: 'Presencial' }).check();
    await dialog.getByRole('combobox', { name: 'Cidade' }).click();
    await gestor.getByRole('option', { name: 'Serra - ES (Matriz-Vitória)' }).click();
    await dialog.getByRole('textbox', { name: 'Início', exact: true }).fill('07:00');
    await dialog.getByRole('textbox', { name: 'Fim', exact: true }).fill('08:00');
    await screenshot(gestor, 'agenda-periodo-presencial');
    await dialog.getByRole('button', { name: 'Incluir' }).click();
    await expectNotice(gestor, 'Período incluído na agenda.');
    await dialog.waitFor({ state: 'detached' });
    const linha = semanais.getByRole('row').filter({ hasText: 'Presencial em Serra' });
    await expect(linha.innerText()).resolves.toMatch(/Domingo\s+07:00–08:00/);
  });

  it("shows a nurse her own agenda, read-only, and opens a booked evaluation's proposal", async () => {
    const enfermeiro = await signInAt(browser, journey.base, 'enfermeiroexterno');
    await enfermeiro.waitForURL('**/enfermeiro-avaliador/**');
    await menu(enfermeiro, 'Minha agenda', 'Enfermeiro');
    await enfermeiro.waitForURL('**/enfermeiro-avaliador/minha-agenda');
    await enfermeiro.getByRole('heading', { level: 1, name: 'Minha agenda' }).waitFor();
    const proximas = enfermeiro.getByRole('table', { name: 'Próximas avaliações' });
    const primeira = proximas.getByRole('link').first();
    await primeira.waitFor();
    await expect(
      enfermeiro.getByRole('table', { name: 'Horários semanais' }).innerText(),
    ).resolves.toContain('Segunda-feira');
    expect(await enfermeiro.getByRole('button', { name: /Incluir|Remover/ }).count()).toBe(0);
    await screenshot(enfermeiro, 'minha-agenda');

    const contrato = await primeira.innerText();
    await primeira.click();
    await enfermeiro.waitForURL('**/enfermeiro-avaliador/proposta/*/avaliacao-saude');
    await enfermeiro.getByText(contrato).first().waitFor();
    await enfermeiro.close();
  });
});
