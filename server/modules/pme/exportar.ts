import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { format } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { businessDayOf, SITUACOES_PME } from '../../../src/domain';
import { TEXTOS } from '../../../src/resources/pme/texts';
import {
  propostasPme as p,
  propostasPmeBeneficiarios,
  relatoriosExportacoes,
} from '../../db/schema';
import { requirePermission, requireUser } from '../auth/current-user';
import { ErrorResponses } from '../propostas/schemas';
import {
  csvLine,
  day,
  labelled,
  nameOf,
  numeric,
  plain,
  type CsvColumn,
} from '../relatorios/columns';
import { reportCsvStream } from '../relatorios/csv';
import { csvLinesByKeyset } from '../relatorios/keyset';
import { PmeBuscarBody } from './routes';
import { pmeWhere } from './service';

type Row = typeof p.$inferSelect;

/** The columns of the PME list (PmePropostaList), with its labels (texts.ts). */
export const COLUNAS_PME: readonly CsvColumn[] = [
  numeric<Row>(TEXTOS.contrato, 'numeroContrato', p.numeroContrato),
  day<Row>(TEXTOS.dataCriacao, 'dataCriacao', p.dataCriacao),
  plain<Row>(TEXTOS.razaoSocial, 'razaoSocial', p.razaoSocial),
  {
    header: TEXTOS.cnpj,
    text: sql`regexp_replace(${p.cnpj}, '^(\\d{2})(\\d{3})(\\d{3})(\\d{4})(\\d{2})$', '\\1.\\2.\\3/\\4-\\5')`,
    safe: true,
  },
  nameOf<Row>(TEXTOS.unidade, 'codigoUnidade', p.codigoUnidade, 'unidade'),
  nameOf<Row>(TEXTOS.corretor, 'corretorId', p.corretorId, 'corretor'),
  {
    header: TEXTOS.beneficiarios,
    text: sql`(select count(*) from ${propostasPmeBeneficiarios}
      where ${propostasPmeBeneficiarios.propostaPmeId} = ${p.id})::text`,
    safe: true,
  },
  labelled<Row>(TEXTOS.situacao, 'situacao', p.situacao, SITUACOES_PME),
];

/** The list body without its paging and order. */
const ExportarBody = Type.Object({
  situacoes: PmeBuscarBody.properties.situacoes,
  pesquisa: PmeBuscarBody.properties.pesquisa,
});

/**
 * 'Exportar' of the PME list: every PME proposal under the list's filter as CSV, read by keyset
 * a batch at a time like the other list exports (docs/decisions.md, issue 21).
 */
const exportarPmeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/propostaPme/buscar/exportar',
    {
      preHandler: requirePermission('proposta-pme', 'list'),
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['Propostas PME'],
        summary: 'Exporta em CSV as propostas PME do filtro atual (sem paginação)',
        body: ExportarBody,
        produces: ['text/csv'],
        response: {
          200: Type.String({ description: 'CSV (UTF-8 com BOM, separado por ponto e vírgula)' }),
          ...ErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await app.db.insert(relatoriosExportacoes).values({
        usuarioId: user.id,
        tipo: 'lista:pme',
        formato: 'csv',
        filtros: request.body,
      });
      const lines = csvLinesByKeyset(app.db, p, p.id, csvLine(COLUNAS_PME), pmeWhere(request.body));
      const today = format(businessDayOf(new Date()), 'yyyy-MM-dd');
      // The 200 schema documents the CSV; the body is a stream, which the typed reply refuses.
      const raw: FastifyReply = reply;
      return raw
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="propostas-pme-${today}.csv"`)
        .header('cache-control', 'no-store')
        .send(
          reportCsvStream(
            COLUNAS_PME.map((c) => c.header),
            lines,
          ),
        );
    },
  );
};

export default exportarPmeRoutes;
