import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isCep, MESSAGES } from '../../../src/domain';
import { EnvelopeOf, ErrorEnvelope, ok } from '../../http/envelope';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { OutsideCallError } from '../../integrations/outside-call';
import { servidor } from '../../../i18n/pt-BR/servidor';

export const CEP_NAO_CONFIGURADO = servidor.cep.consultaCepNaoConfigurada;
export const CEP_INDISPONIVEL = servidor.cep.cepIndisponivel;

const Endereco = Type.Object({
  cep: Type.String(),
  logradouro: Type.String(),
  bairro: Type.String(),
  municipio: Type.String(),
  uf: Type.String(),
});

/** Postal-code look-up for the address forms (CEP_URL_TEMPLATE, a ViaCEP-like service). */
const cepRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/cep/:cep',
    {
      schema: {
        tags: ['CEP'],
        summary: 'Endereço de um CEP',
        params: Type.Object({ cep: Type.String({ maxLength: 20 }) }),
        response: {
          200: EnvelopeOf(Endereco),
          400: ErrorEnvelope,
          401: ErrorEnvelope,
          404: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { cep: raw } = request.params;
      if (!isCep(raw)) throw badRequest(MESSAGES.cepInvalid);
      const client = app.integrations.cep;
      if (!client) throw new HttpError(503, [CEP_NAO_CONFIGURADO]);
      const cep = raw.replace(/\D/g, '');
      try {
        const endereco = await client.buscar(cep);
        if (!endereco) throw notFound(servidor.cep.cepNaoEncontrado);
        return ok(endereco);
      } catch (error) {
        if (error instanceof OutsideCallError) throw new HttpError(503, [CEP_INDISPONIVEL]);
        throw error;
      }
    },
  );
};

export default cepRoutes;
