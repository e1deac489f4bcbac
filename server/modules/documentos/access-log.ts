import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { acessosDadosSensiveis } from '../../db/schema';
import type { CurrentUser } from '../auth/current-user';

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

/** Appends one line to the sensitive-data access log (who, which proposal, what, from where). */
export async function registrarAcesso(
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
