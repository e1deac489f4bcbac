import { servidor } from '../../../i18n/pt-BR/servidor';
import { outsideClient } from '../outside-call';
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

export function createErpClient(baseUrl: string, timeoutMs: number): ErpClient {
  const erp = outsideClient(servidor.outbox.chamadas.sistemas.erp, baseUrl, timeoutMs);
  const id = encodeURIComponent;
  return {
    enviarProposta: (request, key) => erp.post<ErpIntegracao>('propostas', request, key),
    consultarIntegracao: (protocolo) => erp.get<ErpIntegracao>(`propostas/${id(protocolo)}`),
    enviarEmpresa: (request, key) => erp.post<ErpIntegracao>('empresas', request, key),
    consultarEmpresa: (protocolo) => erp.get<ErpIntegracao>(`empresas/${id(protocolo)}`),
    obterParametros: () => erp.get<ErpParametros>('parametros'),
  };
}
