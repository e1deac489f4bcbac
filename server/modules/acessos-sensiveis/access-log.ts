import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { acessosDadosSensiveis } from '../../db/schema';
import { requireUser, type CurrentUser } from '../auth/current-user';

export type AcaoSensivel =
  | 'documento.leitura'
  | 'documento.exclusao'
  | 'documentos.zip'
  | 'selfie.leitura'
  | 'selfie.exclusao'
  | 'dossie.geracao'
  | 'declaracao.leitura'
  | 'pecfast.leitura'
  | 'videos.leitura'
  | 'video.leitura'
  | 'anotacoes.leitura';

/**
 * Appends one line to the sensitive-data access log (who, which proposal, what, from where).
 * Routes do not call it: they name their action in config.acessoSensivel (below).
 */
async function registrarAcesso(
  db: Executor,
  request: FastifyRequest,
  user: CurrentUser,
  entry: { propostaAdesaoId: number; acao: AcaoSensivel; recursoId?: number | null },
) {
  await db.insert(acessosDadosSensiveis).values({
    usuarioId: user.id,
    usuario: user.nome,
    propostaAdesaoId: entry.propostaAdesaoId,
    acao: entry.acao,
    recursoId: entry.recursoId ?? null,
    ip: request.ip?.slice(0, 60) ?? null,
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that reads or removes sensitive data of the proposal `:id` (or of the proposal
     * marcarRecursoSensivel names): its answer is logged (registrarAcessoDaRota) once it is
     * ready and before a byte of it leaves.
     */
    acessoSensivel?: AcaoSensivel;
  }
}

interface RecursoSensivel {
  recursoId: number;
  propostaAdesaoId?: number;
}

/**
 * The record a route touched, when it is not the `:docId` of its path (the selfie's id), and its
 * proposal, when the path's `:id` is not the proposal (a video's id).
 */
const RECURSOS = new WeakMap<FastifyRequest, RecursoSensivel>();

export function marcarRecursoSensivel(
  request: FastifyRequest,
  recursoId: number,
  propostaAdesaoId?: number,
): void {
  RECURSOS.set(request, { recursoId, propostaAdesaoId });
}

/**
 * The access log of every route of this scope with `config.acessoSensivel`, in one place: a
 * successful answer is logged in onSend, before it is sent (a failed log fails the request, so
 * nothing sensitive goes out unlogged); a refused or failed request logs nothing.
 */
export function registrarAcessoDaRota(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const acao = request.routeOptions.config.acessoSensivel;
    if (!acao || reply.statusCode >= 400) return payload;
    const params = request.params as { id: number; docId?: number };
    const marcado = RECURSOS.get(request);
    await registrarAcesso(app.db, request, requireUser(request), {
      propostaAdesaoId: marcado?.propostaAdesaoId ?? params.id,
      acao,
      recursoId: marcado?.recursoId ?? params.docId ?? null,
    });
    return payload;
  });
}
