import { Type } from 'typebox';
import { Nullable } from '../../http/schemas';
import { ConsultaReceitaFederal } from '../receita-federal/resumo';

/** Response schemas of the detail calls (also the OpenAPI description of their fields). */
const Str = Type.String();
const NStr = Nullable(Type.String());
const NInt = Nullable(Type.Integer());

export const Unidade = Type.Object({ codigoUnidade: Type.Integer(), uf: Str, nomeUnidade: Str });

export const Corretor = Type.Object({
  id: Type.Integer(),
  nome: Str,
  telefone: NStr,
  email: NStr,
  concessionaria: Nullable(Type.Object({ id: Type.Integer(), nome: Str })),
});

export const Contato = Type.Object({ id: Type.Integer(), telefone: Str });

export const PropostaTitular = Type.Object({ id: Type.Integer(), nome: Str, cpf: Str });

export const DependenciaTitular = Type.Object({ id: Type.Integer(), nome: Str });

export const DadosTitularPme = Type.Object({
  cargo: NStr,
  dataAdmissao: NStr,
  telefoneComercial: NStr,
  ramalComercial: NStr,
});

export const Aprovacao = Type.Object({
  tipoAprovacaoId: Type.Integer(),
  chave: Str,
  descricao: Str,
  aprovado: Type.Boolean(),
  /** approved | attention | empty */
  indicador: Str,
  data: NStr,
  usuario: NStr,
});

const Dependente = Type.Object({
  id: Type.Integer(),
  nome: Str,
  cpf: Str,
  grauParentescoId: NInt,
  grauParentesco: Str,
  situacaoPropostaAdesaoId: NInt,
});

/** Fields both detail calls share: the beneficiary, the sale and the nursing flags. */
const Common = {
  id: Type.Integer(),
  propostaAdesaoId: Type.Integer(),
  numeroContrato: Type.Integer(),
  tipo: Type.Integer(),
  tipoNome: Str,
  situacaoPropostaAdesaoId: NInt,
  situacaoPropostaAdesaoNome: Str,
  versao: Type.Integer(),
  possuiPendencia: Type.Boolean(),
  marcada: Type.Boolean(),
  cpf: Str,
  nome: Str,
  nomeSocial: NStr,
  dataNascimento: Str,
  nomeMae: NStr,
  cartaoNacionalSaude: NStr,
  estadoCivilId: NInt,
  sexoId: NInt,
  email: NStr,
  protocolo: NStr,
  advindoOutraOperadora: Type.Boolean(),
  dataAproveitamentoCarencia: NStr,
  operadoraOrigemAproveitamentoCarencia: NStr,
  /** Time of permanence in the previous operator, in months. */
  tempoPermanenciaOperadoraMeses: NInt,
  propostaTitular: Nullable(PropostaTitular),
  dependenciaTitular: Nullable(DependenciaTitular),
  dadosTitularPme: Nullable(DadosTitularPme),
  corretor: Nullable(Corretor),
  contatos: Type.Array(Contato),
  possuiRespostaDeclaracaoSaude: Type.Boolean(),
  respondeuPecFast: Type.Boolean(),
  avaliacaoSaudeConcluida: Type.Boolean(),
  enfermeiroResponsavelAvaliacaoSaude: NStr,
};

export const PropostaDetalhe = Type.Object({
  ...Common,
  situacaoAnteriorId: NInt,
  inativa: Type.Boolean(),
  uf: NStr,
  unidade: Unidade,
  unidadeNome: Str,
  corretorNome: NStr,
  concessionariaId: NInt,
  concessionariaRepasseId: NInt,
  repasseDaConcessionariaLogada: Type.Boolean(),
  dependentes: Type.Array(Dependente),
  diaVencimento: NInt,
  matriculaErp: NStr,
  dataCriacao: Str,
  dataAlteracaoSituacao: Str,
  dataContrato: NStr,
  aprovacoes: Type.Array(Aprovacao),
  liberacaoIdadePendente: Type.Boolean(),
  possuiDivergenciasRF: Type.Boolean(),
  /** The Receita Federal check: where it stands and what differed (server/modules/receita-federal). */
  receitaFederal: ConsultaReceitaFederal,
  /** The lifecycle actions this user may run now (the client shows only these buttons). */
  acoesPermitidas: Type.Array(Str),
});

export const RespostaDeclaracao = Type.Object({
  id: Type.Integer(),
  ordem: Type.Integer(),
  etapaId: Type.Integer(),
  etapa: Str,
  perguntaRegistrada: Str,
  seAplica: Type.Boolean(),
  detalhamento: NStr,
  /** The answer is health data (LGPD art. 11): present only for the health roles. */
  dadoSaude: Type.Boolean(),
});

/** The declaration's answers as the nurse's view reads them, and who registered them. */
export const DeclaracaoEnfermagem = Type.Object({
  respostas: Type.Array(RespostaDeclaracao),
  nomeEnfermeiro: NStr,
});

export const PropostaDetalheEnfermagem = Type.Object({
  ...Common,
  aprovacao: Aprovacao,
  declaracaoSaude: DeclaracaoEnfermagem,
  pecFast: Nullable(
    Type.Object({
      avaliacao: Type.Object({ respostasJson: Type.Unknown() }),
      modeloJson: Type.Unknown(),
      nomeEnfermeiro: NStr,
    }),
  ),
});

export const HistoricoEntry = Type.Object({
  id: Type.Integer(),
  chave: Str,
  descricao: Str,
  descricaoPendencia: NStr,
  situacaoAnteriorId: NInt,
  situacaoNovaId: NInt,
  autor: Str,
  dataTransicao: Str,
});
