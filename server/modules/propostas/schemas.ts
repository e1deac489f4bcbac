import { Type } from 'typebox';
import { PAGE_SIZES } from '../../../src/domain';
import { Nullable } from '../../http/schemas';
import { servidor } from '../../../i18n/pt-BR/servidor';

/** TypeBox schemas shared by the proposal routes: list bodies, rows and action bodies. */
export const Filtro = Type.Object({
  coluna: Type.String({ minLength: 1, maxLength: 40 }),
  operador: Type.String({ maxLength: 5, default: '=' }),
  valor: Nullable(Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Boolean()])),
});

const Situacoes = Type.Array(
  Type.Integer({ minimum: 1, maximum: 15, errorMessage: servidor.comum.situacaoInvalida }),
  { maxItems: 15 },
);
const PageSize = Type.Integer({
  enum: [...PAGE_SIZES],
  default: 10,
  errorMessage: servidor.comum.tamanhoPaginaInvalido,
});
const Pagina = Type.Integer({
  minimum: 1,
  maximum: 100000,
  default: 1,
  errorMessage: servidor.comum.paginaInvalida,
});
const OrderDirection = Type.String({
  pattern: '^(asc|desc|ASC|DESC)$',
  errorMessage: servidor.propostas.direcaoOrdenacaoInvalida,
});
const OrderBy = Type.String({ maxLength: 40 });

/** POST api/adesao/buscar, the nurse lists and the drafts: the spec's Portuguese names. */
export const BuscarBody = Type.Object({
  filtros: Type.Optional(Type.Array(Filtro, { maxItems: 20 })),
  situacoesPropostasAdesaoIds: Type.Optional(Situacoes),
  tipos: Type.Optional(
    Type.Array(
      Type.Integer({ minimum: 0, maximum: 2, errorMessage: servidor.comum.tipoPropostaInvalido }),
      {
        maxItems: 3,
      },
    ),
  ),
  orderBy: Type.Optional(OrderBy),
  orderDirection: Type.Optional(OrderDirection),
  pagina: Type.Optional(Pagina),
  pageSize: Type.Optional(PageSize),
});

/** POST api/portabilidade/buscar and api/retencao/buscar: the spec's English names. */
export const SearchBody = Type.Object({
  filters: Type.Optional(Type.Array(Filtro, { maxItems: 20 })),
  situacoesPropostasAdesaoIds: Type.Optional(Situacoes),
  orderBy: Type.Optional(OrderBy),
  orderDirection: Type.Optional(OrderDirection),
  page: Type.Optional(Pagina),
  pageSize: Type.Optional(PageSize),
});

export const PesquisarBody = Type.Object({
  termo: Type.String({
    minLength: 1,
    maxLength: 150,
    errorMessage: servidor.propostas.informeContratoCpfOuNome,
  }),
  pagina: Type.Optional(Pagina),
  pageSize: Type.Optional(PageSize),
});

const Str = Type.String();
const NStr = Nullable(Type.String());

export const ListRow = Type.Object({
  id: Type.Integer(),
  propostaAdesaoId: Type.Integer(),
  versao: Type.Integer(),
  numeroContrato: Type.Integer(),
  tipo: Type.Integer(),
  tipoNome: Str,
  dataCriacao: Str,
  dataAlteracaoSituacao: Str,
  dataContrato: NStr,
  nome: Str,
  nomeSocial: NStr,
  cpf: Str,
  celular: NStr,
  uf: NStr,
  situacaoPropostaAdesaoId: Nullable(Type.Integer()),
  situacaoPropostaAdesaoNome: Str,
  /** A draft of an under-49 holder still waiting for the age release. */
  liberacaoIdadePendente: Type.Boolean(),
  /** A discarded draft, or an inactivated proposal. */
  inativa: Type.Boolean(),
  possuiPendencia: Type.Boolean(),
  marcada: Type.Boolean(),
  propostaTitularId: Nullable(Type.Integer()),
  unidadeNome: Str,
  corretorNome: NStr,
  unidade: Type.Object({ codigoUnidade: Type.Integer(), uf: Str, nomeUnidade: Str }),
  corretor: Nullable(Type.Object({ id: Type.Integer(), nome: Str })),
  /** Business days in the current status against its target (null: the status has no clock). */
  sla: Nullable(
    Type.Object({
      diasUteis: Type.Integer(),
      alvo: Type.Integer(),
      estado: Type.Union([
        Type.Literal('no-prazo'),
        Type.Literal('perto'),
        Type.Literal('atrasada'),
      ]),
    }),
  ),
  repasseDaConcessionariaLogada: Type.Boolean(),
});

export const ListAnswer = Type.Object({
  itens: Type.Array(ListRow),
  total: Type.Integer(),
  totalExato: Type.Boolean(),
});

/** The under-49 release queue: the list rows with the holder's age, which the decision is about. */
export const LiberacaoIdadeAnswer = Type.Object({
  itens: Type.Array(Type.Intersect([ListRow, Type.Object({ idade: Type.Integer() })])),
  total: Type.Integer(),
  totalExato: Type.Boolean(),
});
