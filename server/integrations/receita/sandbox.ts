import { isCpf } from '../../../src/domain/validators';
import { createSandbox } from '../sandbox-kit';
import { CONSULTA_CPF_PATH, type ConsultaCpfRequest } from './contract';
import {
  RECEITA_SANDBOX_CADASTRO,
  RECEITA_SANDBOX_INEXISTENTES,
  respostaSandbox,
  type EntradaCadastroSandbox,
} from './sandbox-cadastro';

/**
 * A Receita Federal stand-in for the demo (`npm run sandboxes`, RECEITA_URL=http://127.0.0.1:4060)
 * and the tests. Its answers follow the rules of sandbox-cadastro.ts (a fixed list of CPFs that
 * diverge, one that does not exist, every other valid CPF agrees); an invalid CPF (check digits
 * by src/domain/validators) answers 400. Tests add entries with
 * POST /__sandbox/cadastro { cpf, nome?, dataNascimento?, situacao?, inexistente? }.
 */
export function createReceitaSandbox(options: { logger?: boolean } = {}) {
  const { app, kit } = createSandbox({ name: 'receita-federal', logger: options.logger });
  const cadastro = new Map(Object.entries(RECEITA_SANDBOX_CADASTRO));
  const inexistentes = new Set(RECEITA_SANDBOX_INEXISTENTES);

  app.post<{ Body: Partial<ConsultaCpfRequest> | null }>(
    CONSULTA_CPF_PATH,
    async (request, reply) => {
      const { cpf, nome, dataNascimento } = request.body ?? {};
      if (typeof cpf !== 'string' || !/^\d{11}$/.test(cpf) || !isCpf(cpf)) {
        return reply.status(400).send({ erro: 'CPF inválido' });
      }
      const answer = respostaSandbox({ cpf, nome, dataNascimento }, cadastro, inexistentes);
      return answer ?? reply.status(404).send({ erro: 'CPF não encontrado' });
    },
  );

  app.post<{ Body: EntradaCadastroSandbox & { cpf?: string; inexistente?: boolean } }>(
    '/__sandbox/cadastro',
    async (request, reply) => {
      const { cpf, inexistente, ...entrada } = request.body ?? {};
      if (typeof cpf !== 'string' || !isCpf(cpf)) {
        return reply.status(400).send({ erro: 'CPF inválido' });
      }
      if (inexistente) inexistentes.add(cpf);
      else cadastro.set(cpf, entrada);
      return { ok: true };
    },
  );
  app.post('/__sandbox/reiniciar', async () => {
    kit.resetKit();
    return { ok: true };
  });
  return { app, kit };
}
