import { Type, type Static } from 'typebox';
import { AREA_IDS } from '../../../src/domain';
import { Nullable } from '../../http/schemas';
import ptBR from '../../../i18n/pt-BR';
import { format } from '../../../i18n/catalog';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const NOME_VISAO_MAX = 60;

export const AreaParams = Type.Object({
  area: Type.Union(
    AREA_IDS.map((id) => Type.Literal(id)),
    { errorMessage: servidor.visoes.areaDesconhecida },
  ),
});

export const VisaoParams = Type.Object({
  area: AreaParams.properties.area,
  id: Type.Integer({ minimum: 1, errorMessage: servidor.visoes.visaoNaoEncontrada }),
});

/** A list's route inside its area ('propostas-entradas', 'retencao/entradas'). */
const Lista = Type.String({
  minLength: 1,
  maxLength: 120,
  pattern: '^[a-z0-9-]+(/[a-z0-9-]+)*$',
  errorMessage: servidor.visoes.listaDesconhecida,
});

const NomeColuna = Type.String({ minLength: 1, maxLength: 60 });
const ColunasOcultas = Type.Array(NomeColuna, { maxItems: 40 });
const OrdemColunas = Nullable(
  Type.Array(Type.Integer({ minimum: 0, maximum: 99 }), { maxItems: 40 }),
);

/**
 * What a view restores: the list's filter (checked again by the list's own call when it is
 * applied), its sort, page size and columns.
 */
export const EstadoLista = Type.Object(
  {
    filtro: Type.Record(Type.String({ maxLength: 60 }), Type.Unknown(), { maxProperties: 30 }),
    ordenacao: Type.Object({
      campo: Type.String({ minLength: 1, maxLength: 60 }),
      ordem: Type.Union([Type.Literal('ASC'), Type.Literal('DESC')]),
    }),
    porPagina: Type.Integer({ minimum: 1, maximum: 500 }),
    colunasOcultas: ColunasOcultas,
    ordemColunas: Type.Optional(OrdemColunas),
  },
  { additionalProperties: false, errorMessage: servidor.visoes.estadoListaInvalido },
);
export type EstadoLista = Static<typeof EstadoLista>;

const NomeVisao = Type.String({
  minLength: 1,
  maxLength: NOME_VISAO_MAX,
  pattern: '\\S',
  errorMessage: {
    minLength: ptBR.visoes.nome_obrigatorio,
    pattern: ptBR.visoes.nome_obrigatorio,
    maxLength: format(servidor.visoes.nomeLongo, { maximo: NOME_VISAO_MAX }),
  },
});

export const NovaVisao = Type.Object({
  lista: Lista,
  nome: NomeVisao,
  compartilhada: Type.Boolean(),
  estado: EstadoLista,
});

export const AlteracaoVisao = Type.Object({
  nome: NomeVisao,
  compartilhada: Type.Boolean(),
  estado: EstadoLista,
});

export const Visao = Type.Object({
  id: Type.Integer(),
  lista: Type.String(),
  nome: Type.String(),
  compartilhada: Type.Boolean(),
  /** The caller's own view: only then may it be changed or removed. */
  propria: Type.Boolean(),
  autor: Type.String(),
  estado: EstadoLista,
});

/** A list table's key in its area (react-admin DataTable storeKey: 'colunas.propostas-entradas'). */
const ChaveColunas = Type.String({
  minLength: 1,
  maxLength: 160,
  pattern: '^[a-z0-9._/-]+$',
  errorMessage: servidor.visoes.listaDesconhecida,
});

export const Colunas = Type.Object(
  { chave: ChaveColunas, ocultas: ColunasOcultas, ordem: OrdemColunas },
  { additionalProperties: false },
);
