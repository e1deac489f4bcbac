import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isPhone, MESSAGES, onlyDigits } from '../../../src/domain';
import type { Database } from '../../db/client';
import { propostaAdesaoContatos, propostasAdesao } from '../../db/schema';
import { EnvelopeOf, ok } from '../../http/envelope';
import { badRequest, conflict } from '../../http/errors';
import { requirePermission, requireUser, type CurrentUser } from '../auth/current-user';
import { assertVersion } from './access';
import { CHAVE_ADICIONAR_CONTATO, registrarHistorico } from './historico';
import { ErrorResponses, IdParams, Versao } from '../../http/schemas';
import { lockProposta } from './transitions';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const CONTATO_ADICIONADO = ptBR.propostas.contato.adicionado;
export const CONTATO_REPETIDO = servidor.propostas.telefoneRepetido;

/**
 * 'Adicionar contato' (spec 1, section 2.9) stores a phone on the proposal: it joins the client's
 * phone list after the ones already there (the first stays the default destination of SMS and
 * WhatsApp). Like the due-day change: lock, optional version check, one history entry,
 * version + 1, in one transaction.
 */
export async function adicionarContato(
  db: Database,
  user: CurrentUser,
  input: { propostaId: number; telefone: string; versao?: number },
) {
  const telefone = onlyDigits(input.telefone);
  if (!isPhone(telefone)) throw badRequest(MESSAGES.phoneInvalid);
  return db.transaction(async (tx) => {
    const row = await lockProposta(tx, input.propostaId, { kind: 'usuario', user });
    assertVersion(input.versao, row.versao);
    const contatos = await tx
      .select({ telefone: propostaAdesaoContatos.telefone, ordem: propostaAdesaoContatos.ordem })
      .from(propostaAdesaoContatos)
      .where(eq(propostaAdesaoContatos.propostaAdesaoId, row.id));
    if (contatos.some((c) => c.telefone === telefone)) throw conflict(CONTATO_REPETIDO);
    const ordem = Math.max(-1, ...contatos.map((c) => c.ordem)) + 1;
    const [contato] = await tx
      .insert(propostaAdesaoContatos)
      .values({ propostaAdesaoId: row.id, telefone, ordem })
      .returning({ id: propostaAdesaoContatos.id, telefone: propostaAdesaoContatos.telefone });
    const [updated] = await tx
      .update(propostasAdesao)
      .set({ versao: sql`${propostasAdesao.versao} + 1`, dataAtualizacao: new Date() })
      .where(eq(propostasAdesao.id, row.id))
      .returning({ versao: propostasAdesao.versao });
    // The timeline names the change, not the number: phones are personal data.
    await registrarHistorico(tx, {
      propostaAdesaoId: row.id,
      chave: CHAVE_ADICIONAR_CONTATO,
      descricao: servidor.propostas.historico.contatoAdicionado,
      situacaoAnteriorId: row.situacaoPropostaAdesaoId,
      situacaoNovaId: row.situacaoPropostaAdesaoId,
      autorId: user.id,
      autor: user.nome,
    });
    return { ...contato, propostaAdesaoId: row.id, versao: updated.versao };
  });
}

const ContatoAdicionado = Type.Object({
  id: Type.Integer(),
  propostaAdesaoId: Type.Integer(),
  telefone: Type.String(),
  versao: Type.Integer(),
});

const contatosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/adesao/:id/contatos',
    {
      // Whoever may resend a link may give it a new phone to go to (the dialog lives there).
      preHandler: requirePermission('proposta', 'reenviar-link'),
      schema: {
        tags: ['Propostas — ações'],
        summary: 'Adiciona um telefone aos contatos da proposta',
        params: IdParams,
        body: Type.Object({
          telefone: Type.String({
            minLength: 1,
            maxLength: 20,
            errorMessage: MESSAGES.phoneInvalid,
          }),
          versao: Type.Optional(Versao),
        }),
        response: { 200: EnvelopeOf(ContatoAdicionado), ...ErrorResponses },
      },
    },
    async (request) => {
      const created = await adicionarContato(app.db, requireUser(request), {
        propostaId: request.params.id,
        telefone: request.body.telefone,
        versao: request.body.versao,
      });
      return ok(created, [CONTATO_ADICIONADO]);
    },
  );
};

export default contatosRoutes;
