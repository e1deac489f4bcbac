import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { ACOES_SINCRONIZACAO } from '../../../src/domain';
import { EnvelopeOf, ok } from '../../http/envelope';
import { requirePermission, requireUser } from '../auth/current-user';
import { ErrorResponses } from '../../http/schemas';
import { analisar, importar, ImportacaoRecusada, MAX_BYTES, resumo } from './service';

const TAGS = ['Sincronização'];

const Linha = Type.Object({
  linha: Type.Integer(),
  tipo: Type.Union([Type.String(), Type.Null()]),
  nome: Type.Union([Type.String(), Type.Null()]),
  documento: Type.Union([Type.String(), Type.Null()]),
  // A code, not a text: the screen shows the catalogue's label for it (record 0182); null when
  // the line has errors.
  acao: Type.Union([Type.String({ enum: [...ACOES_SINCRONIZACAO] }), Type.Null()]),
  erros: Type.Array(Type.String()),
});
const Resumo = Type.Object({
  linhas: Type.Array(Linha),
  erros: Type.Integer(),
  criar: Type.Integer(),
  atualizar: Type.Integer(),
});
// The file's text: the screen reads the chosen file and sends it; 2 MB of CSV is ~10,000 lines.
const Body = Type.Object({ conteudo: Type.String({ maxLength: MAX_BYTES }) });

/** sincronizacao (spec 2.7): brokers and dealerships from a CSV file, Admin only. */
const sincronizacaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/sincronizacao/previa',
    {
      preHandler: requirePermission('sincronizacao', 'executar'),
      bodyLimit: MAX_BYTES * 2,
      schema: {
        tags: TAGS,
        summary: 'Pré-visualiza o arquivo: ação ou erros de cada linha; nada é gravado',
        body: Body,
        response: { 200: EnvelopeOf(Resumo), ...ErrorResponses },
      },
    },
    async (request) => {
      const { linhas } = await analisar(app.db, request.body.conteudo);
      return ok(resumo(linhas));
    },
  );

  app.post(
    '/api/sincronizacao/importar',
    {
      preHandler: requirePermission('sincronizacao', 'executar'),
      bodyLimit: MAX_BYTES * 2,
      schema: {
        tags: TAGS,
        summary:
          'Importa o arquivo inteiro, ou nada se alguma linha tiver erro (422 com o relatório)',
        body: Body,
        response: { 200: EnvelopeOf(Resumo), 422: EnvelopeOf(Resumo), ...ErrorResponses },
      },
    },
    async (request, reply) => {
      try {
        const sumario = await importar(app.db, requireUser(request), request.body.conteudo);
        return ok(sumario, [
          format(servidor.sincronizacao.importado, {
            criados: sumario.criar,
            atualizados: sumario.atualizar,
          }),
        ]);
      } catch (error) {
        if (!(error instanceof ImportacaoRecusada)) throw error;
        return reply.code(422).send({
          success: false,
          data: error.sumario,
          messages: [error.message],
        });
      }
    },
  );
};

export default sincronizacaoRoutes;
