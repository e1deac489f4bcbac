import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { erpComplementInitialValues, erpComplementSchema, SITUACAO_PME } from '../../../src/domain';
import type { Database } from '../../db/client';
import { complementosIntegracaoErp, propostasPme, type ComplementoErpPme } from '../../db/schema';
import { EnvelopeOf, ok } from '../../http/envelope';
import { badRequest, conflict, notFound } from '../../http/errors';
import { requirePermission, requireUser } from '../auth/current-user';
import { obterParametrosErp } from '../integracoes/erp/parametros';
import { loadVisible } from '../propostas/detail-service';
import { ErrorResponses, Id, IdParams } from '../../http/schemas';
import { answer } from './acoes';
import { validateOrThrow } from './alterar';
import { propostaPmeResponse } from './schemas';
import { loadPropostaPme, PROPOSTA_PME_NAO_ENCONTRADA } from './service';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

/**
 * The ERP complement (document 2, sections 2.4 and 5): of a PME proposal
 * (api/propostaPme/{id}/complementoErp) and of an individual one (api/ComplementoIntegracaoERP),
 * both checked with the client's yup schema; the lists come from the ERP adapter (cached).
 * The PME save answers the proposal as GET api/propostaPme/{id} reads it (decisions/0166).
 */
export const COMPLEMENTO_SALVO = ptBR.pme.complementoSalvo;
export const COMPLEMENTO_FORA_DE_SITUACAO = servidor.pme.complementoSoAteAssinaturas;
const EDITAVEL: readonly number[] = [
  SITUACAO_PME.Recebida,
  SITUACAO_PME.AguardandoAssinatura,
  SITUACAO_PME.AssinaturaColetada,
];

const TAGS = ['Complemento ERP'];
const response = { 200: EnvelopeOf(Type.Unknown()), ...ErrorResponses };
const Campos = {
  codigoCampanha: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  codigoGrupoCarencia: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  codigoTipoCobranca: Type.Optional(Type.Union([Type.Number(), Type.String(), Type.Null()])),
  tipoVenda: Type.Optional(Type.Union([Type.Number(), Type.String(), Type.Null()])),
  indComissionarProposta: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  indReteveAtoVenda: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  codMotivoNaoComissionar: Type.Optional(Type.Union([Type.Number(), Type.String(), Type.Null()])),
};
const PmeBody = Type.Object(Campos);
const IndividualBody = Type.Object({ propostaAdesaoId: Id, ...Campos });

/** Checks the six fields (and the campaign, which must be one of the ERP's) and stores them. */
async function complementoValido(
  body: Record<string, unknown>,
  campanhas: { codigoCampanha: number }[],
): Promise<ComplementoErpPme> {
  const values = await validateOrThrow(erpComplementSchema, {
    ...body,
    codigoGrupoCarencia: body.codigoGrupoCarencia ?? '',
  });
  const codigoCampanha = (body.codigoCampanha as number | null | undefined) ?? null;
  if (codigoCampanha != null && !campanhas.some((c) => c.codigoCampanha === codigoCampanha)) {
    throw badRequest(servidor.pme.campanhaInvalida);
  }
  return {
    codigoCampanha: codigoCampanha ?? campanhas[0]?.codigoCampanha ?? null,
    codigoGrupoCarencia: values.codigoGrupoCarencia,
    codigoTipoCobranca: values.codigoTipoCobranca,
    tipoVenda: values.tipoVenda,
    indComissionarProposta: values.indComissionarProposta,
    indReteveAtoVenda: values.indReteveAtoVenda,
    codMotivoNaoComissionar: values.codMotivoNaoComissionar ?? 1,
  };
}

/**
 * Writes a PME proposal's complement as every other change of that row is written
 * (decisions/0166): in a transaction that locks the row, with its status checked again there
 * (an integration requested meanwhile sends the complement the row holds; none may follow it)
 * and its version moved on, so a cached or open copy of the proposal is seen to be older.
 */
