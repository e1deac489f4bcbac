import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isEmail, isMobilePhone, MESSAGES, onlyDigits } from '../../../src/domain';
import { EnvelopeOf, ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { requirePermission, requireUser } from '../auth/current-user';
import { loadVisible } from '../propostas/detail-service';
import { copiarLink } from '../propostas/links';
import { ErrorResponses, Id, Nullable } from '../../http/schemas';
import { lockProposta } from '../propostas/transitions';
import { reenviarLink } from './reenvio';
import {
  CANAIS,
  listarEnvios,
  MODELO_COMUNICADO,
  MODELOS,
  obterEnvio,
  queueMessage,
  resolveDestino,
  TIPOS_REENVIO,
  type Canal,
  type TipoReenvio,
} from './service';
import { servidor } from '../../../i18n/pt-BR/servidor';

const TAGS = ['Comunicações'];
const Str = Type.String();
const NStr = Nullable(Type.String());

const Envio = Type.Object({
  id: Type.Integer(),
  canal: Str,
  destino: Str,
  modelo: Str,
  modeloNome: Str,
  assunto: NStr,
  status: Str,
  statusNome: Str,
  usuario: Str,
  dataCriacao: Str,
  dataEnvio: NStr,
  erro: NStr,
});

const Canal = Type.String({
  enum: [...CANAIS],
  errorMessage: servidor.comum.canalInvalido,
});
const Destino = Type.String({ minLength: 1, maxLength: 120 });

/** A destination typed by the user must suit the channel; phones are stored as digits. */
function normalizeDestino(canal: Canal, destino: string | undefined): string | undefined {
  if (destino === undefined || destino.trim() === '') return undefined;
  if (canal === 'email') {
    if (!isEmail(destino.trim())) throw badRequest(MESSAGES.emailInvalid);
    return destino.trim().toLowerCase();
  }
  const digits = onlyDigits(destino);
  if (!isMobilePhone(digits)) throw badRequest(MESSAGES.telefoneCelularInvalid);
  return digits;
}

const Tipo = Type.String({
  enum: [...TIPOS_REENVIO],
  errorMessage: servidor.comum.tipoReenvioInvalido,
});

const PENDING_NOTE = servidor.comunicacoes.envioRegistrado;

const comunicacoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = { 200: EnvelopeOf(Envio), ...ErrorResponses };

  app.post(
    '/api/adesao/:id/reenviar/:tipo/:canal',
    {
      preHandler: requirePermission('proposta', 'reenviar-link'),
      // The body is optional: a resend to the proposal's own contact may be posted empty.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: TAGS,
        summary:
          'Reenvia um link: termo de intenção de compra, fila de atendimento, assinatura do contrato ou avaliação de saúde pelo aplicativo',
        params: Type.Object({
          id: Id,
          tipo: Tipo,
          canal: Canal,
        }),
        body: Type.Optional(Type.Object({ destino: Type.Optional(Destino) })),
        response: answer,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, tipo, canal } = request.params as { id: number; tipo: TipoReenvio; canal: Canal };
      const destinoInformado = normalizeDestino(canal, request.body?.destino);
      const created = await reenviarLink(app.db, app.config.publicUrl, user, {
        propostaAdesaoId: id,
        tipo,
        canal,
        destino: destinoInformado,
      });
      return ok(await obterEnvio(app.db, created.id), [
        `${MODELOS[tipo].label}: link reenviado. ${PENDING_NOTE}`,
      ]);
    },
  );

  app.post(
    '/api/adesao/:id/links/:tipo/copiar',
    {
      preHandler: requirePermission('proposta', 'reenviar-link'),
      schema: {
        tags: TAGS,
        summary:
          "'Copiar link': gera um link do proponente para copiar (mostrado uma vez; registrado no histórico)",
        params: Type.Object({ id: Id, tipo: Tipo }),
        response: { 200: EnvelopeOf(Type.Object({ link: Str })), ...ErrorResponses },
      },
    },
    async (request) => {
      const { id, tipo } = request.params as { id: number; tipo: TipoReenvio };
      const link = await copiarLink(app.db, requireUser(request), id, tipo, app.config.publicUrl);
      return ok({ link }, [
        tipo === 'assinatura'
          ? servidor.comunicacoes.copieLink
          : servidor.comunicacoes.novoLinkGerado,
      ]);
    },
  );

  app.post(
    '/api/adesao/enviarComunicado/:id',
    {
      preHandler: requirePermission('proposta', 'enviar-comunicado'),
      schema: {
        tags: TAGS,
        summary: 'Envia um comunicado ao proponente',
        params: Type.Object({ id: Id }),
        body: Type.Object({
          canal: Canal,
          mensagem: Type.String({
            minLength: 1,
            maxLength: 1000,
            errorMessage: {
              minLength: servidor.comunicacoes.informeMensagemComunicado,
              maxLength: servidor.comunicacoes.mensagemDeveTerMaximo,
            },
          }),
          assunto: Type.Optional(Type.String({ maxLength: 150 })),
          destino: Type.Optional(Destino),
        }),
        response: answer,
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { canal, mensagem, assunto, destino } = request.body as {
        canal: Canal;
        mensagem: string;
        assunto?: string;
        destino?: string;
      };
      if (!mensagem.trim()) throw badRequest(servidor.comunicacoes.informeMensagemComunicado);
      const destinoInformado = normalizeDestino(canal, destino);
      const id = request.params.id;
      const created = await app.db.transaction(async (tx) => {
        await lockProposta(tx, id, { kind: 'usuario', user });
        return queueMessage(tx, {
          propostaAdesaoId: id,
          canal,
          destino: await resolveDestino(tx, id, canal, destinoInformado),
          modelo: MODELO_COMUNICADO.modelo,
          assunto: assunto?.trim() || null,
          conteudo: mensagem.trim(),
          autor: { id: user.id, nome: user.nome },
        });
      });
      return ok(await obterEnvio(app.db, created.id), [
        `${servidor.comunicacoes.comunicadoRegistrado} ${PENDING_NOTE}`,
      ]);
    },
  );

  app.get(
    '/api/logHistoricoEnvio/:id',
    {
      preHandler: requirePermission('proposta', 'show'),
      schema: {
        tags: TAGS,
        summary: 'Histórico de envios da proposta: canal, destino, modelo, situação e data',
        params: Type.Object({ id: Id }),
        response: { 200: EnvelopeOf(Type.Array(Envio)), ...ErrorResponses },
      },
    },
    async (request) => {
      await loadVisible(app.db, requireUser(request), request.params.id);
      return ok(await listarEnvios(app.db, request.params.id));
    },
  );
};

export default comunicacoesRoutes;
