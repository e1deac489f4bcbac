import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { documentoTamanhoExcedido, PDF_ENVIADO, PDF_OBRIGATORIO } from '../../../src/domain';
import { EnvelopeOf, ok } from '../../http/envelope';
import { contentDisposition, lerArquivoEnviado, MB } from '../../http/arquivos';
import { requirePermission, requireUser } from '../auth/current-user';
import { readParametro } from '../parametros/service';
import { ErrorResponses, Id } from '../../http/schemas';
import { enviarPdf, lerPdf, type RecursoPdf } from './service';

const Params = Type.Object({ id: Id });
const Enviado = Type.Object({
  id: Type.Integer(),
  versao: Type.Integer(),
  arquivoNome: Type.String(),
  arquivoTamanho: Type.Integer(),
});

/** The PDF routes of each registry: its API path, permission key and the file's name. */
const ROTAS: readonly { recurso: RecursoPdf; path: string; permission: string; tag: string }[] = [
  {
    recurso: 'planos-saude',
    path: '/api/planos-saude/:id/contrato',
    permission: 'plano-saude',
    tag: 'Planos de saúde',
  },
  {
    recurso: 'aditivos-contrato',
    path: '/api/aditivos-contrato/:id/pdf',
    permission: 'aditivo-contrato',
    tag: 'Aditivos de contrato',
  },
  {
    recurso: 'tabelas-venda',
    path: '/api/tabelas-venda/:id/pdf',
    permission: 'pdf-tabela-venda',
    tag: 'Tabelas de venda',
  },
];

/** Upload (or replace) and download of the registries' PDFs, beside their generic CRUD. */
const arquivosPdfRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, { limits: { files: 1, fields: 2, fileSize: 100 * MB } });

  for (const rota of ROTAS) {
    app.post(
      rota.path,
      {
        preHandler: requirePermission(rota.permission, 'edit'),
        schema: {
          tags: [rota.tag],
          summary: 'Envia ou substitui o PDF (multipart, campo arquivo)',
          consumes: ['multipart/form-data'],
          params: Params,
          response: { 200: EnvelopeOf(Enviado), ...ErrorResponses },
        },
      },
      async (request) => {
        const user = requireUser(request);
        // The same ceiling as a proposal's documents: one parameter the operator controls.
        const maxMb = await readParametro(app.db, 'documento.tamanhoMaximoMb');
        const arquivo = await lerArquivoEnviado(request, {
          maxMb,
          vazio: PDF_OBRIGATORIO,
          grande: documentoTamanhoExcedido(maxMb),
        });
        const enviado = await enviarPdf(
          app.db,
          user,
          rota.recurso,
          request.params.id,
          arquivo,
          maxMb,
        );
        return ok(enviado, [PDF_ENVIADO]);
      },
    );

    app.get(
      rota.path,
      {
        preHandler: requirePermission(rota.permission, 'show'),
        schema: { tags: [rota.tag], summary: 'Baixa o PDF', params: Params },
      },
      async (request, reply) => {
        const { nome, conteudo } = await lerPdf(app.db, rota.recurso, request.params.id);
        return reply
          .type('application/pdf')
          .header('content-disposition', contentDisposition('attachment', nome))
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(conteudo);
      },
    );
  }
};

export default arquivosPdfRoutes;
