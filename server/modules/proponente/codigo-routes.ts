import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EnvelopeOf, ok } from '../../http/envelope';
import { confirmarCodigo, contatosParaCodigo, enviarCodigo, mascarar } from './codigo';
import { requireOpenSession } from './session';
import ptBR from '../../../i18n/pt-BR';
import { servidor } from '../../../i18n/pt-BR/servidor';
import { format } from '../../../i18n/catalog';

const Token = Type.String({ minLength: 1, maxLength: 200 });
const TAGS = ['Proponente'];

/**
 * The one-time code step between validarAcesso and everything else (ours: the spec has CPF and
 * birth date only, which staff also see). The applicant picks one of the proposal's registered
 * contacts, shown masked; the code goes there and comes back typed.
 */
const codigoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/proponenteDmz/codigo/contatos',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Contatos cadastrados (mascarados) para onde o código de confirmação pode ir',
        security: [],
        body: Type.Object({ token: Token }),
        response: {
          200: EnvelopeOf(
            Type.Array(
              Type.Object({
                id: Type.String(),
                canal: Type.Union([Type.Literal('sms'), Type.Literal('email')]),
                destino: Type.String(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const sessao = await requireOpenSession(app.db, request, request.body.token, 'qualquer');
      const contatos = await contatosParaCodigo(app.db, sessao.propostaAdesaoId);
      return ok(contatos.map((c) => ({ id: c.id, canal: c.canal, destino: mascarar(c) })));
    },
  );

  app.post(
    '/api/proponenteDmz/codigo/enviar',
    {
      // Each call is an SMS or an e-mail in the operator's name: few per address.
      config: { public: true, rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Envia um código de confirmação de 6 números ao contato escolhido',
        security: [],
        body: Type.Object({
          token: Token,
          contato: Type.String({
            minLength: 1,
            maxLength: 30,
            errorMessage: servidor.proponente.escolhaContatosMostradosTela,
          }),
        }),
        response: {
          200: EnvelopeOf(
            Type.Object({ canal: Type.String(), destino: Type.String(), expiraEm: Type.String() }),
          ),
        },
      },
    },
    async (request) => {
      const sessao = await requireOpenSession(app.db, request, request.body.token, 'qualquer');
      const enviado = await enviarCodigo(app.db, sessao, request.body.contato);
      return ok({ ...enviado, expiraEm: enviado.expiraEm.toISOString() }, [
        format(servidor.proponente.codigoEnviado, { destino: enviado.destino }),
      ]);
    },
  );

  app.post(
    '/api/proponenteDmz/codigo/confirmar',
    {
      config: { public: true, rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: TAGS,
        summary: 'Confirma o código recebido e libera a proposta para o proponente',
        security: [],
        body: Type.Object({
          token: Token,
          codigo: Type.String({
            pattern: '^\\s*[0-9]{6}\\s*$',
            errorMessage: ptBR.mpa.codigoInvalido,
          }),
        }),
        response: { 200: EnvelopeOf(Type.Null()) },
      },
    },
    async (request) => {
      const sessao = await requireOpenSession(app.db, request, request.body.token, 'qualquer');
      await confirmarCodigo(app.db, sessao, request.body.codigo);
      return ok(null, [servidor.proponente.codigoConfirmado]);
    },
  );
};

export default codigoRoutes;
