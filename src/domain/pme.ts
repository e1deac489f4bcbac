import { pme as textosPme } from '../../i18n/pt-BR/pme';

/**
 * PME (small business) enumerations: contract status (document 2, section 3, labels to the
 * letter), tax classification, monthly due days, field limits of the PME form and the defaults
 * of the ERP complement form.
 */
export const SITUACAO_PME = {
  Recebida: 0,
  AguardandoAssinatura: 1,
  AssinaturaColetada: 2,
  IntegracaoPmeSolicitada: 3,
  IntegracaoTitularesPendente: 4,
  IntegracaoTitularesSolicitada: 5,
  IntegracaoConcluida: 8,
  Cancelada: 99,
} as const;

export type SituacaoPmeKey = keyof typeof SITUACAO_PME;
export type SituacaoPmeId = (typeof SITUACAO_PME)[SituacaoPmeKey];

/** The statuses' names are catalogue texts (pme.situacoes, keyed like `key`): pt-BR here and on the
 * server; a screen reads the key in the chosen language (PmeStatusChip). */
const ROTULOS = textosPme.situacoes;

export const SITUACOES_PME = [
  { id: 0, key: 'Recebida', label: ROTULOS.Recebida, color: 'info' },
  { id: 1, key: 'AguardandoAssinatura', label: ROTULOS.AguardandoAssinatura, color: 'secondary' },
  { id: 2, key: 'AssinaturaColetada', label: ROTULOS.AssinaturaColetada, color: 'primary' },
  {
    id: 3,
    key: 'IntegracaoPmeSolicitada',
    label: ROTULOS.IntegracaoPmeSolicitada,
    color: 'primary',
  },
  {
    id: 4,
    key: 'IntegracaoTitularesPendente',
    label: ROTULOS.IntegracaoTitularesPendente,
    color: 'warning',
  },
  {
    id: 5,
    key: 'IntegracaoTitularesSolicitada',
    label: ROTULOS.IntegracaoTitularesSolicitada,
    color: 'primary',
  },
  { id: 8, key: 'IntegracaoConcluida', label: ROTULOS.IntegracaoConcluida, color: 'success' },
  { id: 99, key: 'Cancelada', label: ROTULOS.Cancelada, color: 'error' },
] as const satisfies readonly {
  id: SituacaoPmeId;
  key: SituacaoPmeKey;
  label: string;
  color: string;
}[];

export function getPmeStatusInfo(id: number | null | undefined) {
  return SITUACOES_PME.find((s) => s.id === id);
}

/** The tax classifications' names are catalogue texts (pme.classificacoesTributarias, keyed like
 * `key`): pt-BR here and in the contract's PDF; the PME form reads the key in the chosen language. */
const CLASSIFICACOES = textosPme.classificacoesTributarias;

export const CLASSIFICACOES_TRIBUTARIAS = [
  { id: 1, key: 'Iss5', label: CLASSIFICACOES.Iss5 },
  { id: 2, key: 'ClientesPj', label: CLASSIFICACOES.ClientesPj },
] as const;

export const VENCIMENTOS_MENSALIDADE = [10, 20, 30] as const;

export type VencimentoMensalidade = (typeof VENCIMENTOS_MENSALIDADE)[number];

/** S/N indicators of a PME address (indEnderecoLocalizacao, indEnderecoCorrespondencia). */
export const INDICADOR_SN = ['S', 'N'] as const;

/** Maximum lengths of the PME form (document 2, section 5). */
export const PME_LIMITS = {
  razaoSocial: 150,
  nomeFantasia: 150,
  nomeFantasiaAbreviado: 50,
  inscricaoEstadual: 20,
  inscricaoMunicipal: 20,
  representanteNome: 100,
  email: 80,
  cargo: 30,
  logradouro: 150,
  numero: 10,
  bairro: 80,
  municipio: 80,
  uf: 2,
  complemento: 80,
  contatoNome: 100,
} as const;

/** "Não informado": the default reason not to commission. */
export const MOTIVO_NAO_COMISSIONAR_PADRAO = 1;

/** Sale type 1 fixes the commission choice (the field is disabled). */
export const TIPO_VENDA_COMISSAO_FIXA = 1;

/**
 * Initial values of the ERP complement form (document 2, section 2.4). The billing type comes
 * from the first campaign, hence the argument.
 */
export function erpComplementInitialValues(firstCampaign?: { codigoTipoCobranca: number } | null) {
  return {
    codigoGrupoCarencia: '',
    codMotivoNaoComissionar: MOTIVO_NAO_COMISSIONAR_PADRAO,
    codigoTipoCobranca: firstCampaign?.codigoTipoCobranca ?? 0,
    tipoVenda: 2,
    indComissionarProposta: true,
    indReteveAtoVenda: false,
  };
}
