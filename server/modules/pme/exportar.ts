import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { COLUNAS_LISTA_PME, SITUACOES_PME } from '../../../src/domain';
import { propostasPme as p, propostasPmeBeneficiarios } from '../../db/schema';
import { requirePermission, requireUser } from '../auth/current-user';
import { ErrorResponses } from '../../http/schemas';
import { day, labelled, nameOf, numeric, plain, type CsvColumn } from '../relatorios/columns';
import { enviarCsvDaLista } from '../relatorios/exportar-lista';
import { PmeBuscarBody } from './routes';
import { pmeWhere } from './service';

type Row = typeof p.$inferSelect;

/** The columns of the PME list (PmePropostaList), with its headers (src/domain/pme.ts). */
export const COLUNAS_PME: readonly CsvColumn[] = [
  numeric<Row>(COLUNAS_LISTA_PME.contrato, 'numeroContrato', p.numeroContrato),
  day<Row>(COLUNAS_LISTA_PME.dataCriacao, 'dataCriacao', p.dataCriacao),
  plain<Row>(COLUNAS_LISTA_PME.razaoSocial, 'razaoSocial', p.razaoSocial),
  {
    header: COLUNAS_LISTA_PME.cnpj,
    text: sql`regexp_replace(${p.cnpj}, '^(\\d{2})(\\d{3})(\\d{3})(\\d{4})(\\d{2})$', '\\1.\\2.\\3/\\4-\\5')`,
    safe: true,
  },
  nameOf<Row>(COLUNAS_LISTA_PME.unidade, 'codigoUnidade', p.codigoUnidade, 'unidade'),
  nameOf<Row>(COLUNAS_LISTA_PME.corretor, 'corretorId', p.corretorId, 'corretor'),
  {
    header: COLUNAS_LISTA_PME.beneficiarios,
    text: sql`(select count(*) from ${propostasPmeBeneficiarios}
      where ${propostasPmeBeneficiarios.propostaPmeId} = ${p.id})::text`,
    safe: true,
  },
  labelled<Row>(COLUNAS_LISTA_PME.situacao, 'situacao', p.situacao, SITUACOES_PME),
];

/** The list body without its paging and order. */
const ExportarBody = Type.Object({
  situacoes: PmeBuscarBody.properties.situacoes,
  pesquisa: PmeBuscarBody.properties.pesquisa,
});

/**
 * 'Exportar' of the PME list: every PME proposal under the list's filter as CSV, read by keyset
 * a batch at a time like the other list exports (docs/decisions/0099-list-exports.md).
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
      return enviarCsvDaLista(app.db, reply, {
        usuarioId: user.id,
        tipo: 'lista:pme',
        filtros: request.body,
        arquivo: 'propostas-pme',
        colunas: COLUNAS_PME,
        tabela: p,
        id: p.id,
        where: pmeWhere(request.body),
      });
    },
  );
};

export default exportarPmeRoutes;
