import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { fromRoot } from '../../server/paths';
import { screenshot } from './browser';
import type { Pessoa, Tipo } from './jornada-comum-helpers';
import {
  aguardarNaLista,
  ateNovaEntrada,
  concessionariaEnvia,
  dacEncontraIntegrada,
  daValidacaoAIntegracao,
  type Cenario,
  type Etapa,
} from './jornada-etapas';
import { expectNotice, openListFromMenu, rows, waitForNoticesToClose } from './propostas-helpers';
import { signInAt } from './session';

/**
 * Journeys J3 (retention) and J4 (portability) of issue 39: the dealership creates the proposal
 * from its menu's 'Criar', attaches the documents on the proposal's own view, and the proposal
 * follows the individual lifecycle every kind shares (docs/domain.md#lifecycles: term, declaration,
 * nurse, documentation approval, signature, ERP) to 'Integradas', where the DAC and the
 * dealership's group find it. The dealership follows it through its group's lists on the way.
 */

export interface Documento {
  tipo: string;
  arquivo: { name: string; mimeType: string; buffer: Buffer };
}

/**
 * A list of the group: its route under the group's prefix, its menu label and, where the label
 * is the group's alone ('Validação Concluída'), the page title (else 'Grupo: label').
 */
type Lista = readonly [rota: string, label: string, titulo?: string];

export interface Roteiro {
  tipo: Exclude<Tipo, { tipo: 'comum' }>;
  /** The menu group: 'Retenção' or 'Portabilidade'. */
  grupo: string;
  /** The group's lists, under /concessionaria. */
  prefixo: string;
  /** The proposal's view of its kind and its attach screen (spec 2.3). */
  vista: RegExp;
  anexar: RegExp;
  documentos: readonly Documento[];
  /** Where the dealership finds the proposal after the nurse and after each manager's step. */
  listas: { novaEntrada: Lista; integradas: Lista } & Partial<Record<Etapa, Lista>>;
}

const AREA = 'concessionaria';

/** A photo of the holder's identity card. */
export const IDENTIDADE: Documento = {
  tipo: 'Documento de identidade',
  arquivo: {
    name: 'rg-titular.jpg',
    mimeType: 'image/jpeg',
    buffer: readFileSync(fromRoot('server/db/seed/assets/selfie-demonstracao.jpg')),
  },
};

export async function pdfDeUmaPagina(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  return Buffer.from(await pdf.save());
}

/** Opens one of the group's lists from the sidebar ('Retenção: Todas' is its title). */
function abrirListaDoGrupo(page: Page, r: Roteiro, [rota, label, titulo]: Lista) {
  const title = titulo ?? `${r.grupo}: ${label}`;
  return openListFromMenu(page, AREA, `${r.prefixo}/${rota}`, label, title, r.grupo);
}

/** The dealership finds the proposal in one of its group's lists (the ERP answers a moment later). */
async function concessionariaEncontra(page: Page, r: Roteiro, lista: Lista, nome: string) {
  await aguardarNaLista(page, nome, () => abrirListaDoGrupo(page, r, lista));
}

/**
 * From the group's 'Todas', the dealership opens the proposal it created, at the view of its kind,
 * and attaches each document on the attach screen the view offers.
 */
async function concessionariaAnexa(page: Page, r: Roteiro, titular: Pessoa, shot: string) {
  await abrirListaDoGrupo(page, r, ['todas', 'Todas']);
  const linha = rows(page).filter({ hasText: titular.nome }).first();
  await expect(linha.innerText()).resolves.toContain('Aguardando aprovação do termo');
  await screenshot(page, `${shot}-todas`);
  await linha.click();
  await page.waitForURL(r.vista);
  await page.getByRole('heading', { level: 1, name: /^Proposta \d+$/ }).waitFor();
  await screenshot(page, `${shot}-proposta`);

  await page.getByRole('link', { name: 'Anexar documentação' }).click();
  await page.waitForURL(r.anexar);
  await page.getByRole('heading', { level: 1, name: 'Anexar documentação' }).waitFor();
  const anexados = page.getByRole('list', { name: 'Documentos anexados' });
  for (const documento of r.documentos) {
    await page.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await page.getByRole('option', { name: documento.tipo, exact: true }).click();
    await page
      .getByLabel('Arraste os arquivos para cá ou clique para selecionar')
      .setInputFiles(documento.arquivo);
    await expectNotice(page, 'Documento anexado com sucesso!');
    const item = anexados.getByRole('button', { name: `Visualizar ${documento.arquivo.name}` });
    await expect(item.innerText()).resolves.toContain(documento.tipo);
  }
  await waitForNoticesToClose(page);
  await screenshot(page, `${shot}-documentos`);
  await page.getByRole('link', { name: 'Voltar para a proposta' }).click();
  await page.waitForURL(r.vista);
  await documentosNaProposta(page, r);
}

/** The proposal view's 'Documentos' card lists every document attached. */
async function documentosNaProposta(page: Page, r: Roteiro) {
  const card = page.getByRole('region', { name: 'Documentos' });
  for (const documento of r.documentos) {
    await card.getByRole('button', { name: `Visualizar ${documento.arquivo.name}` }).waitFor();
  }
}

/** The whole journey of a retention or portability proposal, from 'Criar' to 'Integradas'. */
export async function percorrer(c: Cenario, r: Roteiro, titular: Pessoa, shot: string) {
  const concessionaria = await signInAt(c.browser, c.base, 'concessionaria');
  await concessionaria.waitForURL(`**/${AREA}/**`);
  await concessionariaEnvia(concessionaria, titular, null, shot, r.tipo);
  await concessionariaAnexa(concessionaria, r, titular, shot);

  await ateNovaEntrada(c, titular, shot);
  await concessionariaEncontra(concessionaria, r, r.listas.novaEntrada, titular.nome);
  await screenshot(concessionaria, `${shot}-nova-entrada`);

  await daValidacaoAIntegracao(c, titular, shot, {
    // The manager sees what the dealership attached before approving the documentation.
    antesDeAprovar: async (gestor) => {
      await documentosNaProposta(gestor, r);
      await screenshot(gestor, `${shot}-gestor-documentos`);
    },
    depoisDe: async (etapa) => {
      const lista = r.listas[etapa];
      if (!lista) return;
      await concessionariaEncontra(concessionaria, r, lista, titular.nome);
      await screenshot(concessionaria, `${shot}-${etapa}`);
    },
  });

  await dacEncontraIntegrada(c, titular, shot);
  await concessionariaEncontra(concessionaria, r, r.listas.integradas, titular.nome);
  await screenshot(concessionaria, `${shot}-concessionaria-integradas`);
  await concessionaria.context().close();
}
