import { Type } from 'typebox';
import { EnvelopeOf } from '../../http/envelope';
import { ErrorResponses, Nullable } from '../../http/schemas';

/**
 * The PME proposal as GET api/propostaPme/{id} answers it (`detalhePropostaPme`), and as every
 * command of its screen answers it too (decisions/0156): the screen writes the answer into its
 * query instead of reading the proposal again. Declared for the OpenAPI document and for
 * Fastify's compiled serialiser, which sends only these fields.
 */
const Str = Type.String();
const NStr = Nullable(Type.String());
const Int = Type.Integer();
const NInt = Nullable(Type.Integer());

const Representante = Type.Object({
  cpf: Str,
  nome: Str,
  email: Str,
  telefone: Str,
  cargo: Str,
  dataNascimento: Str,
  enderecoCep: Str,
  enderecoLogradouro: Str,
  enderecoNumero: Str,
  enderecoBairro: Str,
  enderecoMunicipio: Str,
  enderecoUf: Str,
  enderecoComplemento: NStr,
});

const Endereco = Type.Object({
  id: Int,
  cep: Str,
  logradouro: Str,
  numero: Str,
  complemento: NStr,
  bairro: Str,
  municipio: Str,
  uf: Str,
  telefoneEmpresa: NStr,
  telefoneFax: NStr,
  telefoneCelular: NStr,
  telefoneCobranca: NStr,
  indEnderecoLocalizacao: Str,
  indEnderecoCorrespondencia: Str,
});

const Contato = Type.Object({
  id: Int,
  telefone: NStr,
  nome: Str,
  cargo: Str,
  email: NStr,
  emailParaFaturamento: Type.Boolean(),
});

const ComplementoErp = Type.Object({
  codigoCampanha: NInt,
  codigoGrupoCarencia: Str,
  codigoTipoCobranca: Int,
  tipoVenda: Int,
  indComissionarProposta: Type.Boolean(),
  indReteveAtoVenda: Type.Boolean(),
  codMotivoNaoComissionar: Int,
});

/** A beneficiary row (GET api/propostaPme/{id}/beneficiarios/gestor's too). */
export const BeneficiarioPme = Type.Object({
  id: Int,
  dataCriacao: Str,
  cpf: Str,
  nome: Str,
  email: NStr,
  propostaTitularId: NInt,
  situacaoPropostaAdesaoId: NInt,
  situacaoNome: Str,
});

export const PropostaPmeDetalhe = Type.Object({
  id: Int,
  versao: Int,
  situacao: Int,
  situacaoNome: Str,
  numeroContrato: Int,
  dataCriacao: Str,
  matricula: NStr,
  codigoCampanhaERP: NInt,
  corretorNome: NStr,
  concessionariaNome: NStr,
  unidade: Nullable(Type.Object({ codigoUnidade: Int, uf: Str, nomeUnidade: Str })),
  cnpj: Str,
  razaoSocial: Str,
  nomeFantasia: Str,
  nomeFantasiaAbreviado: Str,
  codAtividadeEconomica: NInt,
  classificacaoTributaria: Int,
  inscricaoEstadual: NStr,
  inscricaoMunicipal: NStr,
  codigoTipoSociedade: Int,
  situacaoCadastral: Int,
  /** dd/MM/yyyy, as the form shows it. */
  dataFundacao: NStr,
  numeroCarteira: NStr,
  vencimentoMensalidade: Int,
  representanteLegal: Representante,
  enderecos: Type.Array(Endereco),
  contatos: Type.Array(Contato),
  complementoErp: Nullable(ComplementoErp),
  /** Retention at point of sale: the complement's kept-sale-act flag, read-only here. */
  indReteveAtoVenda: Type.Boolean(),
  motivoCancelamento: NStr,
  beneficiarios: Type.Array(BeneficiarioPme),
});

/** The answer of the proposal's read and of each of its screen's commands. */
export const propostaPmeResponse = { 200: EnvelopeOf(PropostaPmeDetalhe), ...ErrorResponses };
