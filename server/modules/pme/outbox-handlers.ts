import { and, eq, isNull, sql } from 'drizzle-orm';
import { applyPme, SITUACAO_PME } from '../../../src/domain';
import type { Executor } from '../../db/client';
import {
  assinaturasContratos,
  propostasAdesao,
  propostasPme,
  propostasPmeBeneficiarios,
} from '../../db/schema';
import { contratoPmeEmail } from '../../integrations/email/templates/contrato-pme';
import type { ErpComplemento } from '../../integrations/erp/contract';
import type { Integrations } from '../../integrations';
import { enviarParaAssinatura } from '../integracoes/assinaturas/envelope';
import {
  semCanal,
  smtpError,
  smtpNotAccepted,
  stableMessageId,
} from '../integracoes/comunicacoes/handler';
import { TIPO_CONTRATO_PME } from '../integracoes/comunicacoes/links';
import { carregarContratoFamiliar } from '../integracoes/contrato-familiar';
import { buildErpRequest, complementoPadrao } from '../integracoes/erp/request';
import { enqueue } from '../outbox/enqueue';
import { PermanentDeliveryError, type TopicHandler } from '../outbox/types';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { format } from '../../../i18n/catalog';
import { gerarContratoPmePdf, nomeArquivoContrato } from './contrato-pdf';

/**
 * The PME contract through the same outbox as the individual ones: the contract to the
 * e-signature service (the legal representative signs; 'assinatura.verificar' then polls the
 * envelope), the company to the ERP, and after the ERP accepted it, the holders' family
 * contracts with the PME's complement.
 */
const NOT_CONFIGURED_RETRY_MS = 15 * 60 * 1000;

async function propostaOf(db: Executor, payload: unknown) {
  const id = (payload as Record<string, unknown>).propostaPmeId;
  if (typeof id !== 'number')
    throw new PermanentDeliveryError(
      format(servidor.outbox.falhas.mensagemSem, { campo: 'propostaPmeId' }),
    );
  const [row] = await db.select().from(propostasPme).where(eq(propostasPme.id, id));
  if (!row)
    throw new PermanentDeliveryError(
      format(servidor.outbox.falhas.propostaPmeNaoEncontrada, { id }),
    );
  return row;
}

/** The complement the manager filled in, else the form's initial values (as for individuals). */
export async function complementoDaPme(
  integrations: Integrations,
  proposta: typeof propostasPme.$inferSelect,
): Promise<ErpComplemento> {
  const padrao = complementoPadrao(await integrations.erp!.obterParametros());
  const c = proposta.complementoErp;
  if (!c) return padrao;
  return { ...c, codigoCampanha: c.codigoCampanha ?? padrao.codigoCampanha };
}

export const enviarContratoPmeHandler: TopicHandler = {
  async deliver(context) {
    const { message, db, integrations } = context;
    if (!integrations.signature) {
      return {
        kind: 'later',
        delayMs: NOT_CONFIGURED_RETRY_MS,
        note: servidor.outbox.notas.assinaturaNaoConfigurada,
      };
    }
    const proposta = await propostaOf(db, message.payload);
    const r = proposta.representanteLegal;
    return enviarParaAssinatura(context, {
      tipo: TIPO_CONTRATO_PME,
      referenciaId: proposta.id,
      referencia: `pme:${proposta.id}`,
      nomeArquivo: nomeArquivoContrato(proposta),
      pdf: await gerarContratoPmePdf(db, proposta, message.createdAt),
      signatarios: [{ nome: r.nome, email: r.email || null, cpf: r.cpf, celular: r.telefone }],
      verificar: { propostaPmeId: proposta.id },
      // The signer's link goes to the representative by e-mail, once the envelope is filed.
      aoRegistrar: async (tx, envelope) => {
        await enqueue(tx, {
          topic: 'pme.enviar-link-assinatura',
          payload: { propostaPmeId: proposta.id, envelopeId: envelope.envelopeId },
          idempotencyKey: `pme.enviar-link-assinatura:${envelope.envelopeId}`,
        });
      },
    });
  },
};

/**
 * 'pme.enviar-link-assinatura': e-mails each signer of the PME contract's envelope its signing
 * link. The legal representative is no individual proposal, so this is not a row of the
 * applicants' communications log; outside production the built-in outbox ('Mensagens
 * enviadas') keeps the e-mail, as it keeps every other.
 */
