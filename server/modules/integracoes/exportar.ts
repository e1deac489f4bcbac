import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import { BUSINESS_TIME_ZONE, OUTBOX_SITUACOES, OUTBOX_TOPICOS } from '../../../src/domain';
import { outbox } from '../../db/schema';
import { ErrorEnvelope } from '../../http/envelope';
import { requirePermission, requireUser } from '../auth/current-user';
import { numeric, plain, type CsvColumn } from '../relatorios/columns';
import { enviarCsvDaLista } from '../relatorios/exportar-lista';
import { mensagensWhere } from './mensagens';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

type Row = typeof outbox.$inferSelect;
const zone = sql.raw(`'${BUSINESS_TIME_ZONE}'`);

/** A moment as the list shows it (formatDataHora): day and time in Brasília. */
function dataHora(header: string, column: PgColumn): CsvColumn {
  return {
    header,
    text: sql`to_char(${column} at time zone ${zone}, 'DD/MM/YYYY HH24:MI')`,
    safe: true,
  };
}

/** An id shown by its pt-BR name; an unknown one as it is. */
function named(header: string, column: PgColumn, names: [string, string][]): CsvColumn {
  const cases = names.map(([id, nome]) => sql`when ${id} then ${nome}`);
  return { header, text: sql`case ${column} ${sql.join(cases, sql` `)} else ${column} end` };
}

const PROPOSTA = sql.identifier('proposta');

/** The headers are the list's own (catalogue 'resources.integracao.fields'): the file says what IntegracaoList says. */
const LISTA = ptBR.resources.integracao.fields;

/** The columns of 'Integrações' (IntegracaoList), with its labels. */
export const COLUNAS_MENSAGENS: readonly CsvColumn[] = [
  numeric<Row>(LISTA.id, 'id', outbox.id),
  named(LISTA.topico, outbox.topic, Object.entries(OUTBOX_TOPICOS)),
  named(
    LISTA.situacao,
    outbox.status,
    OUTBOX_SITUACOES.map((s) => [s.id, s.nome]),
  ),
  numeric<Row>(LISTA.tentativas, 'attempts', outbox.attempts),
  plain<Row>(LISTA.ultimoErro, 'lastError', outbox.lastError),
  {
    // The contract number people know the proposal by, as the list links it.
    header: LISTA.propostaAdesaoId,
    join: sql`left join propostas_adesao ${PROPOSTA} on ${PROPOSTA}.id = ${outbox.propostaId}`,
    text: sql`${PROPOSTA}.numero_contrato::text`,
    safe: true,
  },
  dataHora(LISTA.dataCriacao, outbox.createdAt),
  dataHora(LISTA.dataEntrega, outbox.deliveredAt),
];

const Filtro = Type.Object({
  situacao: Type.Optional(
    Type.Union(
      OUTBOX_SITUACOES.map((s) => Type.Literal(s.id)),
      { errorMessage: servidor.comum.situacaoInvalida },
    ),
  ),
  topico: Type.Optional(Type.String({ maxLength: 100 })),
  propostaAdesaoId: Type.Optional(Type.Integer({ minimum: 1 })),
});

/**
 * 'Exportar' of 'Integrações': every message under the list's filter as CSV, read by keyset a
 * batch at a time like the other list exports (docs/decisions/0099-list-exports.md).
 */
const exportarMensagensRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/integracoes/mensagens/exportar',
    {
      preHandler: requirePermission('integracao', 'list'),
      schema: {
        tags: ['Integrações'],
        summary: 'Exporta em CSV as mensagens do filtro atual (sem paginação)',
        querystring: Filtro,
        produces: ['text/csv'],
        response: {
          200: Type.String({ description: 'CSV (UTF-8 com BOM, separado por ponto e vírgula)' }),
          400: ErrorEnvelope,
          401: ErrorEnvelope,
          403: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      return enviarCsvDaLista(app.db, reply, {
        usuarioId: user.id,
        tipo: 'lista:integracoes',
        filtros: request.query,
        arquivo: 'integracoes',
        colunas: COLUNAS_MENSAGENS,
        tabela: outbox,
        id: outbox.id,
        where: mensagensWhere(request.query),
      });
    },
  );
};

export default exportarMensagensRoutes;
