import type { DataProvider } from 'ra-core';
import { DEFAULT_PAGE_SIZE } from '../domain';
import { api, request } from './httpClient';

/** The permission table's resource name: react-admin's list asks canAccess with it. */
export const PROPOSTAS_PME = 'proposta-pme';

/** A row of POST api/propostaPme/buscar (document 2, section 7). */
export interface PmeListItem {
  id: number;
  numeroContrato: number;
  razaoSocial: string;
  cnpj: string;
  dataCriacao: string;
  situacao: number;
  situacaoNome: string;
  unidadeNome: string;
  uf: string;
  corretorNome: string | null;
  beneficiarios: number;
}

/** The list's filter as react-admin keeps it (and the export sends it). */
export interface FiltroPme {
  pesquisa?: string;
  situacao?: number;
}

/** The search's body without paging: the list and its server-side export share it. */
export function buscaPme(filter: FiltroPme) {
  return {
    pesquisa: filter.pesquisa || undefined,
    situacoes: filter.situacao == null ? undefined : [filter.situacao],
  };
}

/** The PME proposals' list over POST api/propostaPme/buscar (pages from 1). */
export function withPropostasPme<T extends DataProvider>(base: T): T {
  return {
    ...base,
    async getList(resource, params) {
      if (resource !== PROPOSTAS_PME) return base.getList(resource, params);
      const result = await api.post<{ itens: PmeListItem[]; total: number }>(
        '/api/propostaPme/buscar',
        {
          ...buscaPme((params.filter ?? {}) as FiltroPme),
          pagina: params.pagination?.page ?? 1,
          pageSize: params.pagination?.perPage ?? DEFAULT_PAGE_SIZE,
        },
        { signal: params.signal },
      );
      // react-admin's methods are generic over a record type only the caller knows.
      return { data: result.itens, total: result.total } as never;
    },
  };
}

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
 * The answer of a command of the PME screen (and of the form's and the ERP complement's saves):
 * its messages, the screen's notice, and the proposal as it now is, which the screen draws
 * without reading it again (decisions/0156, 0166).
 */
export interface RespostaPme {
  messages: string[];
  proposta: PropostaPme;
}

async function comando(url: string, body?: unknown): Promise<RespostaPme> {
  const answer = await request<PropostaPme>(url, { method: 'POST', body: body ?? {} });
  return { messages: answer.messages, proposta: answer.data };
}

/**
 * A check (signatures, ERP): its messages and whether it moved the proposal on. A check that
 * finds work still pending answers 200 with the status unchanged, which is no success.
 */
export interface Verificacao extends RespostaPme {
  avancou: boolean;
}

async function verificacao(url: string, situacaoAntes: number): Promise<Verificacao> {
  const answer = await comando(url);
  return { ...answer, avancou: answer.proposta.situacao !== situacaoAntes };
}

/**
 * The PME proposal's calls (document 2, section 7): its screen, form, actions, ERP complement
 * and the units' contracts. Inferred from the object below, which is its single definition.
 */
export type PmeMethods = typeof pmeMethods;

export type PmeDataProvider = DataProvider & PmeMethods;

export const pmeMethods = {
  obterPropostaPme: (id: number, signal?: AbortSignal) =>
    api.get<PropostaPme>(`/api/propostaPme/${id}`, { signal }),
  obterDadosPreenchimentoPme: () =>
    api.get<DadosPreenchimento>('/api/propostaPme/dadosPreenchimento'),
  listarBeneficiariosPme: (id: number) =>
    api.get<Beneficiario[]>(`/api/propostaPme/${id}/beneficiarios/gestor`),
  alterarPropostaPme: (body: unknown) => comando('/api/propostaPme/alterar', body),
  criarPropostaPme: (body: unknown) =>
    request<{ id: number; numeroContrato: number }>('/api/propostaPme/criar', {
      method: 'POST',
      body,
    }),
  listarTitularesDisponiveisPme: (pesquisa: string) =>
    api.get<TitularDisponivel[]>(
      `/api/propostaPme/beneficiariosDisponiveis?pesquisa=${encodeURIComponent(pesquisa)}`,
    ),
  preVisualizarContratoPme: (id: number) =>
    request<Blob>(`/api/propostaPme/${id}/preVisualizarContrato`, { responseType: 'blob' }),
  criarContratoPme: (id: number) => comando(`/api/propostaPme/${id}/criarContrato`),
  verificarAssinaturasPme: (id: number, situacao: number) =>
    verificacao(`/api/propostaPme/${id}/verificarConclusaoAssinaturas`, situacao),
  integrarPme: (id: number) => comando(`/api/propostaPme/${id}/integrar`),
  verificarIntegracaoPme: (id: number, situacao: number) =>
    verificacao(`/api/propostaPme/${id}/verificarIntegracao`, situacao),
  verificarIntegracaoBeneficiariosPme: (id: number, situacao: number) =>
    verificacao(`/api/propostaPme/${id}/verificarIntegracaoBeneficiarios`, situacao),
  baixarContratoAssinadoPme: (id: number) =>
    api.get<{ contentType: string; fileContents: string; fileDownloadName: string }>(
      `/api/propostaPme/${id}/downloadContratoAssinado`,
    ),
  cancelarPropostaPme: (id: number, observacao: string) =>
    comando(`/api/propostaPme/${id}/cancelar`, { id, observacao }),
  cancelarBeneficiariosPme: (id: number, observacao: string) =>
    comando(`/api/propostaPme/${id}/cancelarBeneficiarios`, { id, observacao }),
  obterFontesComplementoPme: (id: number) =>
    api.get<ErpListas & { valores: ComplementoValores }>(
      `/api/complementoIntegracaoERP/pme/${id}/carregar-fontes-dados`,
    ),
  salvarComplementoPme: (id: number, body: ComplementoValores) =>
    comando(`/api/propostaPme/${id}/complementoErp`, body),
  obterFontesComplementoIndividual: (id: number) =>
    api.get<ErpListas & { valores: ComplementoValores }>(`/api/complementoIntegracaoERP/${id}`),
  salvarComplementoIndividual: (id: number, body: ComplementoValores) =>
    action('/api/ComplementoIntegracaoERP', { propostaAdesaoId: id, ...body }),
  listarUnidadesContratoPme: (uf?: string) =>
    api.post<UnidadeContrato[]>('/api/propostaPme/buscarUnidadesContratosPme', uf ? { uf } : {}),
  obterArquivoContratoPme: (codigoUnidade: number) =>
    api.get<{ id: number; arquivo: string } | null>(
      `/api/propostaPme/${codigoUnidade}/obterArquivoContratoPme`,
    ),
  substituirContratoPme: (codigoUnidade: number, arquivo: string) =>
    action(`/api/propostaPme/${codigoUnidade}/substituirContratoPme`, {
      id: codigoUnidade,
      arquivo,
    }),
};