export const enviarLinkAssinaturaPmeHandler: TopicHandler = {
  async deliver({ message, db, integrations, config }) {
    if (!integrations.emailConfigured) {
      return { kind: 'skipped', reason: semCanal('email') };
    }
    const proposta = await propostaOf(db, message.payload);
    const envelopeId = (message.payload as Record<string, unknown>).envelopeId;
    if (typeof envelopeId !== 'string')
      throw new PermanentDeliveryError(
        format(servidor.outbox.falhas.mensagemSem, { campo: 'envelopeId' }),
      );
    const [stored] = await db
      .select({ signatarios: assinaturasContratos.signatarios })
      .from(assinaturasContratos)
      .where(eq(assinaturasContratos.envelopeId, envelopeId));
    if (!stored)
      throw new PermanentDeliveryError(
        format(servidor.outbox.falhas.envelopeNaoEncontrado, { envelope: envelopeId }),
      );
    const host = new URL(config.publicUrl).hostname;
    for (const signer of stored.signatarios) {
      if (!signer.email || !signer.linkAssinatura) continue;
      const email = contratoPmeEmail({
        to: signer.email,
        nome: signer.nome,
        razaoSocial: proposta.razaoSocial,
        numeroContrato: proposta.numeroContrato,
        link: signer.linkAssinatura,
      });
      // One Message-ID per signer: a retry after a crash repeats the same ones.
      const messageId = stableMessageId(`${message.idempotencyKey}:${signer.cpf}`, host);
      const result = await integrations.email
        .send({ ...email, messageId })
        .catch((error: unknown) => {
          throw smtpError(error);
        });
      if (!result.delivered) throw smtpNotAccepted();
    }
    return { kind: 'delivered' };
  },
};

export const integrarPmeHandler: TopicHandler = {
  async deliver({ message, db, integrations }) {
    if (!integrations.erp) {
      return {
        kind: 'later',
        delayMs: NOT_CONFIGURED_RETRY_MS,
        note: servidor.outbox.notas.erpNaoConfigurado,
      };
    }
    const proposta = await propostaOf(db, message.payload);
    const complemento = await complementoDaPme(integrations, proposta);
    const endereco =
      proposta.enderecos.find((e) => e.indEnderecoLocalizacao === 'S') ?? proposta.enderecos[0];
    const r = proposta.representanteLegal;
    const answer = await integrations.erp.enviarEmpresa(
      {
        numeroContrato: proposta.numeroContrato,
        codigoUnidade: proposta.codigoUnidade,
        cnpj: proposta.cnpj,
        razaoSocial: proposta.razaoSocial,
        nomeFantasia: proposta.nomeFantasia,
        diaVencimento: proposta.vencimentoMensalidade,
        representanteLegal: { cpf: r.cpf, nome: r.nome, email: r.email || null },
        endereco: {
          cep: endereco.cep,
          logradouro: endereco.logradouro,
          numero: endereco.numero,
          municipio: endereco.municipio,
          uf: endereco.uf,
        },
        complemento,
      },
      message.idempotencyKey,
    );
    return {
      kind: 'delivered',
      commit: async (tx) => {
        await tx
          .update(propostasPme)
          .set({
            protocoloErp: answer.protocolo,
            situacaoErp: answer.situacao,
            codigoCampanhaErp: complemento.codigoCampanha,
          })
          .where(eq(propostasPme.id, proposta.id));
      },
    };
  },
};

/** After the company: each holder's family contract, then 4 IntegracaoTitularesPendente → 5. */
export const integrarTitularesPmeHandler: TopicHandler = {
  async deliver({ message, db, integrations }) {
    if (!integrations.erp) {
      return {
        kind: 'later',
        delayMs: NOT_CONFIGURED_RETRY_MS,
        note: servidor.outbox.notas.erpNaoConfigurado,
      };
    }
    const proposta = await propostaOf(db, message.payload);
    if (proposta.situacao !== SITUACAO_PME.IntegracaoTitularesPendente) {
      return { kind: 'skipped', reason: servidor.outbox.notas.pmeForaDeTitularesPendente };
    }
    const complemento = await complementoDaPme(integrations, proposta);
    const titulares = await db
      .select({ id: propostasAdesao.id })
      .from(propostasPmeBeneficiarios)
      .innerJoin(
        propostasAdesao,
        eq(propostasAdesao.id, propostasPmeBeneficiarios.propostaAdesaoId),
      )
      .where(
        and(
          eq(propostasPmeBeneficiarios.propostaPmeId, proposta.id),
          isNull(propostasAdesao.propostaTitularId),
        ),
      );
    const protocolos: { titularId: number; protocolo: string }[] = [];
    for (const titular of titulares) {
      const contrato = await carregarContratoFamiliar(db, titular.id);
      const answer = await integrations.erp.enviarProposta(
        buildErpRequest(contrato, complemento),
        `${message.idempotencyKey}:${titular.id}`,
      );
      protocolos.push({ titularId: titular.id, protocolo: answer.protocolo });
    }
    return {
      kind: 'delivered',
      commit: async (tx) => {
        const next = applyPme('enviar-titulares', {
          situacao: proposta.situacao,
          beneficiariosCount: titulares.length,
        });
        await tx
          .update(propostasPme)
          .set({
            protocolosTitulares: protocolos,
            situacao: next.situacao,
            versao: sql`${propostasPme.versao} + 1`,
            dataAtualizacao: new Date(),
          })
          .where(
            and(
              eq(propostasPme.id, proposta.id),
              eq(propostasPme.situacao, SITUACAO_PME.IntegracaoTitularesPendente),
            ),
          );
      },
    };
  },
};
