import { format } from 'date-fns';
import { diaSemFeriado } from '../helpers/dia-sem-feriado';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { expectNotice, openListFromMenu, openRow, url } from './propostas-helpers';
import { signIn } from './session';

const AREA = 'operador-callcenter';

/**
 * The call-centre operator books an online nursing evaluation for a proposal that awaits one;
 * the nurse then sees the appointment on her own area, and the proposal's card shows it.
 */
describe('appointments of the nursing evaluation', () => {
  let browser: Browser;
  let operador: Page;
  let propostaId = '';
  let quando = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    operador = await signIn(browser, 'operadorcallcenter');
    await operador.waitForURL(`**/${AREA}/todas-propostas`);
  });
  afterAll(() => browser.close());

  it('operadorcallcenter books an online evaluation on a free slot', async () => {
    await openListFromMenu(
      operador,
      AREA,
      'propostas-aguardando-avaliacao-enfermagem',
      'Avaliação enfermagem',
      'Avaliação enfermagem',
    );
    await openRow(operador, 'Não agendada');
    propostaId = operador.url().match(/\/proposta\/(\d+)$/)![1];
    await operador.getByRole('link', { name: 'Agendar avaliação' }).click();
    await operador.waitForURL(`**/${AREA}/avaliacao-saude/agendamento/${propostaId}`);
    await operador.getByRole('region', { name: 'Novo agendamento' }).waitFor();
    await expect(operador.getByRole('radio', { name: 'Online' }).isChecked()).resolves.toBe(true);

    // A week ahead: the demo's external nurse works online every day.
    const dia = format(diaSemFeriado(7), 'dd/MM/yyyy');
    await operador.getByRole('group', { name: 'Data' }).getByRole('spinbutton').first().click();
    await operador.keyboard.type(dia.replace(/\D/g, ''));
    const slots = operador.getByRole('group', { name: 'Horários livres' });
    const first = slots.getByRole('button').first();
    await first.waitFor();
    const horario = (await first.innerText()).trim();
    await first.click();
    await operador.getByRole('button', { name: 'Agendar', exact: true }).click();
    const dialog = operador.getByRole('dialog', { name: 'Confirmar agendamento' });
    await expect(dialog.innerText()).resolves.toContain(`para ${dia} às ${horario}`);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expectNotice(operador, 'Avaliação de saúde agendada com sucesso!');

    quando = `${dia} ${horario}`;
    const atual = operador.getByRole('region', { name: 'Agendamento atual' });
    await atual.getByText(quando).waitFor();
    await expect(atual.innerText()).resolves.toContain('Otávio Operador');
    await screenshot(operador, 'agendamento-operador');
  });

  it('the proposal card shows the booking', async () => {
    await operador.goto(url(`/${AREA}/proposta/${propostaId}`));
    const card = operador.getByRole('region', { name: 'Avaliação de enfermagem' });
    await card.getByText(quando).waitFor();
    await expect(card.innerText()).resolves.toContain('Agendada');
  });

  it('enfermeiro sees the appointment on the nurse area', async () => {
    const enfermeiro = await signIn(browser, 'enfermeiro');
    await enfermeiro.waitForURL('**/enfermeiro-avaliador/**');
    await enfermeiro.goto(url(`/enfermeiro-avaliador/avaliacao-saude/agendamento/${propostaId}`));
    const atual = enfermeiro.getByRole('region', { name: 'Agendamento atual' });
    await atual.getByText(quando).waitFor();
    await expect(atual.innerText()).resolves.toMatch(/Enfermeir/);
    await expect(atual.getByRole('button', { name: 'Reagendar' }).isVisible()).resolves.toBe(true);
    await screenshot(enfermeiro, 'agendamento-enfermeiro');
  });
});
