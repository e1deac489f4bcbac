import { eq } from 'drizzle-orm';
import { compararComReceita } from '../../../src/domain/receitaFederal';
import { propostasAdesao } from '../../db/schema';
import { propostaIdOf } from '../integracoes/contrato-familiar';
import { PermanentDeliveryError, type TopicHandler } from '../outbox/types';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { marcarEstadoConsulta } from './consulta';

/**
 * 'receita.consultar-cpf' { propostaId }: asks the registry about the proposal's CPF with the
 * data declared now (not when the message was written: a correction made meanwhile counts),
 * and stores the divergences, the CPF status and the time. A service that is down is retried
 * by the worker with backoff (the card says 'pendente'); a dead letter marks the check
 * 'falhou' and a manager's requeue marks it pending again.
 */
export const consultarReceitaHandler: TopicHandler = {
  async deliver({ message, db, integrations }) {
    const propostaId = propostaIdOf(message.payload);
    const [proposta] = await db
      .select({
        cpf: propostasAdesao.cpf,
        nome: propostasAdesao.nome,
        dataNascimento: propostasAdesao.dataNascimento,
      })
      .from(propostasAdesao)
      .where(eq(propostasAdesao.id, propostaId));
    if (!proposta) throw new PermanentDeliveryError(servidor.outbox.falhas.propostaNaoEncontrada);
    if (!integrations.receita) {
      return {
        kind: 'skipped',
        reason: servidor.outbox.notas.receitaNaoConfigurada,
        commit: (tx) => marcarEstadoConsulta(tx, propostaId, 'nao_configurada'),
      };
    }
    const cadastro = await integrations.receita.consultarCpf(proposta);
    const divergencias = compararComReceita(proposta, cadastro);
    return {
      kind: 'delivered',
      commit: async (tx) => {
        await tx
          .update(propostasAdesao)
          .set({
            divergenciasRf: divergencias,
            rfConsultaEstado: 'concluida',
            rfConsultadaEm: new Date(),
            rfSituacaoCadastral: cadastro.situacao,
          })
          .where(eq(propostasAdesao.id, propostaId));
      },
    };
  },
  async onDead(tx, message) {
    if (message.propostaId != null) await marcarEstadoConsulta(tx, message.propostaId, 'falhou');
  },
  async onRequeue(tx, message) {
    if (message.propostaId != null) await marcarEstadoConsulta(tx, message.propostaId, 'pendente');
  },
};
