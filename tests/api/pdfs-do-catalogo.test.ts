import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { format } from '../../i18n/catalog';
import ptBR from '../../i18n/pt-BR';
import { apiClient, buildProposta } from '../fixtures/propostas';
import { loginAs } from '../helpers/auth';
import { pdfText } from '../helpers/pdf-text';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The generated documents write their lines with the pt-BR catalogue's texts (issue 42): the
 * dossier's in servidor.documentos.dossie, the PME contract's in servidor.pme.contratoPdf (and
 * servidor.comum.contratoPdf, the lines both contracts say), filled with format().
 */
const DOSSIE = ptBR.servidor.documentos.dossie;
const PME = ptBR.servidor.pme.contratoPdf;
const COMUM = ptBR.servidor.comum.contratoPdf;

describe('the PDFs are written with the catalogue texts', () => {
  let t: TestApp;
  let as: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    as = apiClient(t);
  });
  afterAll(() => t.close());

  it('writes the dossier’s title, sections and lines from servidor.documentos.dossie', async () => {
    const proposta = await buildProposta(t.db, { nome: 'Dossiê Catálogo', diaVencimento: 20 });
    const res = await as('gestorcomercial').get(`/api/documento/gerarPdf/${proposta.id}`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    const numero = proposta.numeroContrato ?? proposta.id;
    for (const line of [
      format(DOSSIE.titulo, { numero }),
      ...Object.values(DOSSIE.secoes),
      format(DOSSIE.nome, { nome: 'Dossiê Catálogo' }),
      format(DOSSIE.numeroContrato, { numero }),
      format(DOSSIE.diaVencimento, { dia: 20 }),
      format(DOSSIE.advindoOutraOperadora, { resposta: ptBR.servidor.comum.nao }),
      format(DOSSIE.operadoraOrigem, { operadora: '-' }),
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(new RegExp(format(DOSSIE.geradoEm, { data: '\\d{2}/\\d{2}/\\d{4}' })));
  });

  it('writes the PME contract’s lines from servidor.pme.contratoPdf and servidor.comum', async () => {
    const headers = await loginAs(t, 'gestorcomercialpme');
    const busca = await t.app.inject({
      method: 'POST',
      url: '/api/propostaPme/buscar',
      headers,
      payload: { pesquisa: 'Padaria' },
    });
    const proposta = busca.json().data.itens[0];
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/propostaPme/${proposta.id}/preVisualizarContrato`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    for (const line of [
      format(PME.cabecalho, { numero: proposta.numeroContrato }),
      PME.contratante,
      PME.representante,
      PME.beneficiarios,
      COMUM.clausulas,
      ...Object.values(PME.clausulas),
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(new RegExp(format(COMUM.vencimento, { dia: '\\d+' }).replace('.', '\\.')));
    expect(text).toMatch(
      new RegExp(format(PME.emitido, { data: '\\d{2}/\\d{2}/\\d{4}' }).replace(/\./g, '\\.')),
    );
  });
});
