import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { Type } from 'typebox';
import { contratosPme, unidades } from '../../db/schema';
import { EnvelopeOf, ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { requirePermission, requireUser } from '../auth/current-user';
import { ErrorResponses, IdParams } from '../../http/schemas';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

/**
 * The PME contract model of each unit (pme/contrato-pme): the list of units with their model,
 * the model as base64 and its replacement. The `{id}` of these calls is the unit's code; the
 * screen's route names the state (`pme/contrato-pme/{uf}`) and shows that state's units.
 */
export const CONTRATO_SUBSTITUIDO = ptBR.pme.contratoSubstituido;
export const ARQUIVO_NAO_PDF = servidor.pme.arquivoDeveSerPdf;
const MAX_BYTES = 10 * 1024 * 1024;

const TAGS = ['Contratos PME'];
const response = { 200: EnvelopeOf(Type.Unknown()), ...ErrorResponses };

async function unidadeOrThrow(db: import('../../db/client').Database, codigo: number) {
  const [unidade] = await db.select().from(unidades).where(eq(unidades.codigoUnidade, codigo));
  if (!unidade) throw notFound(servidor.comum.unidadeNaoEncontrada);
  return unidade;
}

const contratosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/propostaPme/buscarUnidadesContratosPme',
    {
      preHandler: requirePermission('contrato-pme', 'list'),
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: TAGS,
        summary: 'Unidades e seus contratos PME',
        body: Type.Object({
          uf: Type.Optional(
            Type.String({ pattern: '^[A-Za-z]{2}$', errorMessage: servidor.pme.ufInvalida }),
          ),
        }),
        response,
      },
    },
    async (request) => {
      const rows = await app.db
        .select({
          codigoUnidade: unidades.codigoUnidade,
          uf: unidades.uf,
          nomeUnidade: unidades.nomeUnidade,
          dataAtualizacao: contratosPme.dataAtualizacao,
        })
        .from(unidades)
        .leftJoin(contratosPme, eq(contratosPme.codigoUnidade, unidades.codigoUnidade))
        .where(request.body.uf ? eq(unidades.uf, request.body.uf.toUpperCase()) : undefined)
        .orderBy(asc(unidades.uf), asc(unidades.codigoUnidade));
      return ok(
        rows.map((r) => ({
          ...r,
          possuiContrato: r.dataAtualizacao != null,
          dataAtualizacao: r.dataAtualizacao?.toISOString() ?? null,
        })),
      );
    },
  );

  app.get(
    '/api/propostaPme/:id/obterArquivoContratoPme',
    {
      preHandler: requirePermission('contrato-pme', 'show'),
      schema: {
        tags: TAGS,
        summary: 'Contrato PME da unidade (base64)',
        params: IdParams,
        response,
      },
    },
    async (request) => {
      await unidadeOrThrow(app.db, request.params.id);
      const [row] = await app.db
        .select()
        .from(contratosPme)
        .where(eq(contratosPme.codigoUnidade, request.params.id));
      return ok(row ? { id: row.codigoUnidade, arquivo: row.arquivo.toString('base64') } : null);
    },
  );

  app.post(
    '/api/propostaPme/:id/substituirContratoPme',
    {
      preHandler: requirePermission('contrato-pme', 'edit'),
      bodyLimit: Math.ceil(MAX_BYTES * 1.4),
      schema: {
        tags: TAGS,
        summary: 'Substitui o contrato PME da unidade (PDF em base64)',
        params: IdParams,
        body: Type.Object({
          id: Type.Optional(Type.Integer()),
          arquivo: Type.String({
            minLength: 1,
            errorMessage: servidor.pme.selecioneArquivoContrato,
          }),
        }),
        response,
      },
    },
    async (request) => {
      const user = requireUser(request);
      await unidadeOrThrow(app.db, request.params.id);
      const base64 = request.body.arquivo.replace(/^data:[^,]*,/, '');
      const bytes = Buffer.from(base64, 'base64');
      if (bytes.length > MAX_BYTES) throw badRequest(servidor.pme.arquivoDeveTerMaximo);
      const type = await fileTypeFromBuffer(bytes);
      if (type?.mime !== 'application/pdf') throw badRequest(ARQUIVO_NAO_PDF);
      const values = { arquivo: bytes, dataAtualizacao: new Date(), atualizadoPorId: user.id };
      await app.db
        .insert(contratosPme)
        .values({ codigoUnidade: request.params.id, ...values })
        .onConflictDoUpdate({ target: contratosPme.codigoUnidade, set: values });
      return ok({ id: request.params.id }, [CONTRATO_SUBSTITUIDO]);
    },
  );
};

export default contratosRoutes;
