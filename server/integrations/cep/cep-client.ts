import { servidor } from '../../../i18n/pt-BR/servidor';
import { callOutside } from '../outside-call';

/** An address as the product's forms use it (PME addresses, legal representative). */
export interface EnderecoCep {
  cep: string;
  logradouro: string;
  bairro: string;
  municipio: string;
  uf: string;
}

/** What a ViaCEP-like service answers (only the fields used here). */
interface ViaCepAnswer {
  cep?: string;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  erro?: boolean | string;
}

export interface CepClient {
  /** The address of an 8-digit CEP, or null when the service does not know it. */
  buscar(cep: string): Promise<EnderecoCep | null>;
}

const CACHE_SIZE = 2000;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Looks a CEP up at CEP_URL_TEMPLATE (a URL with `{cep}`). Answers are kept for a day in a small
 * in-memory cache: addresses rarely change and forms ask for the same CEP again on every blur.
 */
export function createCepClient(urlTemplate: string, timeoutMs: number): CepClient {
  const cache = new Map<string, { value: EnderecoCep | null; expires: number }>();
  return {
    async buscar(cep) {
      const cached = cache.get(cep);
      if (cached && cached.expires > Date.now()) return cached.value;
      const answer = await callOutside<ViaCepAnswer>({
        system: servidor.outbox.chamadas.sistemas.cep,
        method: 'GET',
        url: urlTemplate.replace('{cep}', cep),
        timeoutMs,
        // ViaCEP answers 400 for a malformed CEP; some services answer 404 for an unknown one.
        acceptStatuses: [400, 404],
      });
      const body = answer.status === 200 ? answer.body : null;
      const unknown = !body || body.erro === true || body.erro === 'true' || !body.uf;
      const value: EnderecoCep | null = unknown
        ? null
        : {
            cep,
            logradouro: body.logradouro ?? '',
            bairro: body.bairro ?? '',
            municipio: body.localidade ?? '',
            uf: body.uf ?? '',
          };
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(cep, { value, expires: Date.now() + CACHE_TTL_MS });
      return value;
    },
  };
}
