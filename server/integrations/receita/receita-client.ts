import {
  CPF_NAO_ENCONTRADO_RF,
  situacaoCadastralLabel,
  type CadastroReceita,
} from '../../../src/domain/receitaFederal';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { callOutside, invalidContent, joinUrl } from '../outside-call';
import { CONSULTA_CPF_PATH, type ConsultaCpfRequest, type ConsultaCpfResponse } from './contract';

export interface ReceitaClient {
  /** The registry's data for a CPF; `encontrado: false` when the registry does not know it. */
  consultarCpf(request: ConsultaCpfRequest): Promise<CadastroReceita>;
}

const DATA_ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The adapter at RECEITA_URL (contract.ts). Failures are OutsideCallErrors: no connection, time
 * limit and 5xx are retryable (the outbox tries again later), a 400 or an answer without the
 * expected fields is not.
 */
export function createReceitaClient(baseUrl: string, timeoutMs: number): ReceitaClient {
  return {
    async consultarCpf(request) {
      const answer = await callOutside<Partial<ConsultaCpfResponse> | null>({
        system: servidor.outbox.chamadas.sistemas.receita,
        method: 'POST',
        url: joinUrl(baseUrl, CONSULTA_CPF_PATH),
        body: request,
        timeoutMs,
        acceptStatuses: [404],
      });
      if (answer.status === 404) return cadastroDaResposta(null);
      const body = answer.body;
      if (!body || typeof body.nome !== 'string' || typeof body.situacao?.codigo !== 'string') {
        throw invalidContent(servidor.outbox.chamadas.sistemas.receita);
      }
      return cadastroDaResposta(body as ConsultaCpfResponse);
    },
  };
}

/** The registry's answer in our terms (null: the CPF is not in the registry). */
export function cadastroDaResposta(body: ConsultaCpfResponse | null): CadastroReceita {
  if (!body) {
    return { encontrado: false, nome: null, dataNascimento: null, situacao: CPF_NAO_ENCONTRADO_RF };
  }
  return {
    encontrado: true,
    nome: body.nome,
    dataNascimento:
      typeof body.dataNascimento === 'string' && DATA_ISO.test(body.dataNascimento)
        ? body.dataNascimento
        : null,
    situacao: situacaoCadastralLabel(body.situacao.codigo, body.situacao.descricao),
  };
}
