import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from 'typebox';
import {
  DOCUMENTO_VAZIO,
  documentoTamanhoExcedido,
  nomeArquivoSelfie,
  TIPO_DOCUMENTO_INVALIDO,
  tipoDocumento,
} from '../../../src/domain';
import { EnvelopeOf, ok } from '../../http/envelope';
import { contentDisposition, lerArquivoEnviado, MB } from '../../http/arquivos';
import { badRequest } from '../../http/errors';
import { requirePermission, requireUser } from '../auth/current-user';
import { readParametro } from '../parametros/service';
import { ErrorResponses, Id } from '../../http/schemas';
import {
  marcarRecursoSensivel,
  registrarAcessoDaRota,
  type AcaoSensivel,
} from '../acessos-sensiveis/access-log';
import { montarDossie } from './dossie';
import { gerarDossiePdf } from './dossie-pdf';
import {
  anexarDocumento,
  excluirDocumento,
  lerDocumento,
  lerTodosDocumentos,
  listarDocumentos,
} from './service';
import { excluirSelfie, lerSelfie } from './selfie';
import { zipStream } from './zip';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

const TAGS = ['Documentos'];

const Documento = Type.Object({
  id: Type.Integer(),
  propostaAdesaoId: Type.Integer(),
  nomeArquivo: Type.String(),
  tipoDocumentoId: Type.Integer(),
  tipoNome: Type.String(),
  contentType: Type.String(),
  tamanho: Type.Integer(),
  usuario: Type.String(),
  dataCriacao: Type.String(),
});

const Params = Type.Object({ id: Id });
const DocParams = Type.Object({ id: Id, docId: Id });

/**
 * The options of a route that reads or removes a proposal's files (documents, the selfie, the ZIP,
 * the dossier): the proposal permission it needs, the access-log line it writes and its OpenAPI
 * entry. Six routes share this shape; a binary answer declares no response schema.
 */
function rotaSensivel<P extends TSchema>(rota: {
  permissao: string;
  acesso: AcaoSensivel;
  summary: string;
  params: P;
  response?: TSchema;
}) {
  return {
    preHandler: requirePermission('proposta', rota.permissao),
    config: { acessoSensivel: rota.acesso },
    schema: {
      tags: TAGS,
      summary: rota.summary,
      params: rota.params,
      ...(rota.response && { response: { 200: rota.response, ...ErrorResponses } }),
    },
  };
}

