/**
 * The e-signature service's HTTP contract (see docs/erp-api.md, section "Assinatura eletrônica"),
 * shared by the adapter and the sandbox. One envelope holds one contract and its signers.
 */

export interface SignatarioRequest {
  nome: string;
  email: string | null;
  cpf: string;
  celular: string | null;
}

/** POST /envelopes */
export interface EnvelopeRequest {
  /** The product's reference, e.g. 'adesao:123' or 'pme:45'. */
  referencia: string;
  documento: { nome: string; conteudoBase64: string };
  signatarios: SignatarioRequest[];
}

export type SituacaoEnvelope = 'aguardando_assinaturas' | 'concluido' | 'cancelado';

export interface SignatarioEnvelope extends SignatarioRequest {
  id: string;
  situacao: 'pendente' | 'assinado';
  /** Where this signer signs; the product e-mails it (template 'assinatura-contrato'). */
  linkAssinatura: string;
  /** Evidence, once signed: when and from which address. */
  assinadoEm: string | null;
  ip: string | null;
}

/** Answer of POST /envelopes (201) and GET /envelopes/{envelopeId} (200). */
export interface Envelope {
  envelopeId: string;
  referencia: string;
  situacao: SituacaoEnvelope;
  criadoEm: string;
  concluidoEm: string | null;
  signatarios: SignatarioEnvelope[];
}
