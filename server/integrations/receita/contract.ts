/**
 * The Receita Federal CPF check as this product calls it (docs/erp-api.md, "Receita Federal"):
 *
 *   POST {RECEITA_URL}/v1/cpf/consulta   { cpf, nome, dataNascimento }
 *   200 { cpf, nome, dataNascimento, situacao: { codigo, descricao } }   the registry's data
 *   404                                                                 CPF not in the registry
 *   400                                                                 malformed CPF
 *
 * A POST and not a GET with the CPF in the path: a CPF, a name and a birth date are personal data
 * and must not land in the access logs of proxies on the way. Like Serpro's Datavalid, the
 * request carries what was declared; the answer carries what the registry holds, and the
 * comparison is ours (src/domain/receitaFederal.ts), so a provider that ignores the declared
 * fields works the same. Dates are yyyy-MM-dd. A look-up has no effect: no Idempotency-Key.
 */
export interface ConsultaCpfRequest {
  /** 11 digits. */
  cpf: string;
  nome: string;
  /** yyyy-MM-dd */
  dataNascimento: string;
}

export interface ConsultaCpfResponse {
  cpf: string;
  nome: string;
  dataNascimento: string;
  situacao: { codigo: string; descricao: string };
}

export const CONSULTA_CPF_PATH = '/v1/cpf/consulta';
