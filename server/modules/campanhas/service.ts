import { and, desc, eq, isNotNull } from 'drizzle-orm';
import {
  FEEDBACK_ALVO_AVALIACAO_SAUDE,
  FEEDBACK_COMENTARIO_MINIMO,
  SITUACAO,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { campanhas, propostasAdesao, respostasCampanhas, salasVideo } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../http/errors';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { format } from '../../../i18n/catalog';

export const NADA_A_PERGUNTAR = servidor.campanhas.nadaAPerguntar;
export const JA_RESPONDIDA = servidor.campanhas.pesquisaJaRespondida;
export const CAMPANHA_INVALIDA = servidor.campanhas.pesquisaNaoEncontrada;
export const MOTIVO_OBRIGATORIO = format(servidor.campanhas.motivoObrigatorio, {
  minimo: FEEDBACK_COMENTARIO_MINIMO,
});
export const RESPOSTA_REGISTRADA = ptBR.campanhas.obrigado;

/** The applicant's identity in campaign answers: their proposal, never the CPF. */
export const identificadorProponente = (propostaAdesaoId: number) => `proposta-${propostaAdesaoId}`;

async function answered(db: Executor, campanhaId: number, identificadorUsuario: string) {
  const [row] = await db
    .select({ id: respostasCampanhas.id })
    .from(respostasCampanhas)
    .where(
      and(
        eq(respostasCampanhas.campanhaId, campanhaId),
        eq(respostasCampanhas.identificadorUsuario, identificadorUsuario),
      ),
    );
  return !!row;
}

/**
 * Has the applicant had the nurse's assessment the health-assessment survey asks about? The
 * nurse ended a video call with her (a closed room), or the proposal went on to the nurse's
 * approval. Before that the question would come before the experience (issue 39, item 7).
 */
export async function avaliacaoRealizada(db: Executor, propostaAdesaoId: number) {
  const [sala] = await db
    .select({ id: salasVideo.id })
    .from(salasVideo)
    .where(
      and(
        eq(salasVideo.propostaAdesaoId, propostaAdesaoId),
        isNotNull(salasVideo.dataEncerramento),
      ),
    )
    .limit(1);
  if (sala) return true;
  const [proposta] = await db
    .select({ situacao: propostasAdesao.situacaoPropostaAdesaoId })
    .from(propostasAdesao)
    .where(eq(propostasAdesao.id, propostaAdesaoId));
  return proposta?.situacao === SITUACAO.AguardandoAprovacaoEnfermagem;
}

/**
 * The active campaign of a target and process for this user. 409 (the client stays silent)
 * when there is nothing to ask: no active campaign, or the user already answered it.
 */
export async function campanhaAtiva(
  db: Executor,
  alvoId: string,
  processoId: string,
  identificadorUsuario: string,
  propostaAdesaoId: number,
): Promise<number> {
  if (alvoId === FEEDBACK_ALVO_AVALIACAO_SAUDE && !(await avaliacaoRealizada(db, propostaAdesaoId)))
    throw conflict(NADA_A_PERGUNTAR);
  const [campanha] = await db
    .select({ id: campanhas.id })
    .from(campanhas)
    .where(
      and(
        eq(campanhas.alvoId, alvoId),
        eq(campanhas.processoId, processoId),
        eq(campanhas.ativo, true),
      ),
    )
    .orderBy(desc(campanhas.id))
    .limit(1);
  if (!campanha) throw conflict(NADA_A_PERGUNTAR);
  if (await answered(db, campanha.id, identificadorUsuario)) throw conflict(JA_RESPONDIDA);
  return campanha.id;
}

export interface NovaResposta {
  campanhaId: number;
  processoId: string;
  identificadorUsuario: string;
  valor: string;
  comentario?: string | null;
  alvoId: string;
}

export async function registrarResposta(
  db: Executor,
  resposta: NovaResposta,
  identificadorDaSessao: string,
): Promise<void> {
  if (resposta.identificadorUsuario !== identificadorDaSessao) throw forbidden();
  const comentario = resposta.comentario?.trim() ?? '';
  if (Number(resposta.valor) < 4 && comentario.length < FEEDBACK_COMENTARIO_MINIMO)
    throw badRequest(MOTIVO_OBRIGATORIO);
  const [campanha] = await db
    .select()
    .from(campanhas)
    .where(and(eq(campanhas.id, resposta.campanhaId), eq(campanhas.ativo, true)));
  if (
    !campanha ||
    campanha.alvoId !== resposta.alvoId ||
    campanha.processoId !== resposta.processoId
  )
    throw badRequest(CAMPANHA_INVALIDA);
  const inserted = await db
    .insert(respostasCampanhas)
    .values({ ...resposta, comentario: comentario || null })
    .onConflictDoNothing()
    .returning({ id: respostasCampanhas.id });
  if (inserted.length === 0) throw conflict(JA_RESPONDIDA);
}
