import type {
  ErpBeneficiario,
  ErpComplemento,
  ErpParametros,
  ErpPropostaRequest,
} from '../../../integrations/erp/contract';
import { PermanentDeliveryError } from '../../outbox/types';
import { servidor } from '../../../../i18n/pt-BR/servidor';
import { format } from '../../../../i18n/catalog';
import type { ContratoFamiliar } from '../contrato-familiar';

type Payload = Record<string, unknown>;

const COMPLEMENTO_FIELDS = {
  codigoCampanha: 'number',
  codigoGrupoCarencia: 'string',
  codigoTipoCobranca: 'number',
  tipoVenda: 'number',
  indComissionarProposta: 'boolean',
  indReteveAtoVenda: 'boolean',
  codMotivoNaoComissionar: 'number',
} as const;

/** The spec's initial complement values (document 2, section 2.4). */
export const TIPO_VENDA_PADRAO = 2;
export const MOTIVO_NAO_COMISSIONAR_PADRAO = 1;

/**
 * The complement when the request carries none: the complement form's initial values, with the
 * first campaign (and its billing type) and that campaign's first waiting group, since the ERP
 * requires one. Stored with the integration, so what was sent stays visible.
 */
export function complementoPadrao(parametros: ErpParametros): ErpComplemento {
  const campanha = parametros.campanhas[0];
  const carencia =
    parametros.carencias.find((c) => c.codigoGrupoCampanha === campanha?.codigoCampanha) ??
    parametros.carencias[0];
  const tipoVenda = parametros.tiposVenda.find((t) => t.codigoTipoVenda === TIPO_VENDA_PADRAO);
  return {
    codigoCampanha: campanha?.codigoCampanha ?? 0,
    codigoGrupoCarencia: carencia?.codigoGrupoCarencia ?? '',
    codigoTipoCobranca: campanha?.codigoTipoCobranca ?? 0,
    tipoVenda: TIPO_VENDA_PADRAO,
    indComissionarProposta: tipoVenda?.indComissionado ?? true,
    indReteveAtoVenda: false,
    codMotivoNaoComissionar: MOTIVO_NAO_COMISSIONAR_PADRAO,
  };
}

/**
 * The ERP complement carried by the 'erp.integrar-proposta' payload (enqueue.ts), or null when
 * the payload has none. A partial or mistyped one is a bug of the enqueuing side, not something
 * a retry fixes.
 */
export function complementoFromPayload(payload: Payload): ErpComplemento | null {
  const fields = Object.keys(COMPLEMENTO_FIELDS);
  if (fields.every((field) => payload[field] === undefined)) return null;
  const wrong = Object.entries(COMPLEMENTO_FIELDS)
    .filter(([field, type]) => typeof payload[field] !== type)
    .map(([field]) => field);
  if (wrong.length) {
    throw new PermanentDeliveryError(
      format(servidor.outbox.falhas.complementoIncompleto, { campos: wrong.join(', ') }),
    );
  }
  return Object.fromEntries(
    fields.map((field) => [field, payload[field]]),
  ) as unknown as ErpComplemento;
}

function beneficiario(
  contrato: ContratoFamiliar,
  row: ContratoFamiliar['titular'],
): ErpBeneficiario {
  return {
    propostaAdesaoId: row.id,
    cpf: row.cpf,
    nome: row.nome,
    nomeSocial: row.nomeSocial,
    dataNascimento: row.dataNascimento,
    nomeMae: row.nomeMae,
    sexoId: row.sexoId,
    estadoCivilId: row.estadoCivilId,
    cartaoNacionalSaude: row.cartaoNacionalSaude,
    email: row.email,
    telefones: contrato.telefones.get(row.id) ?? [],
    grauParentescoId: row.propostaTitularId ? row.grauParentescoId : null,
  };
}

/**
 * The request for one family contract. It is built from the stored proposal each time, and
 * must come out the same on a retry: the ERP matches a repeated idempotency key by content.
 */
export function buildErpRequest(
  contrato: ContratoFamiliar,
  complemento: ErpComplemento,
): ErpPropostaRequest {
  const { titular } = contrato;
  return {
    numeroContrato: titular.numeroContrato,
    tipo: titular.tipo,
    codigoUnidade: titular.codigoUnidade,
    diaVencimento: titular.diaVencimento,
    dataContrato: titular.dataContrato ? titular.dataContrato.toISOString() : null,
    corretor: contrato.corretor,
    concessionaria: contrato.concessionaria,
    titular: beneficiario(contrato, titular),
    dependentes: contrato.dependentes.map((d) => beneficiario(contrato, d)),
    complemento,
  };
}
