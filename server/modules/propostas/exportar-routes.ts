import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import {
  NURSE_SITUACAO_LISTS,
  SITUACOES,
  TIPO_PROPOSTA,
  TIPOS_PROPOSTA,
  UNKNOWN_STATUS,
  type NurseSituacaoSlug,
} from '../../../src/domain';
import type { Executor } from '../../db/client';
import { propostaAdesaoContatos, propostasAdesao as p, unidades } from '../../db/schema';
import { requirePermission, requireUser } from '../auth/current-user';
import {
  beneficiario,
  day,
  labelled,
  nameOf,
  numeric,
  phone,
  plain,
  yesNo,
  type CsvColumn,
} from '../relatorios/columns';
import { enviarCsvDaLista, listaCsv } from '../relatorios/exportar-lista';
import { REPORT_BATCH_SIZE } from '../relatorios/keyset';
import { buscarWhere, enfermeiroWhere, type ListaFiltro } from './list-routes';
import { ErrorResponses } from '../../http/schemas';
import { BuscarBody } from './schemas';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

/**
 * 'Exportar' on the proposal lists: the rows the list's current filter selects, all of them,
 * as the CSV the general report writes (UTF-8 with BOM, ';', dd/MM/yyyy, labels, never ids).
 * The WHERE is the list's own (buscarWhere, enfermeiroWhere), so the file can hold neither more
 * nor less than the list; the rows are read by keyset in id order, a batch at a time, and
 * PostgreSQL writes each line (relatorios/columns.ts), so memory stays flat for any row count.
 */

/**
 * The headers are the lists' own (catalogue 'resources.proposta.fields', what PropostaList's
 * columns say), so the file says what the list says; the columns only the file has are in
 * 'servidor.propostas.colunas'.
 */
const LISTA = ptBR.resources.proposta.fields;
const SO_NO_ARQUIVO = servidor.propostas.colunas;

const situacao = (header: string) =>
  labelled(
    header,
    'situacaoPropostaAdesaoId',
    p.situacaoPropostaAdesaoId,
    SITUACOES,
    UNKNOWN_STATUS.label,
  );

/** The columns of the lists by status (PropostaList's DataTable), with the list's labels. */
export const COLUNAS_LISTA: readonly CsvColumn[] = [
  numeric(LISTA.numeroContrato, 'numeroContrato', p.numeroContrato),
  labelled(LISTA.tipo, 'tipo', p.tipo, TIPOS_PROPOSTA),
  // The list shows it as a chip beside the name: a family shares the contract number.
  beneficiario(SO_NO_ARQUIVO.beneficiario, p.propostaTitularId),
  day(LISTA.dataCriacao, 'dataCriacao', p.dataCriacao),
  plain(LISTA.nome, 'nome', p.nome),
  plain(LISTA.nomeSocial, 'nomeSocial', p.nomeSocial),
  nameOf(LISTA.unidadeNome, 'codigoUnidade', p.codigoUnidade, 'unidade'),
  nameOf(LISTA.corretorNome, 'corretorId', p.corretorId, 'corretor'),
  situacao(LISTA.situacaoPropostaAdesaoId),
  yesNo(SO_NO_ARQUIVO.pendencia, 'possuiPendencia', p.possuiPendencia),
  day(SO_NO_ARQUIVO.alteracaoSituacao, 'dataAlteracaoSituacao', p.dataAlteracaoSituacao),
];

/** The first contact's phone, as the portability list's 'Celular' column shows it. */
const celular = sql`(select ${propostaAdesaoContatos.telefone} from ${propostaAdesaoContatos}
  where ${eq(propostaAdesaoContatos.propostaAdesaoId, p.id)}
  order by ${asc(propostaAdesaoContatos.ordem)}, ${asc(propostaAdesaoContatos.id)} limit 1)`;

