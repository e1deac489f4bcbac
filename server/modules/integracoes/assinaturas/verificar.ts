import { and, desc, eq, isNull, ne, or } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { Database, Transaction } from '../../../db/client';
import {
  assinaturasContratos,
  propostasAdesao,
  type EvidenciaAssinatura,
} from '../../../db/schema';
import { HttpError } from '../../../http/errors';
import type { Integrations } from '../../../integrations';
import { OutsideCallError } from '../../../integrations/outside-call';
import type { Envelope } from '../../../integrations/signature/contract';
import type { SignatureClient } from '../../../integrations/signature/signature-client';
import { TIPO_CONTRATO_ADESAO, TIPO_CONTRATO_PME } from '../comunicacoes/links';
import { servidor } from '../../../../i18n/pt-BR/servidor';

export const ASSINATURA_INDISPONIVEL = servidor.integracoes.assinaturaIndisponivel;
export const ASSINATURA_NAO_CONFIGURADA_MSG =
  servidor.integracoes.assinaturaEletronicaNaoConfigurada;
export const CONTRATO_NAO_ENVIADO = servidor.integracoes.contratoNaoEnviado;

type StoredEnvelope = typeof assinaturasContratos.$inferSelect;
export type TipoContrato = typeof TIPO_CONTRATO_ADESAO | typeof TIPO_CONTRATO_PME;
/** Runs with the signed file stored, in the same transaction (the caller's own effect). */
export type OnConcluida = (tx: Transaction, verificacao: VerificacaoAssinaturas) => Promise<void>;

export interface VerificacaoAssinaturas {
  situacao: Envelope['situacao'];
  /** True only for the check that found the envelope complete and stored the signed file. */
  concluidaAgora: boolean;
  dataConclusao: Date | null;
  signatarios: EvidenciaAssinatura[];
}

/** The signers as stored (assinaturas_contratos.signatarios): the evidence kept of each one. */
export function evidencias(envelope: Envelope): EvidenciaAssinatura[] {
  return envelope.signatarios.map((s) => ({
    nome: s.nome,
    email: s.email,
    cpf: s.cpf,
    situacao: s.situacao,
    linkAssinatura: s.linkAssinatura,
    assinadoEm: s.assinadoEm,
    ip: s.ip,
  }));
}

/**
 * Asks the service about one stored envelope. When every signer has signed, stores the signed
 * file (with its SHA-256) and the evidence (signers, times, IPs) and runs `onConcluida`, in one
 * transaction that only the first concurrent check wins. Outside failures are thrown as
 * OutsideCallError (the worker retries them; HTTP callers turn them into 503).
 */
export async function verificarEnvelope(
  db: Database,
  signature: SignatureClient,
  stored: StoredEnvelope,
  onConcluida?: OnConcluida,
): Promise<VerificacaoAssinaturas> {
  if (stored.situacao === 'concluido') {
    return {
      situacao: 'concluido',
      concluidaAgora: false,
      dataConclusao: stored.dataConclusao,
      signatarios: stored.signatarios,
    };
  }
  const envelope = await signature.consultarEnvelope(stored.envelopeId);
  const signatarios = evidencias(envelope);
  if (envelope.situacao !== 'concluido') {
    await db
      .update(assinaturasContratos)
      .set({ situacao: envelope.situacao, signatarios })
      .where(
        and(eq(assinaturasContratos.id, stored.id), ne(assinaturasContratos.situacao, 'concluido')),
      );
    return { situacao: envelope.situacao, concluidaAgora: false, dataConclusao: null, signatarios };
  }
  const file = await signature.baixarDocumentoAssinado(stored.envelopeId);
  const dataConclusao = envelope.concluidoEm ? new Date(envelope.concluidoEm) : new Date();
  const verificacao: VerificacaoAssinaturas = {
    situacao: 'concluido',
    concluidaAgora: true,
    dataConclusao,
    signatarios,
  };
  const won = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(assinaturasContratos)
      .set({
        situacao: 'concluido',
        signatarios,
        dataConclusao,
        arquivoAssinado: file.bytes,
        arquivoTipo: file.contentType,
        arquivoNome: `contrato-assinado-${stored.referenciaId}.pdf`,
        arquivoSha256: createHash('sha256').update(file.bytes).digest('hex'),
      })
      .where(
        and(eq(assinaturasContratos.id, stored.id), ne(assinaturasContratos.situacao, 'concluido')),
      )
      .returning({ id: assinaturasContratos.id });
    if (!updated) return false;
    await onConcluida?.(tx, verificacao);
    return true;
  });
  return { ...verificacao, concluidaAgora: won };
}

