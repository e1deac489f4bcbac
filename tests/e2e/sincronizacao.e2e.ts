import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { maskCnpj, maskCpf } from '../../src/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { expectNotice, url } from './propostas-helpers';
import { signIn } from './session';

/** The administrator imports brokers and dealerships from a CSV: a bad line blocks the import. */
describe('synchronization from a CSV file', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('reports the bad line, then imports the corrected file', async () => {
    // Fresh documents: no other suite's records, and the file can be run again.
    const cnpj = maskCnpj(generateCnpj());
    const cpf = maskCpf(generateCpf());
    const header = 'tipo;nome;documento;email;telefone;unidade;cnpj_concessionaria;ativo';
    const conc = `concessionaria;Concessionária Sincronizada;${cnpj};contato@sinc.com.br;(27) 3222-1000;1;;S`;
    const good = `corretor;Lívia Sincronizada;${cpf};livia@sinc.com.br;(27) 99876-5432;;${cnpj};S`;
    const bad = `corretor;Rui Errado;123.456.789-00;sem-arroba;;;${cnpj};S`;
    const file = (lines: string[]) => ({
      name: 'sincronizacao.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\n')),
    });

    const page = await signIn(browser, 'admin');
    await page.waitForURL('**/administrador/**');
    await page.goto(url('/administrador/sincronizacao'));
    const input = page.locator('input[type="file"]');
    await input.setInputFiles(file([header, conc, good, bad]));
    await page.getByText('2 a cadastrar, 0 a atualizar, 1 com erro.').waitFor();
    const row = page.getByTestId('linha-4');
    await row.getByText('CPF: CPF Inválido').waitFor();
    await row.getByText('E-mail: E-mail inválido').waitFor();
    expect(await page.getByRole('button', { name: 'Importar' }).isDisabled()).toBe(true);
    await screenshot(page, 'sincronizacao-erro');

    await input.setInputFiles(file([header, conc, good]));
    await page.getByText('2 a cadastrar, 0 a atualizar, 0 com erro.').waitFor();
    await screenshot(page, 'sincronizacao-previa');
    await page.getByRole('button', { name: 'Importar' }).click();
    await expectNotice(page, 'Importação concluída: 2 cadastrado(s), 0 atualizado(s).');

    // The same file again changes nothing.
    await input.setInputFiles(file([header, conc, good]));
    await page.getByText('0 a cadastrar, 0 a atualizar, 0 com erro.').waitFor();
    expect(await page.getByText('Sem alteração').count()).toBe(2);
  });
});
