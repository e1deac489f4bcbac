import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MESSAGES } from '../../../src/domain';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import { requireUser } from '../auth/current-user';
import { changePassword, PASSWORD_CHANGED } from './change-password';
import { loadMeusDados, MeusDadosSchema } from './meus-dados';
import { requestPasswordReset, RESET_DONE, RESET_REQUESTED, resetPassword } from './password-reset';
import { servidor } from '../../../i18n/pt-BR/servidor';

// The login screen's rule (spec, section 5), checked here too. The upper bound keeps argon2's
// work per request bounded.
const NovaSenha = Type.String({
  minLength: 8,
  maxLength: 128,
  errorMessage: {
    minLength: MESSAGES.passwordShort,
    maxLength: servidor.usuario.senhaMuitoLonga,
    type: MESSAGES.passwordShort,
  },
});

const MessageOnly = EnvelopeOf(Type.Null());
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 429: ErrorEnvelope };

/** The user's own account: profile data, forgot/reset password and change password. */
const usuarioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // E-mails leave after the answer; closing the app waits for the ones still on their way.
  const deliveries = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...deliveries]);
  });
  const track = (delivery: Promise<unknown>) => {
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
  };

  app.get(
    '/api/User/MeusDados',
    {
      schema: {
        tags: ['Usuário'],
        summary: 'Dados do usuário autenticado (perfil, papéis, corretor)',
        response: { 200: EnvelopeOf(MeusDadosSchema), 401: ErrorEnvelope },
      },
    },
    async (request) => {
      const data = await loadMeusDados(app.db, requireUser(request).id);
      if (!data) throw unauthorized();
      return ok(data);
    },
  );

  app.post(
    '/api/usuario/esqueci-minha-senha',
    {
      config: {
        public: true,
        // Per process, on top of the per-user resend interval: enough to stop a mail bomb.
        rateLimit: { max: 30, timeWindow: '15 minutes' },
      },
      schema: {
        tags: ['Usuário'],
        summary: 'Envia por e-mail um link de redefinição de senha',
        security: [],
        body: Type.Object({ login: Type.String({ minLength: 1, maxLength: 120 }) }),
        response: { 200: MessageOnly, ...errors },
      },
    },
    async (request) => {
      await requestPasswordReset(
        { db: app.db, email: app.email, log: request.log, publicUrl: app.config.publicUrl, track },
        request.body.login,
      );
      return ok(null, [RESET_REQUESTED]);
    },
  );

  app.post(
    '/api/usuario/redefinir-senha',
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        tags: ['Usuário'],
        summary: 'Define uma nova senha com o link recebido por e-mail',
        security: [],
        body: Type.Object({
          token: Type.String({ minLength: 1, maxLength: 200 }),
          novaSenha: NovaSenha,
        }),
        response: { 200: MessageOnly, ...errors },
      },
    },
    async (request) => {
      const { usuarioId, desbloqueado } = await resetPassword(
        app.db,
        request.body.token,
        request.body.novaSenha,
      );
      // Locks and unlocks are security events: both are logged (the lock in grants.ts).
      if (desbloqueado) {
        request.log.warn(
          { unlock: 'usuario', userId: usuarioId },
          'acesso desbloqueado pela redefinição de senha',
        );
      }
      return ok(null, [RESET_DONE]);
    },
  );

  app.post(
    '/api/usuario/alterar-senha',
    {
      schema: {
        tags: ['Usuário'],
        summary: 'Altera a senha do usuário autenticado (encerra todas as sessões)',
        body: Type.Object({
          senhaAtual: Type.String({ minLength: 1, maxLength: 128 }),
          novaSenha: NovaSenha,
        }),
        response: { 200: MessageOnly, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await changePassword(
        app.db,
        { userId: user.id, username: user.username, address: request.ip },
        request.body.senhaAtual,
        request.body.novaSenha,
      );
      return ok(null, [PASSWORD_CHANGED]);
    },
  );
};

export default usuarioRoutes;