/**
 * The individual contract's effect of a completed envelope: the signing date on the holder and
 * the dependents (dataContrato). The status moves when "Verificar assinaturas" runs the
 * lifecycle action (POST api/adesao/{id}/verificarConclusaoAssinaturas), which reads this date.
 */
export function registrarDataContratoAdesao(titularId: number): OnConcluida {
  return async (tx, verificacao) => {
    await tx
      .update(propostasAdesao)
      .set({ dataContrato: verificacao.dataConclusao, dataAtualizacao: new Date() })
      .where(
        and(
          or(eq(propostasAdesao.id, titularId), eq(propostasAdesao.propostaTitularId, titularId)),
          isNull(propostasAdesao.dataContrato),
        ),
      );
  };
}

export async function ultimoEnvelope(db: Database, tipo: TipoContrato, referenciaId: number) {
  const [stored] = await db
    .select()
    .from(assinaturasContratos)
    .where(
      and(eq(assinaturasContratos.tipo, tipo), eq(assinaturasContratos.referenciaId, referenciaId)),
    )
    .orderBy(desc(assinaturasContratos.id))
    .limit(1);
  return stored ?? null;
}

/**
 * verificarConclusaoAssinaturas on demand, for individual (tipo 1, the holder's id) and PME
 * (tipo 2) contracts, with pt-BR HTTP errors: 503 when the service is not configured or does
 * not answer, 409 when no contract was sent yet. For tipo 1 the signing date is recorded on the
 * family's proposals unless the caller passes its own `onConcluida`.
 */
export async function verificarConclusaoAssinaturas(
  deps: { db: Database; integrations: Integrations },
  contrato: { tipo: TipoContrato; referenciaId: number },
  onConcluida?: OnConcluida,
): Promise<VerificacaoAssinaturas> {
  const verificacao = await verificarSeEnviado(deps, contrato, onConcluida);
  if (!verificacao) throw new HttpError(409, [CONTRATO_NAO_ENVIADO]);
  return verificacao;
}

/**
 * The same check, answering null while no contract was sent yet: creating a contract queues its
 * sending (the outbox), and until the envelope exists nobody has signed. The proposal screens'
 * 'Verificar assinaturas' say that as pending rather than as an error.
 */
export async function verificarSeEnviado(
  deps: { db: Database; integrations: Integrations },
  contrato: { tipo: TipoContrato; referenciaId: number },
  onConcluida?: OnConcluida,
): Promise<VerificacaoAssinaturas | null> {
  const { signature } = deps.integrations;
  if (!signature) throw new HttpError(503, [ASSINATURA_NAO_CONFIGURADA_MSG]);
  const stored = await ultimoEnvelope(deps.db, contrato.tipo, contrato.referenciaId);
  if (!stored) return null;
  const effect =
    onConcluida ??
    (contrato.tipo === TIPO_CONTRATO_ADESAO
      ? registrarDataContratoAdesao(contrato.referenciaId)
      : undefined);
  try {
    return await verificarEnvelope(deps.db, signature, stored, effect);
  } catch (error) {
    if (error instanceof OutsideCallError) throw new HttpError(503, [ASSINATURA_INDISPONIVEL]);
    throw error;
  }
}
