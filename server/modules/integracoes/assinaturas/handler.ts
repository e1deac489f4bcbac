import { eq } from 'drizzle-orm';
import { assinaturasContratos } from '../../../db/schema';
import type { SignatarioRequest } from '../../../integrations/signature/contract';
import { queueMessage } from '../../comunicacoes/service';
import { PermanentDeliveryError, type TopicHandler } from '../../outbox/types';
import { format } from '../../../../i18n/catalog';
import { TIPO_CONTRATO_ADESAO } from '../comunicacoes/links';
import {
  carregarContratoFamiliar,
  propostaIdOf,
  type ContratoFamiliar,
} from '../contrato-familiar';
import { gerarContratoPdf } from './contrato-pdf';
import { enviarParaAssinatura } from './envelope';
import { registrarDataContratoAdesao, verificarEnvelope } from './verificar';
import { servidor } from '../../../../i18n/pt-BR/servidor';

const NOT_CONFIGURED_RETRY_MS = 15 * 60 * 1000;

/** A contract not signed after this long stops being checked (a dead letter tells managers). */
export const PRAZO_ASSINATURA_MS = 30 * 24 * 60 * 60 * 1000;

/** The holder signs the family contract (the dependents are parties through the holder). */
function signatarios(contrato: ContratoFamiliar): SignatarioRequest[] {
  const { titular } = contrato;
  return [
    {
      nome: titular.nome,
      email: titular.email,
      cpf: titular.cpf,
      celular: contrato.telefones.get(titular.id)?.[0] ?? null,
    },
  ];
}

/**
 * 'assinatura.enviar-contrato': generates the family contract, sends it to the e-signature
 * service and, with the envelope stored, queues the contract-signature link to each signer with
 * an e-mail (communications log, template 'assinatura-contrato').
 */
export const enviarContratoHandler: TopicHandler = {
  async deliver(context) {
    const { message, db, integrations } = context;
    if (!integrations.signature) {
      return {
        kind: 'later',
        delayMs: NOT_CONFIGURED_RETRY_MS,
        note: servidor.outbox.notas.assinaturaNaoConfigurada,
      };
    }
    const contrato = await carregarContratoFamiliar(db, propostaIdOf(message.payload));
    const { titular } = contrato;
    return enviarParaAssinatura(context, {
      tipo: TIPO_CONTRATO_ADESAO,
      referenciaId: titular.id,
      referencia: `adesao:${titular.id}`,
      nomeArquivo: `contrato-${titular.numeroContrato}.pdf`,
      // Dated by the message, not by the try: every retry sends the same bytes.
      pdf: await gerarContratoPdf(contrato, message.createdAt),
      signatarios: signatarios(contrato),
      verificar: { propostaId: titular.id },
      propostaId: titular.id,
      aoRegistrar: async (tx, envelope) => {
        for (const signer of envelope.signatarios.filter((s) => s.email)) {
          await queueMessage(tx, {
            propostaAdesaoId: titular.id,
            canal: 'email',
            destino: signer.email!,
            modelo: 'assinatura-contrato',
            link: signer.linkAssinatura,
            autor: { id: null, nome: servidor.comum.autores.sistema },
          });
        }
      },
    });
  },
};

/**
 * 'assinatura.verificar': checks an envelope until every signer has signed, then stores the
 * signed file and the evidence and records the signing date (see verificar.ts).
 */
export const verificarAssinaturasHandler: TopicHandler = {
  async deliver({ message, db, integrations, config }) {
    if (!integrations.signature) {
      return {
        kind: 'later',
        delayMs: NOT_CONFIGURED_RETRY_MS,
        note: servidor.outbox.notas.assinaturaNaoConfigurada,
      };
    }
    const envelopeId = (message.payload as Record<string, unknown>).envelopeId;
    if (typeof envelopeId !== 'string')
      throw new PermanentDeliveryError(
        format(servidor.outbox.falhas.mensagemSem, { campo: 'envelopeId' }),
      );
    const [stored] = await db
      .select()
      .from(assinaturasContratos)
      .where(eq(assinaturasContratos.envelopeId, envelopeId));
    if (!stored)
      throw new PermanentDeliveryError(
        format(servidor.outbox.falhas.envelopeNaoEncontrado, { envelope: envelopeId }),
      );
    const result = await verificarEnvelope(
      db,
      integrations.signature,
      stored,
      stored.tipo === TIPO_CONTRATO_ADESAO
        ? registrarDataContratoAdesao(stored.referenciaId)
        : undefined,
    );
    if (result.situacao !== 'aguardando_assinaturas') return { kind: 'delivered' };
    if (Date.now() - message.createdAt.getTime() > PRAZO_ASSINATURA_MS) {
      throw new PermanentDeliveryError(servidor.outbox.falhas.contratoNaoAssinado);
    }
    return { kind: 'later', delayMs: config.worker.signaturePollMs };
  },
};
