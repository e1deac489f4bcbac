import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Every JSON answer declares its schema: Fastify then serialises with its compiled stringifier
 * (the 'Speed' issue) and sends only the declared fields. The operations below answer files,
 * redirects or an empty body, which have no JSON schema to declare.
 */
const SEM_JSON = new Set([
  'POST /connect/revocation', // RFC 7009: an empty 200
  'GET /api/propostas/eventos', // text/event-stream
  'GET /api/integracoes/eventos', // text/event-stream
  'GET /l/{codigo}', // the short link: a redirect
  'GET /api/documento/propostaAdesao/{id}/documentoAnexo/{docId}',
  'GET /api/documento/propostaAdesao/{id}/selfieBeneficiario',
  'POST /api/documento/baixarArquivos/{id}',
  'GET /api/documento/gerarPdf/{id}',
  'GET /api/planos-saude/{id}/contrato',
  'GET /api/aditivos-contrato/{id}/pdf',
  'GET /api/tabelas-venda/{id}/pdf',
  'POST /api/relatorio/geral',
  'POST /api/relatorio/avaliacoes-saude',
  'POST /api/relatorio/assinadas',
  'POST /api/relatorio/aprovadoresDocumentacao',
  'POST /api/relatorio/corretores',
  'GET /api/propostaPme/{id}/preVisualizarContrato',
  'POST /api/titular/exportar',
  'GET /api/AvaliacaoSaude/videos/{id}', // the recording: video/webm
]);

interface Operation {
  responses?: Record<string, { content?: unknown }>;
}

describe('esquemas de resposta', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('toda operação JSON declara o esquema da resposta de sucesso', async () => {
    const document = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const semEsquema: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const name = `${method.toUpperCase()} ${path}`;
        const declared = Object.entries(operation.responses ?? {}).some(
          ([status, response]) => status.startsWith('2') && response.content !== undefined,
        );
        if (!declared && !SEM_JSON.has(name)) semEsquema.push(name);
      }
    }
    expect(semEsquema).toEqual([]);
    expect(Object.keys(document.paths).length).toBeGreaterThan(100);
  });
});
