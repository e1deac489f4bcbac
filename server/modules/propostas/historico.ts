import { asc, eq } from 'drizzle-orm';
import type { LifecycleAction } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { historicoPropostasAdesao } from '../../db/schema';
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';

/**
 * What the timeline says after each action, in the past tense (catalogue
 * 'servidor.propostas.historico'). Typed by the lifecycle's action names, so a new row in the
 * table does not compile until it has its sentence in the catalogue. The pt-BR text is what is
 * stored with the event: the timeline is a record, read as it was written.
 */
export const HISTORICO_DESCRICAO: Record<LifecycleAction, string> =
  servidor.propostas.historico.transicoes;

/** Keys of timeline entries that are not lifecycle transitions. */
export const CHAVE_ALTERAR_VENCIMENTO = 'alterar-vencimento';
export const CHAVE_LIBERAR_IDADE = 'liberar-idade';
export const CHAVE_RECUSAR_LIBERACAO_IDADE = 'recusar-liberacao-idade';
export const CHAVE_DESCARTAR_RASCUNHO = 'descartar-rascunho';
export const CHAVE_ADICIONAR_CONTATO = 'adicionar-contato';
export const CHAVE_COPIAR_LINK = 'copiar-link';
export const CHAVE_CRIACAO = 'criar';
/** The nurse's video room: opened for the assessment, and the call ended (who and when). */
export const CHAVE_ABRIR_SALA_VIDEO = 'abrir-sala-video';
export const CHAVE_ENCERRAR_SALA_VIDEO = 'encerrar-sala-video';

export function descricaoComMotivo(texto: string, motivo?: string | null): string {
  const reason = motivo?.trim();
  return reason
    ? format(servidor.propostas.historico.comMotivo, { descricao: texto, motivo: reason })
    : texto;
}

export interface NovoHistorico {
  propostaAdesaoId: number;
  chave: string;
  descricao: string;
  descricaoPendencia?: string | null;
  situacaoAnteriorId?: number | null;
  situacaoNovaId?: number | null;
  autorId?: number | null;
  autor: string;
  dataTransicao?: Date;
}

/** Writes one timeline entry; call it with the transaction of the change it records. */
export async function registrarHistorico(tx: Executor, entry: NovoHistorico): Promise<number> {
  const [created] = await tx
    .insert(historicoPropostasAdesao)
    .values(entry)
    .returning({ id: historicoPropostasAdesao.id });
  return created.id;
}

/** The timeline of a proposal, oldest first, as the side panel shows it. */
export async function listarHistorico(db: Executor, propostaAdesaoId: number) {
  return db
    .select({
      id: historicoPropostasAdesao.id,
      chave: historicoPropostasAdesao.chave,
      descricao: historicoPropostasAdesao.descricao,
      descricaoPendencia: historicoPropostasAdesao.descricaoPendencia,
      situacaoAnteriorId: historicoPropostasAdesao.situacaoAnteriorId,
      situacaoNovaId: historicoPropostasAdesao.situacaoNovaId,
      autor: historicoPropostasAdesao.autor,
      dataTransicao: historicoPropostasAdesao.dataTransicao,
    })
    .from(historicoPropostasAdesao)
    .where(eq(historicoPropostasAdesao.propostaAdesaoId, propostaAdesaoId))
    .orderBy(asc(historicoPropostasAdesao.id));
}
