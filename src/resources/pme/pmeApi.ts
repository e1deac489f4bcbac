import { api, request } from '../../providers/httpClient';

// Kept here for the PME screens' imports; the helpers are the whole client's.
export { fileNameOf, saveBlob } from '../../providers/download';

/** The PME calls (document 2, section 7), with the answers' shapes. */

export interface Beneficiario {
  id: number;
  dataCriacao: string;
  cpf: string;
  nome: string;
  propostaTitularId: number | null;
  situacaoPropostaAdesaoId: number | null;
  situacaoNome: string;
}

export interface Endereco {
  id?: number;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  municipio: string;
  uf: string;
  telefoneEmpresa: string | null;
  telefoneFax: string | null;
  telefoneCelular: string | null;
  telefoneCobranca: string | null;
  indEnderecoLocalizacao: 'S' | 'N' | '';
  indEnderecoCorrespondencia: 'S' | 'N' | '';
}

export interface Contato {
  id?: number;
  telefone: string | null;
  nome: string;
  cargo: string;
  email: string | null;
  emailParaFaturamento: boolean;
}

export interface Representante {
  cpf: string;
  nome: string;
  email: string;
  telefone: string;
  cargo: string;
  dataNascimento: string;
  enderecoCep: string;
  enderecoLogradouro: string;
  enderecoNumero: string;
  enderecoBairro: string;
  enderecoMunicipio: string;
  enderecoUf: string;
  enderecoComplemento: string | null;
}

export interface PropostaPme {
  id: number;
  versao: number;
  situacao: number;
  situacaoNome: string;
  numeroContrato: number;
  dataCriacao: string;
  matricula: string | null;
  codigoCampanhaERP: number | null;
  corretorNome: string | null;
  concessionariaNome: string | null;
  unidade: { codigoUnidade: number; uf: string; nomeUnidade: string } | null;
  cnpj: string;
  razaoSocial: string;
  nomeFantasia: string;
  nomeFantasiaAbreviado: string;
  codAtividadeEconomica: number | null;
  classificacaoTributaria: number;
  inscricaoEstadual: string | null;
  inscricaoMunicipal: string | null;
  codigoTipoSociedade: number;
  situacaoCadastral: number;
  dataFundacao: string | null;
  numeroCarteira: string | null;
  vencimentoMensalidade: number;
  representanteLegal: Representante;
  enderecos: Endereco[];
  contatos: Contato[];
  indReteveAtoVenda: boolean;
  beneficiarios: Beneficiario[];
}

export interface ErpListas {
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
  motivosNaoComissionar: { codigoMotivoNaoComissionar: number; nomeMotivoNaoComissionar: string }[];
  tiposVenda: { codigoTipoVenda: number; nomeTipoVenda: string; indComissionado: boolean }[];
}

export interface DadosPreenchimento extends ErpListas {
  situacoesCadastrais: { id: number; nome: string }[];
  tiposSociedade: { id: number; nome: string }[];
}

export interface ComplementoValores {
  codigoCampanha: number | null;
  codigoGrupoCarencia: string;
  codigoTipoCobranca: number;
  tipoVenda: number;
  indComissionarProposta: boolean;
  indReteveAtoVenda: boolean;
  codMotivoNaoComissionar: number;
}

export interface UnidadeContrato {
  codigoUnidade: number;
  uf: string;
  nomeUnidade: string;
  possuiContrato: boolean;
  dataAtualizacao: string | null;
}

/** A holder's individual proposal the new PME proposal may take as beneficiary. */
export interface TitularDisponivel {
  id: number;
  nome: string;
  cpf: string;
  numeroContrato: number;
  situacaoNome: string;
  dependentes: number;
}

/** The answer of an action: its messages are the screen's notice. */
async function action(url: string, body?: unknown): Promise<string[]> {
  const answer = await request(url, { method: 'POST', body: body ?? {} });
  return answer.messages;
}

/**
 * A check (signatures, ERP): its messages and whether it moved the proposal on. A check that
 * finds work still pending answers 200 with the status unchanged, which is no success.
 */
