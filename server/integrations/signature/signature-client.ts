import { servidor } from '../../../i18n/pt-BR/servidor';
import { outsideClient } from '../outside-call';
import type { Envelope, EnvelopeRequest } from './contract';

/** The e-signature adapter: send a contract to its signers, follow it, fetch the signed file. */
export interface SignatureClient {
  /** Creates the envelope; a repeat with the same key answers the same envelope. */
  enviarContrato(request: EnvelopeRequest, idempotencyKey: string): Promise<Envelope>;
  consultarEnvelope(envelopeId: string): Promise<Envelope>;
  /** The signed PDF, available once the envelope is 'concluido'. */
  baixarDocumentoAssinado(envelopeId: string): Promise<{ bytes: Buffer; contentType: string }>;
}

export function createSignatureClient(baseUrl: string, timeoutMs: number): SignatureClient {
  const assinatura = outsideClient(
    servidor.outbox.chamadas.sistemas.assinatura,
    baseUrl,
    timeoutMs,
  );
  const envelope = (id: string) => `envelopes/${encodeURIComponent(id)}`;
  return {
    enviarContrato: (request, key) => assinatura.post<Envelope>('envelopes', request, key),
    consultarEnvelope: (id) => assinatura.get<Envelope>(envelope(id)),
    baixarDocumentoAssinado: (id) => assinatura.download(`${envelope(id)}/documento-assinado`),
  };
}
