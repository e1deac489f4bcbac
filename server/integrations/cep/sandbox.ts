import { createSandbox } from '../sandbox-kit';

/**
 * A tiny ViaCEP look-alike for the demo (`npm run cep:sandbox`) and the tests:
 * GET /ws/{cep}/json/ answers a known address, `{ "erro": true }` for an unknown CEP and 400 for
 * a malformed one, as ViaCEP does. CEP_URL_TEMPLATE=http://127.0.0.1:4040/ws/{cep}/json/
 */
export const CEP_SANDBOX_ENDERECOS: Record<string, Record<string, string>> = {
  '01001000': {
    cep: '01001-000',
    logradouro: 'Praça da Sé',
    complemento: 'lado ímpar',
    bairro: 'Sé',
    localidade: 'São Paulo',
    uf: 'SP',
  },
  '29010935': {
    cep: '29010-935',
    logradouro: 'Avenida Jerônimo Monteiro',
    complemento: '',
    bairro: 'Centro',
    localidade: 'Vitória',
    uf: 'ES',
  },
  '30130010': {
    cep: '30130-010',
    logradouro: 'Praça Sete de Setembro',
    complemento: '',
    bairro: 'Centro',
    localidade: 'Belo Horizonte',
    uf: 'MG',
  },
  '70040010': {
    cep: '70040-010',
    logradouro: 'Setor Bancário Sul Quadra 1',
    complemento: '',
    bairro: 'Asa Sul',
    localidade: 'Brasília',
    uf: 'DF',
  },
};

export function createCepSandbox(options: { logger?: boolean } = {}) {
  const { app, kit } = createSandbox({ name: 'cep', logger: options.logger });
  app.get<{ Params: { cep: string } }>('/ws/:cep/json/', async (request, reply) => {
    const { cep } = request.params;
    if (!/^\d{8}$/.test(cep)) return reply.status(400).send('Bad Request');
    return CEP_SANDBOX_ENDERECOS[cep] ?? { erro: true };
  });
  return { app, kit };
}