/** The portability list's own columns (spec: contract, name, mobile, state, status). */
export const COLUNAS_PORTABILIDADE: readonly CsvColumn[] = [
  numeric(LISTA.numeroContrato, 'numeroContrato', p.numeroContrato),
  plain(LISTA.nome, 'nome', p.nome),
  phone(LISTA.celular, 'numeroContrato', celular),
  {
    header: LISTA.uf,
    text: sql`coalesce(${p.uf}, (select ${unidades.uf} from ${unidades}
      where ${eq(unidades.codigoUnidade, p.codigoUnidade)}))`,
    safe: true,
  },
  situacao(LISTA.situacaoPropostaAdesaoId),
];

/**
 * The CSV of the proposals under `where`, as chunks of text. batchSize is a parameter so a test
 * can prove that rows past the first batch arrive.
 */
export function propostasCsv(
  db: Executor,
  where: SQL | undefined,
  colunas: readonly CsvColumn[],
  batchSize = REPORT_BATCH_SIZE,
) {
  return listaCsv(db, { tabela: p, id: p.id, where }, colunas, batchSize);
}

/** The buscar body without paging and order, plus which list it is (its kinds and columns). */
const ExportarBody = Type.Object({
  filtros: BuscarBody.properties.filtros,
  situacoesPropostasAdesaoIds: BuscarBody.properties.situacoesPropostasAdesaoIds,
  tipos: BuscarBody.properties.tipos,
  lista: Type.Optional(
    Type.Union([Type.Literal('retencao'), Type.Literal('portabilidade')], {
      errorMessage: servidor.propostas.listaInvalida,
    }),
  ),
});
type ExportarBody = Static<typeof ExportarBody>;

const CsvAnswer = Type.String({
  description: 'CSV (UTF-8 com BOM, separado por ponto e vírgula, datas dd/MM/yyyy)',
});
const response = { 200: CsvAnswer, ...ErrorResponses };
const TAGS = ['Propostas — listas'];

const exportarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/adesao/buscar/exportar',
    {
      preHandler: requirePermission('proposta', 'list'),
      schema: {
        tags: TAGS,
        summary: 'Exporta em CSV todas as propostas do filtro atual de uma lista (sem paginação)',
        body: ExportarBody,
        produces: ['text/csv'],
        response,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const body: ExportarBody = request.body;
      const filtro: ListaFiltro =
        body.lista === undefined
          ? body
          : {
              ...body,
              tipos: [
                body.lista === 'retencao' ? TIPO_PROPOSTA.Retencao : TIPO_PROPOSTA.Portabilidade,
              ],
            };
      const colunas = body.lista === 'portabilidade' ? COLUNAS_PORTABILIDADE : COLUNAS_LISTA;
      const where = await buscarWhere(app.db, user, filtro);
      return enviarCsvDaLista(app.db, reply, {
        usuarioId: user.id,
        tipo: `lista:${body.lista ?? 'propostas'}`,
        filtros: body,
        arquivo: 'propostas',
        colunas,
        tabela: p,
        id: p.id,
        where,
      });
    },
  );

  app.post(
    '/api/enfermeiro/propostasSituacao/:situacao/exportar',
    {
      preHandler: requirePermission('area', 'enfermeiro-avaliador'),
      schema: {
        tags: TAGS,
        summary: 'Exporta em CSV uma lista da enfermagem com o filtro atual (sem paginação)',
        params: Type.Object({
          situacao: Type.String({
            enum: Object.keys(NURSE_SITUACAO_LISTS),
            errorMessage: servidor.propostas.listaEnfermagemDesconhecida,
          }),
        }),
        body: ExportarBody,
        produces: ['text/csv'],
        response,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const slug = request.params.situacao as NurseSituacaoSlug;
      const where = await enfermeiroWhere(app.db, user, slug, request.body);
      return enviarCsvDaLista(app.db, reply, {
        usuarioId: user.id,
        tipo: `lista:enfermeiro:${slug}`,
        filtros: request.body,
        arquivo: 'propostas',
        colunas: COLUNAS_LISTA,
        tabela: p,
        id: p.id,
        where,
      });
    },
  );
};

export default exportarRoutes;
