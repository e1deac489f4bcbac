import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { APP_VERSION } from '../../../src/domain';
import { EnvelopeOf, ok } from '../../http/envelope';

const ConfiguracaoSchema = Type.Object({
  ambiente: Type.Union([
    Type.Literal('production'),
    Type.Literal('staging'),
    Type.Literal('local'),
    Type.Literal('test'),
  ]),
  versao: Type.String(),
  chatUrl: Type.Union([Type.String(), Type.Null()]),
});

/**
 * What the SPA needs before anyone signs in: the environment (staging and local show the red
 * 'Ambiente de homologação' banner), the product version and the sales-support chat address.
 */
const configuracaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/configuracao',
    {
      config: { public: true },
      schema: {
        tags: ['Sistema'],
        summary: 'Ambiente, versão e endereço do chat de suporte',
        security: [],
        response: { 200: EnvelopeOf(ConfiguracaoSchema) },
      },
    },
    async () =>
      ok({
        ambiente: app.config.appEnv,
        versao: APP_VERSION,
        chatUrl: app.config.chatUrl ?? null,
      }),
  );
};

export default configuracaoRoutes;
