import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EnvelopeOf, ok } from '../../http/envelope';
import { lerArquivoEnviado, MB } from '../../http/arquivos';
import { requirePermission, requireUser } from '../auth/current-user';
import { marcarRecursoSensivel, registrarAcessoDaRota } from '../acessos-sensiveis/access-log';
import { ErrorResponses, Id } from '../../http/schemas';
import {
  GRAVACAO_MAX_MB,
  GRAVACAO_VAZIA,
  gravacaoGrande,
  lerVideo,
  salvarGravacao,
} from './gravacoes';
import { servidor } from '../../../i18n/pt-BR/servidor';

const TAGS = ['Avaliação de saúde'];
const IdParams = Type.Object({ id: Id });

/** The room's recording: the nurse's upload at the end of the call, the auditor's playback. */
const gravacoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 2, fileSize: GRAVACAO_MAX_MB * MB },
  });
  // Each playback is logged by the route's config.acessoSensivel.
  registrarAcessoDaRota(app);

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
      const arquivo = await lerArquivoEnviado(request, {
        maxMb: GRAVACAO_MAX_MB,
        vazio: GRAVACAO_VAZIA,
        grande: gravacaoGrande(GRAVACAO_MAX_MB),
      });
      const video = await salvarGravacao(app.db, user, request.params.id, arquivo);
      return ok(video, [servidor.avaliacaoSaude.gravacaoEnviada]);
    },
  );

  app.get(
    '/api/AvaliacaoSaude/videos/:id',
    {
      preHandler: requirePermission('avaliacao-saude', 'auditar-videos'),
      config: { acessoSensivel: 'video.leitura' },
      schema: {
        tags: TAGS,
        summary: 'O vídeo gravado de um atendimento, para auditoria (gestor de saúde)',
        params: IdParams,
        produces: ['video/webm'],
      },
    },
    async (request, reply) => {
      const { video, conteudo } = await lerVideo(app.db, requireUser(request), request.params.id);
      // The path's :id is the video's: the log names its proposal and the video.
      marcarRecursoSensivel(request, video.id, video.propostaAdesaoId);
      return reply
        .type(video.tipoConteudo ?? 'video/webm')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(conteudo);
    },
  );
};

export default gravacoesRoutes;
