import { HttpError } from '../../../http/errors';
import type { Integrations } from '../../../integrations';
import type { ErpParametros } from '../../../integrations/erp/contract';
import { OutsideCallError } from '../../../integrations/outside-call';
import { servidor } from '../../../../i18n/pt-BR/servidor';

export const ERP_NAO_CONFIGURADO_MSG = servidor.integracoes.integracaoErpNaoConfigurada;

/** The lists change rarely (campaigns, waiting groups): a form opened twice asks once. */
const CACHE_MS = 5 * 60 * 1000;
let cache: { at: number; client: unknown; value: ErpParametros } | null = null;

/**
 * The ERP complement's lists (campanhas, carencias, grausParentesco, motivosNaoComissionar,
 * tiposVenda), for the screens that fill in the complement (api/propostaPme/dadosPreenchimento,
 * api/complementoIntegracaoERP/...). pt-BR 503 when the ERP is not configured or does not answer.
 */
export async function obterParametrosErp(integrations: Integrations): Promise<ErpParametros> {
  const { erp } = integrations;
  if (!erp) throw new HttpError(503, [ERP_NAO_CONFIGURADO_MSG]);
  if (cache && cache.client === erp && Date.now() - cache.at < CACHE_MS) return cache.value;
  try {
    const value = await erp.obterParametros();
    cache = { at: Date.now(), client: erp, value };
    return value;
  } catch (error) {
    if (error instanceof OutsideCallError)
      throw new HttpError(503, [servidor.integracoes.erpIndisponivel]);
    throw error;
  }
}