function sendBinary(reply: FastifyReply, contentType: string, nome: string, body: Buffer) {
  return reply
    .type(contentType)
    .header('content-disposition', contentDisposition('inline', nome, 'documento'))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

const documentosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart only in this scope; the per-request limit comes from the parameters table.
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: 100 * MB } });
  // Each read or removal of a document, the selfie, the ZIP or the dossier is logged by its
  // route's config.acessoSensivel (access-log.ts).
  registrarAcessoDaRota(app);

  app.post(
    '/api/adesao/:id/documento/:tipo/anexar',
    {
      preHandler: requirePermission('proposta', 'anexar-documento'),
      schema: {
        tags: TAGS,
        summary: 'Anexa um documento (multipart: arquivo PDF, JPEG ou PNG)',
        consumes: ['multipart/form-data'],
        params: Type.Object({ id: Id, tipo: Type.String({ maxLength: 40 }) }),
        response: { 200: EnvelopeOf(Documento), ...ErrorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const tipo = tipoDocumento(request.params.tipo);
      if (!tipo) throw badRequest(TIPO_DOCUMENTO_INVALIDO);
      const maxMb = await readParametro(app.db, 'documento.tamanhoMaximoMb');
      const arquivo = await lerArquivoEnviado(request, {
        maxMb,
        vazio: DOCUMENTO_VAZIO,
        grande: documentoTamanhoExcedido(maxMb),
      });
      const documento = await anexarDocumento(
        app.db,
        user,
        request.params.id,
        tipo,
        arquivo,
        maxMb,
      );
      return ok(documento, [servidor.documentos.documentoAnexadoSucesso]);
    },
  );

  app.get(
    '/api/documento/propostaAdesao/:id/listarDocumentosAnexosSemArquivo',
    {
      preHandler: requirePermission('proposta', 'show'),
      schema: {
        tags: TAGS,
        summary: 'Documentos anexados à proposta, sem os arquivos',
        params: Params,
        response: { 200: EnvelopeOf(Type.Array(Documento)), ...ErrorResponses },
      },
    },
    async (request) => ok(await listarDocumentos(app.db, requireUser(request), request.params.id)),
  );

  // {a} is the document kind (slug or id), {b} the proposal: the documents of one kind.
  app.get(
    '/api/documento/lista/:a/propostaAdesao/:b',
    {
      preHandler: requirePermission('proposta', 'show'),
      schema: {
        tags: TAGS,
        summary: 'Documentos de um tipo anexados à proposta, sem os arquivos',
        params: Type.Object({ a: Type.String({ maxLength: 40 }), b: Id }),
        response: { 200: EnvelopeOf(Type.Array(Documento)), ...ErrorResponses },
      },
    },
    async (request) => {
      const tipo = tipoDocumento(request.params.a);
      if (!tipo) throw badRequest(TIPO_DOCUMENTO_INVALIDO);
      return ok(await listarDocumentos(app.db, requireUser(request), request.params.b, tipo.id));
    },
  );

  app.get(
    '/api/documento/propostaAdesao/:id/documentoAnexo/:docId',
    rotaSensivel({
      permissao: 'baixar-documentos',
      acesso: 'documento.leitura',
      summary: 'Arquivo do documento (binário)',
      params: DocParams,
    }),
    async (request, reply) => {
      const { id, docId } = request.params;
      const documento = await lerDocumento(app.db, requireUser(request), id, docId);
      return sendBinary(reply, documento.contentType, documento.nomeArquivo, documento.conteudo);
    },
  );

  app.delete(
    '/api/documento/propostaAdesao/:id/documentoAnexo/:docId',
    rotaSensivel({
      permissao: 'excluir-documento',
      acesso: 'documento.exclusao',
      summary: 'Exclui o documento (a exclusão fica registrada)',
      params: DocParams,
      response: EnvelopeOf(Type.Null()),
    }),
    async (request) => {
      const { id, docId } = request.params;
      await excluirDocumento(app.db, requireUser(request), id, docId);
      return ok(null, [ptBR.documentos.excluido]);
    },
  );

  app.get(
    '/api/documento/propostaAdesao/:id/selfieBeneficiario',
    rotaSensivel({
      permissao: 'baixar-documentos',
      acesso: 'selfie.leitura',
      summary: 'Selfie do beneficiário (imagem)',
      params: Params,
    }),
    async (request, reply) => {
      const selfie = await lerSelfie(app.db, requireUser(request), request.params.id);
      marcarRecursoSensivel(request, selfie.id);
      return sendBinary(
        reply,
        selfie.contentType,
        nomeArquivoSelfie(selfie.contentType),
        selfie.conteudo,
      );
    },
  );

  app.delete(
    '/api/documento/propostaAdesao/:id/selfieBeneficiario',
    rotaSensivel({
      permissao: 'excluir-documento',
      acesso: 'selfie.exclusao',
      summary: 'Exclui a selfie do beneficiário (a exclusão fica registrada)',
      params: Params,
      response: EnvelopeOf(Type.Null()),
    }),
    async (request) => {
      const selfieId = await excluirSelfie(app.db, requireUser(request), request.params.id);
      marcarRecursoSensivel(request, selfieId);
      return ok(null, [ptBR.documentos.selfieExcluida]);
    },
  );

  app.post(
    '/api/documento/baixarArquivos/:id',
    rotaSensivel({
      permissao: 'baixar-documentos',
      acesso: 'documentos.zip',
      summary: 'Todos os documentos da proposta em um ZIP',
      params: Params,
    }),
    async (request, reply) => {
      const documentos = await lerTodosDocumentos(app.db, requireUser(request), request.params.id);
      return reply
        .type('application/zip')
        .header(
          'content-disposition',
          contentDisposition('attachment', `documentos-proposta-${request.params.id}.zip`),
        )
        .header('cache-control', 'no-store')
        .send(zipStream(documentos.map((d) => ({ nome: d.nomeArquivo, conteudo: d.conteudo }))));
    },
  );

  app.get(
    '/api/documento/gerarPdf/:id',
    rotaSensivel({
      permissao: 'gerar-dossie',
      acesso: 'dossie.geracao',
      summary: 'Dossiê da proposta em PDF',
      params: Params,
    }),
    async (request, reply) => {
      const user = requireUser(request);
      const dossie = await montarDossie(app.db, user, request.params.id, app.config.publicUrl);
      const pdf = await gerarDossiePdf(dossie);
      return sendBinary(
        reply,
        'application/pdf',
        `dossie-proposta-${request.params.id}.pdf`,
        Buffer.from(pdf),
      );
    },
  );
};

export default documentosRoutes;
