import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EnvelopeOf, ok } from '../../http/envelope';
import { badRequest, HttpError } from '../../http/errors';
import { requirePermission, requireUser } from '../auth/current-user';
import { registrarAcesso } from '../documentos/access-log';
import { ErrorResponses, Id } from '../propostas/schemas';
import {
  GRAVACAO_MAX_MB,
  GRAVACAO_VAZIA,
  gravacaoGrande,
  lerVideo,
  salvarGravacao,
} from './gravacoes';

const TAGS = ['Avaliação de saúde'];
const MB = 1024 * 1024;
const IdParams = Type.Object({ id: Id });

/** The room's recording: the nurse's upload at the end of the call, the auditor's playback. */
const gravacoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 2, fileSize: GRAVACAO_MAX_MB * MB },
  });

  app.post(
    '/api/enfermeiro/sala-video/:id/gravacao',
    {
      preHandler: requirePermission('avaliacao-saude', 'abrir-sala'),
      schema: {
        tags: TAGS,
        summary: 'Envia a gravação do atendimento (multipart, campo arquivo, vídeo WebM)',
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: {
          200: EnvelopeOf(
            Type.Object({ id: Type.String(), status: Type.String(), url: Type.String() }),
          ),
          ...ErrorResponses,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw badRequest(GRAVACAO_VAZIA);
      const part = await request.file();
      if (!part) throw badRequest(GRAVACAO_VAZIA);
      let conteudo: Buffer;
      try {
        conteudo = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, [gravacaoGrande(GRAVACAO_MAX_MB)]);
        }
        throw error;
      }
      const video = await salvarGravacao(app.db, user, request.params.id, {
        conteudo,
        truncado: part.file.truncated,
      });
      return ok(video, ['Gravação enviada']);
    },
  );

  app.get(
    '/api/AvaliacaoSaude/videos/:id',
    {
      preHandler: requirePermission('avaliacao-saude', 'auditar-videos'),
      schema: {
        tags: TAGS,
        summary: 'O vídeo gravado de um atendimento, para auditoria (gestor de saúde)',
        params: IdParams,
        produces: ['video/webm'],
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { video, conteudo } = await lerVideo(app.db, user, request.params.id);
      await registrarAcesso(app.db, request, user, {
        propostaAdesaoId: video.propostaAdesaoId,
        acao: 'video.leitura',
        recursoId: video.id,
      });
      return reply
        .type(video.tipoConteudo ?? 'video/webm')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(conteudo);
    },
  );
};

export default gravacoesRoutes;
