import { and, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import type { FieldDefinition, ResourceDefinition } from '../../src/registries/definition';
import { requireUser, type CurrentUser } from '../modules/auth/current-user';
import { ErrorResponses } from '../http/schemas';
import {
  calendarDate,
  cpf,
  day,
  numeric,
  phone,
  plain,
  yesNo,
  type CsvColumn,
} from '../modules/relatorios/columns';
import { enviarCsvDaLista } from '../modules/relatorios/exportar-lista';
import { columnsOf, filterConditions, readListQuery } from './query';

type Row = Record<string, unknown>;

/** A digits-only column shown with its mask, as the list's cell shows it (masks.ts). */
function masked(label: string, column: PgColumn, pattern: string, replacement: string) {
  return {
    header: label,
    text: sql`regexp_replace(${column}, ${pattern}, ${replacement})`,
    safe: true,
  };
}

/**
 * A field's cell as the generic list shows it (screens/fields.tsx displayValue): masks, the
 * select's name, Sim/Não, dd/MM/yyyy, a reference's name, a list field's first column.
 */
function columnOf(
  field: FieldDefinition,
  table: PgTable,
  target: (resource: string) => PgTable | undefined,
): CsvColumn {
  const column = columnsOf(table)[field.source] as unknown as PgColumn;
  const { label, source } = field;
  switch (field.type) {
    case 'integer':
      return numeric<Row>(label, source, column);
    case 'money':
      // numeric(10,2) as text is '1099.90': the comma of a pt-BR spreadsheet, no symbol.
      return { header: label, text: sql`replace(${column}::text, '.', ',')`, safe: true };
    case 'boolean':
      return yesNo<Row>(label, source, column);
    case 'cpf':
      return cpf<Row>(label, source, column);
    case 'phone':
      return phone<Row>(label, source, column);
    case 'cnpj':
      return masked(
        label,
        column,
        '^(\\d{2})(\\d{3})(\\d{3})(\\d{4})(\\d{2})$',
        '\\1.\\2.\\3/\\4-\\5',
      );
    case 'cep':
      return masked(label, column, '^(\\d{5})(\\d{3})$', '\\1-\\2');
    case 'date':
      // A timestamp is shown as its day in Brasília, a calendar date as it is.
      return column.columnType.includes('Timestamp')
        ? day<Row>(label, source, column)
        : calendarDate<Row>(label, source, column);
    case 'select': {
      const cases = (field.choices ?? []).map((c) => sql`when ${c.id} then ${c.name}`);
      return {
        header: label,
        text: cases.length
          ? sql`case ${column} ${sql.join(cases, sql` `)} else ${column}::text end`
          : sql`${column}::text`,
      };
    }
    case 'reference': {
      const other = target(field.reference!.resource);
      if (!other) return plain<Row>(label, source, column);
      // One alias per referencing column, so two references to one table join it twice.
      const alias = sql.identifier(`ref_${column.name}`);
      const name = sql.identifier(columnsOf(other)[field.reference!.optionText].name);
      return {
        header: label,
        join: sql`left join ${other} ${alias} on ${alias}.id = ${column}`,
        text: sql`${alias}.${name}::text`,
      };
    }
    case 'list': {
      const first = field.item?.fields[0]?.source ?? '';
      return {
        header: label,
        text: sql`(select string_agg(nullif(e->>${first}, ''), ', ')
          from jsonb_array_elements(${column}) e)`,
      };
    }
    default:
      return plain<Row>(label, source, column);
  }
}

/** The list's columns: those it shows, less the dealership column a scoped user never sees. */
export function exportColumns(
  definition: ResourceDefinition,
  table: PgTable,
  scoped: boolean,
  target: (resource: string) => PgTable | undefined,
): CsvColumn[] {
  return definition.fields
    .filter(
      (field) =>
        field.inList !== false && !(scoped && field.source === definition.scope?.concessionaria),
    )
    .map((field) => columnOf(field, table, target));
}

export const ExportQuerystring = Type.Object({
  filter: Type.Optional(Type.String({ description: 'JSON {campo: valor, q: texto}' })),
});

export interface CrudExportOptions {
  definition: ResourceDefinition;
  table: PgTable;
  resources: readonly ResourceDefinition[];
  tableOf: (definition: ResourceDefinition) => PgTable;
  /** The list's own scope (dealership, staff role), applied before any filter. */
  scope: (user: CurrentUser) => SQL | undefined;
  guard: preHandlerHookHandler;
}

/**
 * GET /api/<name>/exportar?filter=...: the generic list's rows under its current filter, as
 * the CSV the reports write, read by keyset a batch at a time (see relatorios/keyset.ts). The
 * filter is read and checked by the list's own code (readListQuery, filterConditions); the
 * rows come in id order, whatever the list's sort.
 */
export function registerCrudExport(app: FastifyInstance, options: CrudExportOptions): void {
  const { definition, table } = options;
  const target = (resource: string) => {
    const other = options.resources.find((r) => r.name === resource);
    return other ? options.tableOf(other) : undefined;
  };
  app.get(
    `/api/${definition.name}/exportar`,
    {
      preHandler: options.guard,
      schema: {
        tags: [definition.label.plural],
        summary: `Exporta em CSV ${definition.label.plural.toLowerCase()} do filtro atual`,
        querystring: ExportQuerystring,
        produces: ['text/csv'],
        response: {
          200: Type.String({ description: 'CSV (UTF-8 com BOM, separado por ponto e vírgula)' }),
          ...ErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { filter } = request.query as { filter?: string };
      const query = readListQuery(definition, { filter });
      const where = and(options.scope(user), ...filterConditions(definition, table, query.filter));
      const scoped = Boolean(definition.scope?.concessionaria && user.concessionariaId != null);
      const columns = exportColumns(definition, table, scoped, target);
      return enviarCsvDaLista(app.db, reply, {
        usuarioId: user.id,
        tipo: `recurso:${definition.name}`.slice(0, 40),
        filtros: query.filter,
        arquivo: definition.name,
        colunas: columns,
        tabela: table,
        id: columnsOf(table).id as unknown as PgColumn,
        where,
      });
    },
  );
}
