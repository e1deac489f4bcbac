import { callOutside, joinUrl } from '../outside-call';
import type {
  ErpEmpresaRequest,
  ErpIntegracao,
  ErpParametros,
  ErpPropostaRequest,
} from './contract';

/** The ERP adapter: the three things the product asks of the ERP (docs/erp-api.md). */
export interface ErpClient {
  /** Sends a contract for integration; a repeat with the same key gets the same protocol. */
  enviarProposta(request: ErpPropostaRequest, idempotencyKey: string): Promise<ErpIntegracao>;
  /** The current state of an integration. */
  consultarIntegracao(protocolo: string): Promise<ErpIntegracao>;
  /** Sends a PME company (the holders go afterwards as family contracts). */
  enviarEmpresa(request: ErpEmpresaRequest, idempotencyKey: string): Promise<ErpIntegracao>;
  /** The current state of a company's integration. */
  consultarEmpresa(protocolo: string): Promise<ErpIntegracao>;
  /** Campaigns, waiting groups, kinship degrees, non-commission reasons and sale types. */
  obterParametros(): Promise<ErpParametros>;
}

const SYSTEM = 'ERP';

export function createErpClient(baseUrl: string, timeoutMs: number): ErpClient {
  return {
    async enviarProposta(request, idempotencyKey) {
      const answer = await callOutside<ErpIntegracao>({
        system: SYSTEM,
        method: 'POST',
        url: joinUrl(baseUrl, 'propostas'),
        body: request,
        idempotencyKey,
        timeoutMs,
      });
      return answer.body;
    },
    async consultarIntegracao(protocolo) {
      const answer = await callOutside<ErpIntegracao>({
        system: SYSTEM,
        method: 'GET',
        url: joinUrl(baseUrl, `propostas/${encodeURIComponent(protocolo)}`),
        timeoutMs,
      });
      return answer.body;
    },
    async enviarEmpresa(request, idempotencyKey) {
      const answer = await callOutside<ErpIntegracao>({
        system: SYSTEM,
        method: 'POST',
        url: joinUrl(baseUrl, 'empresas'),
        body: request,
        idempotencyKey,
        timeoutMs,
      });
      return answer.body;
    },
    async consultarEmpresa(protocolo) {
      const answer = await callOutside<ErpIntegracao>({
        system: SYSTEM,
        method: 'GET',
        url: joinUrl(baseUrl, `empresas/${encodeURIComponent(protocolo)}`),
        timeoutMs,
      });
      return answer.body;
    },
    async obterParametros() {
      const answer = await callOutside<ErpParametros>({
        system: SYSTEM,
        method: 'GET',
        url: joinUrl(baseUrl, 'parametros'),
        timeoutMs,
      });
      return answer.body;
    },
  };
}
