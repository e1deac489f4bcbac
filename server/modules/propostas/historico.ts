import { asc, eq } from 'drizzle-orm';
import type { LifecycleAction } from '../../../src/domain';
import type { Executor } from '../../db/client';
import { historicoPropostasAdesao } from '../../db/schema';

/**
 * What the timeline says after each action, in the past tense. Typed by the lifecycle's action
 * names, so a new row in the table does not compile until it has its sentence here.
 */
export const HISTORICO_DESCRICAO: Record<LifecycleAction, string> = {
  submeter: 'Proposta submetida; termo de intenção de compra enviado ao proponente',
  'confirmar-intencao-compra': 'Intenção de compra confirmada pelo proponente',
  'registrar-declaracao-saude': 'Declaração de saúde registrada',
  'aprovar-avaliacao-saude': 'Avaliação de saúde aprovada',
  'concluir-avaliacao-saude': 'Avaliação de saúde concluída',
  'registrar-pendencia-enfermagem': 'Pendência registrada pela enfermagem',
  'registrar-pendencia': 'Pendência registrada para o corretor',
  'resolver-pendencia': 'Pendência resolvida',
  'confirmar-envio-documentacao': 'Envio da documentação confirmado',
  'aprovar-documentacao': 'Documentação aprovada',
  'revogar-aprovacao': 'Aprovação da documentação revogada',
  'enviar-para-assinatura': 'Contrato enviado para assinatura',
  'verificar-assinaturas': 'Todas as assinaturas foram coletadas',
  'solicitar-integracao': 'Integração com o ERP solicitada',
  'registrar-integracao': 'Proposta integrada ao ERP',
  'registrar-integracao-com-pendencias': 'Proposta integrada ao ERP com pendências',
  'resolver-pendencias-erp': 'Pendências do ERP resolvidas',
  cancelar: 'Proposta cancelada',
  'reverter-cancelamento': 'Cancelamento revertido',
  bloquear: 'Proposta bloqueada',
  desbloquear: 'Proposta desbloqueada',
  inativar: 'Proposta inativada',
};

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
  return reason ? `${texto}. Motivo: ${reason}` : texto;
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