export interface Verificacao {
  messages: string[];
  avancou: boolean;
}

async function verificacao(url: string, situacaoAntes: number): Promise<Verificacao> {
  const answer = await request<{ situacao: number }>(url, { method: 'POST', body: {} });
  return { messages: answer.messages, avancou: answer.data.situacao !== situacaoAntes };
}

export const pmeApi = {
  proposta: (id: number, signal?: AbortSignal) =>
    api.get<PropostaPme>(`/api/propostaPme/${id}`, { signal }),
  dadosPreenchimento: () => api.get<DadosPreenchimento>('/api/propostaPme/dadosPreenchimento'),
  beneficiarios: (id: number) =>
    api.get<Beneficiario[]>(`/api/propostaPme/${id}/beneficiarios/gestor`),
  alterar: (body: unknown) => action('/api/propostaPme/alterar', body),
  criar: (body: unknown) =>
    request<{ id: number; numeroContrato: number }>('/api/propostaPme/criar', {
      method: 'POST',
      body,
    }),
  titularesDisponiveis: (pesquisa: string) =>
    api.get<TitularDisponivel[]>(
      `/api/propostaPme/beneficiariosDisponiveis?pesquisa=${encodeURIComponent(pesquisa)}`,
    ),
  preVisualizar: (id: number) =>
    request<Blob>(`/api/propostaPme/${id}/preVisualizarContrato`, { responseType: 'blob' }),
  criarContrato: (id: number) => action(`/api/propostaPme/${id}/criarContrato`),
  verificarAssinaturas: (id: number, situacao: number) =>
    verificacao(`/api/propostaPme/${id}/verificarConclusaoAssinaturas`, situacao),
  integrar: (id: number) => action(`/api/propostaPme/${id}/integrar`),
  verificarIntegracao: (id: number, situacao: number) =>
    verificacao(`/api/propostaPme/${id}/verificarIntegracao`, situacao),
  verificarIntegracaoBeneficiarios: (id: number, situacao: number) =>
    verificacao(`/api/propostaPme/${id}/verificarIntegracaoBeneficiarios`, situacao),
  downloadContratoAssinado: (id: number) =>
    api.get<{ contentType: string; fileContents: string; fileDownloadName: string }>(
      `/api/propostaPme/${id}/downloadContratoAssinado`,
    ),
  cancelar: (id: number, observacao: string) =>
    action(`/api/propostaPme/${id}/cancelar`, { id, observacao }),
  cancelarBeneficiarios: (id: number, observacao: string) =>
    action(`/api/propostaPme/${id}/cancelarBeneficiarios`, { id, observacao }),
  fontesComplementoPme: (id: number) =>
    api.get<ErpListas & { valores: ComplementoValores }>(
      `/api/complementoIntegracaoERP/pme/${id}/carregar-fontes-dados`,
    ),
  salvarComplementoPme: (id: number, body: ComplementoValores) =>
    action(`/api/propostaPme/${id}/complementoErp`, body),
  fontesComplementoIndividual: (id: number) =>
    api.get<ErpListas & { valores: ComplementoValores }>(`/api/complementoIntegracaoERP/${id}`),
  salvarComplementoIndividual: (id: number, body: ComplementoValores) =>
    action('/api/ComplementoIntegracaoERP', { propostaAdesaoId: id, ...body }),
  unidades: (uf?: string) =>
    api.post<UnidadeContrato[]>('/api/propostaPme/buscarUnidadesContratosPme', uf ? { uf } : {}),
  arquivoContrato: (codigoUnidade: number) =>
    api.get<{ id: number; arquivo: string } | null>(
      `/api/propostaPme/${codigoUnidade}/obterArquivoContratoPme`,
    ),
  substituirContrato: (codigoUnidade: number, arquivo: string) =>
    action(`/api/propostaPme/${codigoUnidade}/substituirContratoPme`, {
      id: codigoUnidade,
      arquivo,
    }),
};

export function base64ToBlob(base64: string, contentType: string): Blob {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: contentType });
}
