import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import ptBR from '../../../i18n/pt-BR';
import { SITUACOES_PME } from '../../../src/domain';
import { propostasPme as p, propostasPmeBeneficiarios } from '../../db/schema';
import { requirePermission, requireUser } from '../auth/current-user';
import { ErrorResponses } from '../../http/schemas';
import { day, labelled, nameOf, numeric, plain, type CsvColumn } from '../relatorios/columns';
import { enviarCsvDaLista } from '../relatorios/exportar-lista';
import { PmeBuscarBody } from './routes';
import { pmeWhere } from './service';

type Row = typeof p.$inferSelect;

/** The headers are the PME list's own (catalogue namespace 'pme'): the file says what the list says. */
const COLUNA = ptBR.pme;

/** The columns of the PME list (PmePropostaList). */
export const COLUNAS_PME: readonly CsvColumn[] = [
  numeric<Row>(COLUNA.contrato, 'numeroContrato', p.numeroContrato),
  day<Row>(COLUNA.dataCriacao, 'dataCriacao', p.dataCriacao),
  plain<Row>(COLUNA.razaoSocial, 'razaoSocial', p.razaoSocial),
  {
    header: COLUNA.cnpj,
    text: sql`regexp_replace(${p.cnpj}, '^(\\d{2})(\\d{3})(\\d{3})(\\d{4})(\\d{2})$', '\\1.\\2.\\3/\\4-\\5')`,
    safe: true,
  },
  nameOf<Row>(COLUNA.unidade, 'codigoUnidade', p.codigoUnidade, 'unidade'),
  nameOf<Row>(COLUNA.corretor, 'corretorId', p.corretorId, 'corretor'),
  {
    header: COLUNA.beneficiarios,
    text: sql`(select count(*) from ${propostasPmeBeneficiarios}
      where ${propostasPmeBeneficiarios.propostaPmeId} = ${p.id})::text`,
    safe: true,
  },
  labelled<Row>(COLUNA.situacao, 'situacao', p.situacao, SITUACOES_PME),
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
