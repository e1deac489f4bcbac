/**
 * The ERP's HTTP contract as TypeScript, the same as docs/erp-api.md (OpenAPI). The adapter
 * (erp-client.ts) and the sandbox (sandbox.ts) both use these types, so they cannot drift apart.
 * No health data goes to the ERP: the declaration and the nurse's assessment stay here.
 */

/** The complement a manager fills in before asking for the integration (ERP complement values). */
export interface ErpComplemento {
  codigoCampanha: number;
  codigoGrupoCarencia: string;
  codigoTipoCobranca: number;
  tipoVenda: number;
  indComissionarProposta: boolean;
  indReteveAtoVenda: boolean;
  codMotivoNaoComissionar: number;
}

export interface ErpBeneficiario {
  propostaAdesaoId: number;
  cpf: string;
  nome: string;
  nomeSocial: string | null;
  /** yyyy-MM-dd */
  dataNascimento: string;
  nomeMae: string | null;
  sexoId: number | null;
  estadoCivilId: number | null;
  cartaoNacionalSaude: string | null;
  email: string | null;
  telefones: string[];
  /** Dependents only: the kinship id of the spec's list. */
  grauParentescoId: number | null;
}

/** POST /propostas: one family contract (holder and dependents) to be integrated. */
export interface ErpPropostaRequest {
  numeroContrato: number;
  /** Proposal kind (0 Comum, 1 Retencao, 2 Portabilidade). */
  tipo: number;
  codigoUnidade: number;
  diaVencimento: number | null;
  /** ISO date-time of the contract signature, when known. */
  dataContrato: string | null;
  corretor: { id: number; nome: string } | null;
  concessionaria: { id: number; nome: string } | null;
  titular: ErpBeneficiario;
  dependentes: ErpBeneficiario[];
  complemento: ErpComplemento;
}

/** POST /empresas: a small-business (PME) contract's company, before its holders are sent. */
export interface ErpEmpresaRequest {
  numeroContrato: number;
  codigoUnidade: number;
  cnpj: string;
  razaoSocial: string;
  nomeFantasia: string;
  diaVencimento: number;
  representanteLegal: { cpf: string; nome: string; email: string | null };
  endereco: { cep: string; logradouro: string; numero: string; municipio: string; uf: string };
  complemento: ErpComplemento;
}

export type ErpSituacao =
  'em_processamento' | 'integrada' | 'integrada_com_pendencias' | 'recusada';

export interface ErpItem {
  codigo: string;
  descricao: string;
}

/** Answer of POST /propostas (202) and of GET /propostas/{protocolo} (200). */
export interface ErpIntegracao {
  protocolo: string;
  situacao: ErpSituacao;
  /** The beneficiary registration number in the ERP, once integrated. */
  matricula: string | null;
  /** What the ERP still needs (integrada_com_pendencias). */
  pendencias: ErpItem[];
  /** Why the ERP refused (recusada). */
  motivos: ErpItem[];
  /** ISO date-time of the ERP's decision, null while processing. */
  dataProcessamento: string | null;
}

/** GET /parametros: the lists of the ERP complement (document 2, section 3). */
export interface ErpParametros {
  campanhas: {
    codigoCampanha: number;
    nomeCampanha: string;
    codigoTipoCobranca: number;
    nomeTipoCobranca: string;
  }[];
  carencias: {
    codigoGrupoCarencia: string;
    nomeGrupoCarencia: string;
    codigoGrupoCampanha: number;
  }[];
  grausParentesco: { codigoGrauParentesco: number; nomeGrauParentesco: string }[];
  motivosNaoComissionar: { codigoMotivoNaoComissionar: number; nomeMotivoNaoComissionar: string }[];
  tiposVenda: { codigoTipoVenda: number; nomeTipoVenda: string; indComissionado: boolean }[];
}

export const ERP_SITUACOES_FINAIS: readonly ErpSituacao[] = [
  'integrada',
  'integrada_com_pendencias',
  'recusada',
];
