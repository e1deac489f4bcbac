import { and, eq, or } from 'drizzle-orm';
import { nomeDaSituacao, SITUACAO } from '../../../../src/domain';
import type { Database, Transaction } from '../../../db/client';
import { integracoesErpPropostas, propostasAdesao } from '../../../db/schema';
import type { ErpIntegracao } from '../../../integrations/erp/contract';
import { registrarHistorico } from '../../propostas/historico';
import { runTransition, type Actor } from '../../propostas/transitions';
import { format } from '../../../../i18n/catalog';
import { servidor } from '../../../../i18n/pt-BR/servidor';

const HISTORICO = servidor.integracoes.historico;

/** How the system signs the timeline entries it writes for the ERP's answers. */
export const AUTOR_ERP: Actor = { kind: 'sistema', nome: servidor.comum.autores.integracaoErp };

export const CHAVE_INTEGRACAO_RECUSADA = 'integracao-erp-recusada';
export const CHAVE_RESPOSTA_ERP_SEM_EFEITO = 'resposta-erp';

function lista(items: { codigo: string; descricao: string }[]): string | null {
  return items.length ? items.map((i) => `${i.codigo} - ${i.descricao}`).join('; ') : null;
}

/**
 * Registers the ERP's final answer for a family contract, in the caller's transaction:
 * the integration row, and per proposal of the contract still in SolicitadaIntegracaoComERP
 * the lifecycle transition (IntegradoERP or IntegradoPendencias, with the registration number
 * and a history entry) or, when refused, a history entry with the reasons (the status stays:
 * the lifecycle has no refusal row; the manager reads the reasons and acts).
 * Registering the same answer twice changes nothing.
 */
export async function registrarRespostaErp(tx: Transaction, answer: ErpIntegracao): Promise<void> {
  const [integracao] = await tx
    .update(integracoesErpPropostas)
    .set({
      situacao: answer.situacao,
      matricula: answer.matricula,
      pendencias: answer.pendencias,
      motivos: answer.motivos,
      dataResposta: answer.dataProcessamento ? new Date(answer.dataProcessamento) : new Date(),
    })
    .where(
      and(
        eq(integracoesErpPropostas.protocolo, answer.protocolo),
        eq(integracoesErpPropostas.situacao, 'em_processamento'),
      ),
    )
    .returning();
  if (!integracao) return;
  await aplicarRespostaErp(tx, integracao.propostaAdesaoId, answer, { anotarTitular: true });
}

/**
 * The answer's effect on the family's proposals (see registrarRespostaErp). Also used when a
 * proposal of a family the ERP already integrated asks again: it gets the same answer.
 */
export async function aplicarRespostaErp(
  tx: Transaction,
  titularId: number,
  answer: ErpIntegracao,
  options: { anotarTitular: boolean } = { anotarTitular: false },
): Promise<void> {
  const propostas = await tx
    .select()
    .from(propostasAdesao)
    .where(or(eq(propostasAdesao.id, titularId), eq(propostasAdesao.propostaTitularId, titularId)))
    .orderBy(propostasAdesao.id)
    .for('update');
  // Nested transactions are savepoints: runTransition stays atomic inside ours.
  const db = tx as unknown as Database;
  for (const proposta of propostas) {
    if (proposta.situacaoPropostaAdesaoId !== SITUACAO.SolicitadaIntegracaoComERP) {
      // The holder moved on (cancelled meanwhile): the answer is noted, the status is not forced.
      if (proposta.id !== titularId || !options.anotarTitular) continue;
      const atual = proposta.situacaoPropostaAdesaoId;
      await registrarHistorico(tx, {
        propostaAdesaoId: proposta.id,
        chave: CHAVE_RESPOSTA_ERP_SEM_EFEITO,
        descricao: format(HISTORICO.respostaSemEfeito, {
          protocolo: answer.protocolo,
          situacao: nomeDaSituacao(atual),
        }),
        situacaoAnteriorId: atual,
        situacaoNovaId: atual,
        autor: servidor.comum.autores.integracaoErp,
      });
      continue;
    }
    if (answer.situacao === 'recusada') {
      await registrarHistorico(tx, {
        propostaAdesaoId: proposta.id,
        chave: CHAVE_INTEGRACAO_RECUSADA,
        descricao: format(HISTORICO.recusada, { protocolo: answer.protocolo }),
        descricaoPendencia: lista(answer.motivos),
        situacaoAnteriorId: proposta.situacaoPropostaAdesaoId,
        situacaoNovaId: proposta.situacaoPropostaAdesaoId,
        autor: servidor.comum.autores.integracaoErp,
      });
      continue;
    }
    await runTransition(db, {
      propostaId: proposta.id,
      action:
        answer.situacao === 'integrada'
          ? 'registrar-integracao'
          : 'registrar-integracao-com-pendencias',
      actor: AUTOR_ERP,
      descricaoPendencia: lista(answer.pendencias),
      changes: { matriculaErp: answer.matricula },
    });
  }
}
