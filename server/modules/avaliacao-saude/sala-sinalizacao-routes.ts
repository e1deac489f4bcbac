import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EnvelopeOf, ok } from '../../http/envelope';
import { requirePermission, requireUser } from '../auth/current-user';
import { ErrorResponses, Id } from '../../http/schemas';
import {
  encerrarSala,
  Ingressos,
  motivoRecusa,
  registrarEncontro,
  salaDoBeneficiario,
  salaDoEnfermeiro,
  salaPorId,
  salaPorToken,
} from './sala-acesso';
import { FECHAMENTO, SalaRegistry, type Papel, type PeerSocket } from './sala-registry';
import { servidor } from '../../../i18n/pt-BR/servidor';

const TAGS = ['Avaliação de saúde'];
const IdParams = Type.Object({ id: Id });
const Token = Type.String({ pattern: '^[A-Za-z0-9_-]{20,64}$' });
const IceServers = Type.Array(
  Type.Object({
    urls: Type.Union([Type.String(), Type.Array(Type.String())]),
    username: Type.Optional(Type.String()),
    credential: Type.Optional(Type.String()),
  }),
);

/** The close code a refused room gets: gone (closed/expired) or unavailable (out of the assessment). */
const codigoDe = (status: number) =>
  status === 410 ? FECHAMENTO.salaEncerrada : FECHAMENTO.salaIndisponivel;

/**
 * The built-in video room's live part: the signalling WebSockets of both sides, the nurse's
 * ticket, the applicant's room information and 'Encerrar atendimento'. Both WebSockets are
 * public routes for the authentication hook (a browser's WebSocket cannot carry the
 * Authorization header): the nurse's presents a one-time ticket from an authenticated POST,
 * the applicant's the room's random token, as the invite link does.
 */
const salaSinalizacaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ingressos = new Ingressos();
  const registry = new SalaRegistry((salaId) => {
    registrarEncontro(app.db, salaId).catch((error: unknown) =>
      app.log.error({ err: error, salaId }, 'video room: recording row not written'),
    );
  });
  app.addHook('onClose', async () => registry.fechar());

  /** After the upgrade: the room must still admit people; then the registry takes the peer. */
  async function admitir(socket: PeerSocket, salaId: number | null, papel: Papel) {
    const sala = salaId == null ? null : await salaPorId(app.db, salaId);
    if (!sala) return socket.close(FECHAMENTO.salaIndisponivel, 'Sala não encontrada');
    const recusa = await motivoRecusa(app.db, sala);
    if (recusa) return socket.close(codigoDe(recusa.statusCode), 'Sala indisponível');
    registry.entrar(sala.id, papel, socket);
  }

  app.post(
    '/api/enfermeiro/sala-video/:id/ingresso',
    {
      preHandler: requirePermission('avaliacao-saude', 'abrir-sala'),
      schema: {
        tags: TAGS,
        summary: 'Entrada do enfermeiro na sala de vídeo: ingresso de uso único da sinalização',
        params: IdParams,
        response: {
          200: EnvelopeOf(
            Type.Object({
              salaId: Type.Integer(),
              propostaAdesaoId: Type.Integer(),
              nomeBeneficiario: Type.String(),
              sinalizacao: Type.String(),
              iceServers: IceServers,
            }),
          ),
          ...ErrorResponses,
        },
      },
    },
    async (request) => {
      const { sala, proposta } = await salaDoEnfermeiro(
        app.db,
        requireUser(request),
        request.params.id,
      );
      const recusa = await motivoRecusa(app.db, sala);
      if (recusa) throw recusa;
      const ingresso = ingressos.emitir(sala.id);
      return ok({
        salaId: sala.id,
        propostaAdesaoId: sala.propostaAdesaoId,
        nomeBeneficiario: proposta.nomeSocial || proposta.nome,
        sinalizacao: `/api/enfermeiro/sala-video/${sala.id}/sinalizacao?ingresso=${ingresso}`,
        iceServers: app.config.iceServers,
      });
    },
  );

  app.get(
    '/api/enfermeiro/sala-video/:id/sinalizacao',
    {
      websocket: true,
      config: { public: true },
      schema: { params: IdParams, querystring: Type.Object({ ingresso: Type.String() }) },
    },
    async (socket, request) => {
      const { id } = request.params as { id: number };
      const { ingresso } = request.query as { ingresso: string };
      if (!ingressos.usar(ingresso, id)) {
        return socket.close(FECHAMENTO.ingressoInvalido, 'Ingresso inválido');
      }
      await admitir(socket, id, 'enfermeiro');
    },
  );

  app.get(
    '/api/sala-video/publica/:token',
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        summary: 'Sala de vídeo do beneficiário (pelo token do convite): como entrar',
        params: Type.Object({ token: Token }),
        response: {
          200: EnvelopeOf(Type.Object({ sinalizacao: Type.String(), iceServers: IceServers })),
          ...ErrorResponses,
        },
      },
    },
    async (request) => {
      const { token } = request.params;
      await salaDoBeneficiario(app.db, token);
      return ok({
        sinalizacao: `/api/sala-video/publica/${token}/sinalizacao`,
        iceServers: app.config.iceServers,
      });
    },
  );

  app.get(
    '/api/sala-video/publica/:token/sinalizacao',
    {
      websocket: true,
      config: { public: true },
      schema: { params: Type.Object({ token: Token }) },
    },
    async (socket, request) => {
      const { token } = request.params as { token: string };
      const sala = await salaPorToken(app.db, token);
      await admitir(socket, sala?.id ?? null, 'beneficiario');
    },
  );

  app.post(
    '/api/enfermeiro/sala-video/:id/encerrar',
    {
      preHandler: requirePermission('avaliacao-saude', 'abrir-sala'),
      schema: {
        tags: TAGS,
        summary: 'Encerra o atendimento: a sala não admite mais ninguém',
        params: IdParams,
        response: { 200: EnvelopeOf(Type.Object({ message: Type.String() })), ...ErrorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { sala } = await salaDoEnfermeiro(app.db, user, request.params.id);
      await encerrarSala(app.db, user, sala.id);
      registry.encerrar(sala.id);
      const encerrado = servidor.avaliacaoSaude.atendimentoEncerrado;
      return ok({ message: encerrado }, [encerrado]);
    },
  );
};

export default salaSinalizacaoRoutes;