async function gravarComplementoPme(db: Database, id: number, complemento: ComplementoErpPme) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ situacao: propostasPme.situacao })
      .from(propostasPme)
      .where(eq(propostasPme.id, id))
      .for('update');
    if (!row) throw notFound(PROPOSTA_PME_NAO_ENCONTRADA);
    if (!EDITAVEL.includes(row.situacao)) throw conflict(COMPLEMENTO_FORA_DE_SITUACAO);
    await tx
      .update(propostasPme)
      .set({
        complementoErp: complemento,
        versao: sql`${propostasPme.versao} + 1`,
        dataAtualizacao: new Date(),
      })
      .where(eq(propostasPme.id, id));
  });
}

const complementoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/complementoIntegracaoERP/pme/:id/carregar-fontes-dados',
    {
      preHandler: requirePermission('proposta-pme', 'complemento-erp'),
      schema: {
        tags: TAGS,
        summary: 'Listas do ERP e valores do complemento PME',
        params: IdParams,
        response,
      },
    },
    async (request) => {
      const proposta = await loadPropostaPme(app.db, request.params.id);
      const parametros = await obterParametrosErp(app.integrations);
      return ok({
        ...parametros,
        valores: proposta.complementoErp ?? {
          codigoCampanha: parametros.campanhas[0]?.codigoCampanha ?? null,
          ...erpComplementInitialValues(parametros.campanhas[0]),
        },
      });
    },
  );

  app.post(
    '/api/propostaPme/:id/complementoErp',
    {
      preHandler: requirePermission('proposta-pme', 'complemento-erp'),
      schema: {
        tags: TAGS,
        summary: 'Salva o complemento ERP da proposta PME',
        params: IdParams,
        body: PmeBody,
        response: propostaPmeResponse,
      },
    },
    async (request) => {
      // Refused before asking the ERP for its lists; checked again under the row's lock.
      const proposta = await loadPropostaPme(app.db, request.params.id);
      if (!EDITAVEL.includes(proposta.situacao)) throw conflict(COMPLEMENTO_FORA_DE_SITUACAO);
      const parametros = await obterParametrosErp(app.integrations);
      const complemento = await complementoValido(request.body, parametros.campanhas);
      await gravarComplementoPme(app.db, proposta.id, complemento);
      return ok(await answer(app.db, proposta), [COMPLEMENTO_SALVO]);
    },
  );

  app.get(
    '/api/complementoIntegracaoERP/:id',
    {
      preHandler: requirePermission('proposta', 'complemento-integracao'),
      schema: {
        tags: TAGS,
        summary: 'Complemento ERP de uma proposta individual',
        params: IdParams,
        response,
      },
    },
    async (request) => {
      await loadVisible(app.db, requireUser(request), request.params.id);
      const parametros = await obterParametrosErp(app.integrations);
      const [saved] = await app.db
        .select()
        .from(complementosIntegracaoErp)
        .where(eq(complementosIntegracaoErp.propostaAdesaoId, request.params.id));
      return ok({
        ...parametros,
        valores: saved?.complemento ?? {
          codigoCampanha: parametros.campanhas[0]?.codigoCampanha ?? null,
          ...erpComplementInitialValues(parametros.campanhas[0]),
        },
      });
    },
  );

  app.post(
    '/api/ComplementoIntegracaoERP',
    {
      preHandler: requirePermission('proposta', 'complemento-integracao'),
      schema: {
        tags: TAGS,
        summary: 'Salva o complemento ERP de uma proposta individual',
        body: IndividualBody,
        response,
      },
    },
    async (request) => {
      const user = requireUser(request);
      await loadVisible(app.db, user, request.body.propostaAdesaoId);
      const parametros = await obterParametrosErp(app.integrations);
      const complemento = await complementoValido(request.body, parametros.campanhas);
      const values = {
        complemento,
        dataAtualizacao: new Date(),
        atualizadoPorId: user.id,
      };
      await app.db
        .insert(complementosIntegracaoErp)
        .values({ propostaAdesaoId: request.body.propostaAdesaoId, ...values })
        .onConflictDoUpdate({ target: complementosIntegracaoErp.propostaAdesaoId, set: values });
      return ok(complemento, [COMPLEMENTO_SALVO]);
    },
  );
};

export default complementoRoutes;
