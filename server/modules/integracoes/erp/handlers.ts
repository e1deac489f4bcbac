import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { integracoesErpPropostas } from '../../../db/schema';
import type { ErpIntegracao } from '../../../integrations/erp/contract';
import { enqueue } from '../../outbox/enqueue';
import { PermanentDeliveryError, type Commit, type TopicHandler } from '../../outbox/types';
import { servidor } from '../../../../i18n/pt-BR/servidor';
import { format } from '../../../../i18n/catalog';
import { carregarContratoFamiliar, propostaIdOf } from '../contrato-familiar';
import { aplicarRespostaErp, registrarRespostaErp } from './registrar-resposta';
import { buildErpRequest, complementoFromPayload, complementoPadrao } from './request';

/** Without ERP_URL, integration work waits (it is never dropped) and is looked at again. */
const NOT_CONFIGURED_RETRY_MS = 15 * 60 * 1000;
/** An integration the ERP has not decided after this long becomes a dead letter. */
export const ERP_MAX_PROCESSING_MS = 7 * 24 * 60 * 60 * 1000;

type IntegracaoRow = typeof integracoesErpPropostas.$inferSelect;

/** The ERP usually decides within seconds: its first question goes this soon after sending. */
export const ERP_PRIMEIRA_CONSULTA_MS = 5_000;

/**
 * How long to wait before asking the ERP again about an integration asked for `decorridoMs`
 * ago: as long as the wait so far (5, 10, 20 s...), never longer than ERP_POLL_MS. The proposal
 * screen updates by itself when the answer is registered (the live channel), so its status
 * follows the ERP's decision within seconds instead of a whole poll interval (issue 39).
 */
export function esperaAteConsultar(decorridoMs: number, pollMs: number): number {
  return Math.min(pollMs, Math.max(ERP_PRIMEIRA_CONSULTA_MS, decorridoMs));
}

/** The family's latest integration, if any. */
async function integracaoDaFamilia(db: Executor, titularId: number) {
  const [row] = await db
    .select()
    .from(integracoesErpPropostas)
    .where(eq(integracoesErpPropostas.propostaAdesaoId, titularId))
    .orderBy(desc(integracoesErpPropostas.id))
    .limit(1);
  return row ?? null;
}

function answerOf(row: IntegracaoRow): ErpIntegracao {
  return {
    protocolo: row.protocolo,
    situacao: row.situacao as ErpIntegracao['situacao'],
    matricula: row.matricula,
    pendencias: row.pendencias,
    motivos: row.motivos,
    dataProcessamento: row.dataResposta?.toISOString() ?? null,
  };
}

/** Registers the ERP's answer now if final, else schedules the next question. */
function afterAnswer(answer: ErpIntegracao, propostaAdesaoId: number, pollMs: number): Commit {
  return async (tx) => {
    if (answer.situacao !== 'em_processamento') {
      await registrarRespostaErp(tx, answer);
      return;
    }
    await enqueue(tx, {
      topic: 'erp.consultar-integracao',
      payload: { propostaId: propostaAdesaoId, protocolo: answer.protocolo },
      idempotencyKey: `erp.consultar:${answer.protocolo}`,
      propostaId: propostaAdesaoId,
      notBefore: new Date(Date.now() + esperaAteConsultar(0, pollMs)),
    });
  };
}

/**
 * 'erp.integrar-proposta': sends the family contract with its complement. The ERP answers with a
 * protocol (processing) and its decision comes later, through 'erp.consultar-integracao'.
 */
export const integrarPropostaHandler: TopicHandler = {
  async deliver({ message, db, integrations, config }) {
    if (!integrations.erp) {
      return {
        kind: 'later',
        delayMs: NOT_CONFIGURED_RETRY_MS,
        note: servidor.outbox.notas.erpNaoConfigurado,
      };
    }
    const payload = message.payload as Record<string, unknown>;
    const contrato = await carregarContratoFamiliar(db, propostaIdOf(payload));
    const titularId = contrato.titular.id;
    // A family the ERP has (or is integrating) is not sent again: a dependent asking after its
    // holder gets the family's answer instead of a second contract in the ERP.
    const anterior = await integracaoDaFamilia(db, titularId);
    if (anterior?.situacao === 'em_processamento') return { kind: 'delivered' };
    if (anterior && anterior.situacao !== 'recusada') {
      const answer = answerOf(anterior);
      return { kind: 'delivered', commit: (tx) => aplicarRespostaErp(tx, titularId, answer) };
    }
    const complemento =
      complementoFromPayload(payload) ??
      complementoPadrao(await integrations.erp.obterParametros());
    const request = buildErpRequest(contrato, complemento);
    const answer = await integrations.erp.enviarProposta(request, message.idempotencyKey);
    return {
      kind: 'delivered',
      commit: async (tx) => {
        await tx
          .insert(integracoesErpPropostas)
          .values({
            propostaAdesaoId: titularId,
            numeroContrato: request.numeroContrato,
            protocolo: answer.protocolo,
            situacao: 'em_processamento',
            complemento,
            outboxId: message.id,
          })
          .onConflictDoNothing({ target: integracoesErpPropostas.protocolo });
        // An ERP that decides at once is registered now; otherwise the poll is scheduled.
        await afterAnswer(answer, titularId, config.worker.erpPollMs)(tx);
      },
    };
  },
};

/** 'erp.consultar-integracao': asks the ERP about a protocol until it decides. */
export const consultarIntegracaoHandler: TopicHandler = {
  async deliver({ message, integrations, config }) {
    if (!integrations.erp) {
      return {
        kind: 'later',
        delayMs: NOT_CONFIGURED_RETRY_MS,
        note: servidor.outbox.notas.erpNaoConfigurado,
      };
    }
    const protocolo = (message.payload as Record<string, unknown>).protocolo;
    if (typeof protocolo !== 'string')
      throw new PermanentDeliveryError(
        format(servidor.outbox.falhas.mensagemSem, { campo: 'protocolo' }),
      );
    const answer = await integrations.erp.consultarIntegracao(protocolo);
    if (answer.situacao === 'em_processamento') {
      if (Date.now() - message.createdAt.getTime() > ERP_MAX_PROCESSING_MS) {
        throw new PermanentDeliveryError(
          format(servidor.outbox.falhas.erpNaoConcluiu, { protocolo }),
        );
      }
      const decorrido = Date.now() - message.createdAt.getTime();
      return { kind: 'later', delayMs: esperaAteConsultar(decorrido, config.worker.erpPollMs) };
    }
    return { kind: 'delivered', commit: (tx) => registrarRespostaErp(tx, answer) };
  },
};
