import { callOutside, downloadOutside, joinUrl } from '../outside-call';
import type { Envelope, EnvelopeRequest } from './contract';

/** The e-signature adapter: send a contract to its signers, follow it, fetch the signed file. */
export interface SignatureClient {
  /** Creates the envelope; a repeat with the same key answers the same envelope. */
  enviarContrato(request: EnvelopeRequest, idempotencyKey: string): Promise<Envelope>;
  consultarEnvelope(envelopeId: string): Promise<Envelope>;
  /** The signed PDF, available once the envelope is 'concluido'. */
  baixarDocumentoAssinado(envelopeId: string): Promise<{ bytes: Buffer; contentType: string }>;
}

const SYSTEM = 'Assinatura eletrônica';

export function createSignatureClient(baseUrl: string, timeoutMs: number): SignatureClient {
  const envelopeUrl = (id: string) => joinUrl(baseUrl, `envelopes/${encodeURIComponent(id)}`);
  return {
    async enviarContrato(request, idempotencyKey) {
      const answer = await callOutside<Envelope>({
        system: SYSTEM,
        method: 'POST',
        url: joinUrl(baseUrl, 'envelopes'),
        body: request,
        idempotencyKey,
        timeoutMs,
      });
      return answer.body;
    },
    async consultarEnvelope(envelopeId) {
      const answer = await callOutside<Envelope>({
        system: SYSTEM,
        method: 'GET',
        url: envelopeUrl(envelopeId),
        timeoutMs,
      });
      return answer.body;
    },
    baixarDocumentoAssinado(envelopeId) {
      return downloadOutside({
        system: SYSTEM,
        url: `${envelopeUrl(envelopeId)}/documento-assinado`,
        timeoutMs,
      });
    },
  };
}
