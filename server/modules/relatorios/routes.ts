import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  businessDayOf,
  REPORT_TYPES,
  validateReportFilter,
  type ReportFilter,
} from '../../../src/domain';
import { format } from 'date-fns';
import { and } from 'drizzle-orm';
import { relatoriosExportacoes } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { requireUser, requirePermission } from '../auth/current-user';
import { reportScope } from './scope';
import painelRoutes from './painel-routes';
import { reportCsvStream } from './csv';
import { REPORTS } from './definitions';
import { csvLine } from './columns';
import { brokersByKeyset, csvChunksByKeyset, proposalsByKeyset } from './keyset';
import { loadLookups } from './lookups';
import { reportXlsxStream, XLSX_TYPE } from './xlsx';
import { servidor } from '../../../i18n/pt-BR/servidor';

const Formato = Type.Object({
  formato: Type.Optional(
    Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], {
      errorMessage: servidor.relatorios.formatoInvalido,
    }),
  ),
});

const DateBR = Type.String({ maxLength: 10, errorMessage: servidor.comum.dataInvalida });
const Ids = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200 });

const Filtro = Type.Object(
  {
    unidades: Type.Optional(Ids),
    situacoes: Type.Optional(Ids),
    dataInicio: Type.Optional(DateBR),
    dataFim: Type.Optional(DateBR),
    dataInicioCriacao: Type.Optional(DateBR),
    dataFimCriacao: Type.Optional(DateBR),
    dataInicioAprovacao: Type.Optional(DateBR),
    dataFimAprovacao: Type.Optional(DateBR),
  },
  { additionalProperties: false },
);

/**
 * The exports of the 'Exportar Relatório' dialog (document 2, sections 2.5 and 7): one POST per
 * report type, allowed to the roles of REPORT_TYPES, answering a CSV that Excel in Brazil opens
 * as it is (csv.ts), streamed from the database batch by batch. Every export is logged.
 */
const relatoriosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(painelRoutes);
  for (const type of REPORT_TYPES) {
    if (!type.endpoint) continue;
    const report = REPORTS[type.key];
    app.post(
      `/${type.endpoint}`,
      {
        preHandler: requirePermission('relatorio', type.key),
        schema: {
          tags: ['Relatórios'],
          summary: `Relatório ${type.label}: CSV (UTF-8 com BOM, separado por ponto e vírgula) ou XLSX`,
          body: type.key === 'corretores' ? Type.Optional(Type.Object({})) : Filtro,
          querystring: Formato,
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const filter = (request.body ?? {}) as ReportFilter;
        const invalid = validateReportFilter(type.key, filter);
        if (invalid) throw badRequest(invalid);
        const formato = request.query.formato ?? 'csv';

        await app.db.insert(relatoriosExportacoes).values({
          usuarioId: user.id,
          tipo: type.key,
          formato,
          filtros: filter,
        });
        const where =
          report.source === 'propostas' ? and(report.where(filter), reportScope(user)) : undefined;
        let stream;
        if (formato === 'csv') {
          const chunks = csvChunksByKeyset(app.db, report.source, csvLine(report.columns), where);
          stream = reportCsvStream(
            report.columns.map((c) => c.header),
            chunks,
          );
        } else {
          const lookups = await loadLookups(app.db);
          stream =
            report.source === 'corretores'
              ? reportXlsxStream(report.columns, brokersByKeyset(app.db, undefined), lookups)
              : reportXlsxStream(report.columns, proposalsByKeyset(app.db, where), lookups);
        }
        const day = format(businessDayOf(new Date()), 'yyyy-MM-dd');
        return reply
          .type(formato === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${report.fileName}-${day}.${formato}"`,
          )
          .header('cache-control', 'no-store')
          .send(stream);
      },
    );
  }
};

export default relatoriosRoutes;
