import type { SlaEstado } from '../../domain';
/**
 * The proposals API as the workspace reads it (server/modules/propostas, observacoes,
 * anotacoes, comunicacoes). Field names are the spec's (section 3 of document 1); dates arrive
 * as ISO strings (birth dates as yyyy-MM-dd) and are shown dd/MM/yyyy.
 */
import type { EstadoConsultaRF, IndicadorAprovacao, TipoAprovacaoKey } from '../../domain';

/** One row of POST api/adesao/buscar ('Proposal list row'). */
export interface PropostaListItem {
  id: number;
  propostaAdesaoId: number;
  /** The row's version when the page loaded (the bulk actions send it back). */
  versao: number;
  numeroContrato: number;
  tipo: number;
  tipoNome: string;
  dataCriacao: string;
  nome: string;
  nomeSocial: string | null;
  unidadeNome: string;
  unidade: { codigoUnidade: number; uf: string; nomeUnidade: string };
  corretorNome: string | null;
  celular?: string | null;
  uf?: string | null;
  situacaoPropostaAdesaoId: number | null;
  /** A draft of an under-49 holder still waiting for the age release. */
  liberacaoIdadePendente?: boolean;
  /** A discarded draft, or an inactivated proposal. */
  inativa?: boolean;
  possuiPendencia: boolean;
  marcada: boolean;
  propostaTitularId: number | null;
  repasseDaConcessionariaLogada: boolean;
  /** Business days in the current status against its target; null where the status has none. */
  sla?: { diasUteis: number; alvo: number; estado: SlaEstado } | null;
}

export interface Aprovacao {
  tipoAprovacaoId: number;
  chave: TipoAprovacaoKey;
  descricao: string;
  aprovado: boolean;
  indicador: IndicadorAprovacao;
  data: string | null;
  usuario: string | null;
}

export interface Dependente {
  id: number;
  nome: string;
  cpf: string;
  grauParentescoId: number | null;
  grauParentesco: string;
  situacaoPropostaAdesaoId: number | null;
}

/** GET api/adesao/{id}. */
export interface PropostaDetalhe {
  id: number;
  propostaAdesaoId: number;
  versao: number;
  numeroContrato: number;
  tipo: number;
  tipoNome: string;
  situacaoPropostaAdesaoId: number | null;
  situacaoAnteriorId: number | null;
  possuiPendencia: boolean;
  marcada: boolean;
  inativa: boolean;
  liberacaoIdadePendente: boolean;

  cpf: string;
  nome: string;
  nomeSocial: string | null;
  dataNascimento: string;
  nomeMae: string | null;
  cartaoNacionalSaude: string | null;
  estadoCivilId: number | null;
  sexoId: number | null;
  email: string | null;
  protocolo: string | null;
  contatos: { id: number; telefone: string }[];
  uf: string | null;
  unidade: { codigoUnidade: number; uf: string; nomeUnidade: string };
  diaVencimento: number | null;
  matriculaErp: string | null;
  advindoOutraOperadora: boolean;
  dataAproveitamentoCarencia: string | null;
  operadoraOrigemAproveitamentoCarencia: string | null;
  tempoPermanenciaOperadoraMeses: number | null;

  propostaTitular: { id: number; nome: string; cpf: string } | null;
  dependenciaTitular: { id: number; nome: string } | null;
  dependentes: Dependente[];
  corretor: {
    id: number;
    nome: string;
    telefone: string | null;
    email: string | null;
    concessionaria: { id: number; nome: string } | null;
  } | null;
  repasseDaConcessionariaLogada: boolean;

  dataCriacao: string;
  dataAlteracaoSituacao: string;
  dataContrato: string | null;

  aprovacoes: Aprovacao[];
  possuiRespostaDeclaracaoSaude: boolean;
  avaliacaoSaudeConcluida: boolean;
  enfermeiroResponsavelAvaliacaoSaude: string | null;
  /** The Receita Federal check (server/modules/receita-federal). */
  receitaFederal: ConsultaReceitaFederal;
  /** What the server computed with the same lifecycle table (the client recomputes it). */
  acoesPermitidas: string[];
}

/** One row of GET api/adesao/{id}/obterDivergenciasRF (values already as shown). */
export interface DivergenciaRF {
  campo: string;
  descricao: string;
  valorDeclarado: string;
  valorReceita: string;
}

export interface ConsultaReceitaFederal {
  /** null: never asked (a draft, or sent before the check existed). */
  estado: EstadoConsultaRF | null;
  consultadaEm: string | null;
  situacaoCadastral: string | null;
  divergencias: DivergenciaRF[];
}

export interface RespostaDeclaracao {
  id: number;
  ordem: number;
  etapaId: number;
  etapa: string;
  perguntaRegistrada: string;
  seAplica: boolean;
  detalhamento: string | null;
  /** The answer is health data (LGPD art. 11): only the health roles receive it. */
  dadoSaude: boolean;
}

export interface HistoricoItem {
  id: number;
  chave: string;
  descricao: string;
  descricaoPendencia: string | null;
  autor: string;
  dataTransicao: string;
}

export interface Observacao {
  id: number;
  usuario: string;
  userName: string;
  resolvido: boolean;
  observacao: string;
  dataCriacao: string;
  tipoObservacaoId: number;
  setorResponsavel: number | null;
  resolucaoPendencia: {
    id: number;
    resolucao: string;
    usuario: string;
    dataCriacao: string;
  } | null;
  situacaoPropostaAdesaoNome?: string | null;
}

export interface AnotacaoEnfermagem {
  id: number;
  texto: string;
  dataCriacao: string;
  usuarioId: number | null;
  userName: string;
  usuario: string;
}

/** GET api/logHistoricoEnvio/{id}. */
export interface Envio {
  id: number;
  canal: string;
  destino: string;
  modelo: string;
  modeloNome: string;
  assunto: string | null;
  status: string;
  statusNome: string;
  usuario: string;
  dataCriacao: string;
  dataEnvio: string | null;
  erro: string | null;
}
