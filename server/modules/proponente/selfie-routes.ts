import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import {
  salaAbre,
  SELFIE_ENVIADA,
  SELFIE_FORA_DO_PRAZO,
  SELFIE_TAMANHO_EXCEDIDO,
  SELFIE_TAMANHO_MAXIMO_MB,
  SELFIE_VAZIA,
} from '../../../src/domain';
import { propostasAdesao } from '../../db/schema';
import { EnvelopeOf, ok } from '../../http/envelope';
import { lerArquivoEnviado, MB } from '../../http/arquivos';
import { conflict } from '../../http/errors';
import { guardarSelfie, situacaoSelfie, validarSelfie } from '../documentos/selfie';
import { requireApplicant } from './session';

const Params = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
/** Every link of the journey up to the nurse's call: the term's, the declaration's, the queue's. */
const FINALIDADES = ['termo', 'declaracao', 'fila'] as const;
const SituacaoSelfie = Type.Object({
  enviada: Type.Boolean(),
  dataEnvio: Type.Union([Type.String(), Type.Null()]),
});

/**
 * The applicant's selfie, sent from her own link's verified session (never a proposal id from
 * the request): the nurse compares it with the face in the video call, so it is taken while
 * the proposal waits for the declaration or the nurse (the statuses the room opens in).
 */
const selfieRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 2, fileSize: SELFIE_TAMANHO_MAXIMO_MB * MB },
  });

  app.get(
    '/api/proponenteDmz/:token/selfie',
    {
      config: { public: true, rateLimit: { max: 300, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Proponente'],
        summary: 'Se a selfie do proponente já foi enviada (sem a imagem)',
        security: [],
        params: Params,
        response: { 200: EnvelopeOf(SituacaoSelfie) },
      },
    },
    async (request) => {
      const sessao = await requireApplicant(app.db, request, request.params.token, FINALIDADES);
      return ok(await situacaoSelfie(app.db, sessao.propostaAdesaoId));
    },
  );

  app.post(
    '/api/proponenteDmz/:token/selfie',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Proponente'],
        summary: 'Envia a selfie do proponente (multipart: foto JPEG, PNG ou WebP)',
        security: [],
        consumes: ['multipart/form-data'],
        params: Params,
        response: { 200: EnvelopeOf(SituacaoSelfie) },
      },
    },
    async (request) => {
      const sessao = await requireApplicant(app.db, request, request.params.token, FINALIDADES);
      const [proposta] = await app.db
        .select({ situacao: propostasAdesao.situacaoPropostaAdesaoId })
        .from(propostasAdesao)
        .where(eq(propostasAdesao.id, sessao.propostaAdesaoId));
      if (!salaAbre(proposta?.situacao)) throw conflict(SELFIE_FORA_DO_PRAZO);
      const arquivo = await lerArquivoEnviado(request, {
        maxMb: SELFIE_TAMANHO_MAXIMO_MB,
        vazio: SELFIE_VAZIA,
        grande: SELFIE_TAMANHO_EXCEDIDO,
      });
      const contentType = await validarSelfie(arquivo);
      const criada = await guardarSelfie(
        app.db,
        sessao.propostaAdesaoId,
        contentType,
        arquivo.conteudo,
      );
      return ok({ enviada: true, dataEnvio: criada.dataCriacao.toISOString() }, [SELFIE_ENVIADA]);
    },
  );
};

export default selfieRoutes;
