import { GRAUS_PARENTESCO } from '../../../src/domain';
import { createSandbox } from '../sandbox-kit';
import type {
  ErpEmpresaRequest,
  ErpIntegracao,
  ErpItem,
  ErpParametros,
  ErpPropostaRequest,
  ErpSituacao,
} from './contract';

/**
 * A small ERP that implements docs/erp-api.md, for the demo (`npm run erp:sandbox`) and the
 * tests. Integrations are decided when they arrive (by default: integrated, with a generated
 * registration number) and become visible after `processingMs`; a test may queue the next
 * decisions (with pendencies, refused) through POST /__sandbox/respostas.
 */

export interface ErpSandboxOptions {
  /** How long an integration stays 'em_processamento' before its decision shows. */
  processingMs?: number;
  logger?: boolean;
}

interface ScriptedAnswer {
  situacao: Exclude<ErpSituacao, 'em_processamento'>;
  pendencias?: ErpItem[];
  motivos?: ErpItem[];
}

interface StoredIntegration {
  answer: ErpIntegracao;
  decided: ScriptedAnswer;
  readyAt: number;
  request: ErpPropostaRequest;
}

export const ERP_SANDBOX_PARAMETROS: ErpParametros = {
  campanhas: [
    {
      codigoCampanha: 101,
      nomeCampanha: 'Adesão Sênior 2026',
      codigoTipoCobranca: 1,
      nomeTipoCobranca: 'Boleto bancário',
    },
    {
      codigoCampanha: 102,
      nomeCampanha: 'Sênior Débito em Conta',
      codigoTipoCobranca: 2,
      nomeTipoCobranca: 'Débito em conta',
    },
  ],
  carencias: [
    { codigoGrupoCarencia: 'GC01', nomeGrupoCarencia: 'Carência padrão', codigoGrupoCampanha: 101 },
    {
      codigoGrupoCarencia: 'GC02',
      nomeGrupoCarencia: 'Aproveitamento de carência',
      codigoGrupoCampanha: 101,
    },
    {
      codigoGrupoCarencia: 'GC03',
      nomeGrupoCarencia: 'Carência reduzida',
      codigoGrupoCampanha: 102,
    },
  ],
  grausParentesco: GRAUS_PARENTESCO.map((g) => ({
    codigoGrauParentesco: g.id,
    nomeGrauParentesco: g.nome,
  })),
  motivosNaoComissionar: [
    { codigoMotivoNaoComissionar: 1, nomeMotivoNaoComissionar: 'Não informado' },
    { codigoMotivoNaoComissionar: 2, nomeMotivoNaoComissionar: 'Venda direta da operadora' },
    { codigoMotivoNaoComissionar: 3, nomeMotivoNaoComissionar: 'Retenção de beneficiário' },
  ],
  tiposVenda: [
    { codigoTipoVenda: 1, nomeTipoVenda: 'Venda direta', indComissionado: false },
    { codigoTipoVenda: 2, nomeTipoVenda: 'Venda por corretor', indComissionado: true },
    { codigoTipoVenda: 3, nomeTipoVenda: 'Venda interna', indComissionado: false },
  ],
};

/** Why the sandbox would refuse a request outright (400): the adapter sent something malformed. */
function malformed(body: Partial<ErpPropostaRequest> | undefined): string | null {
  if (!body || typeof body !== 'object') return 'corpo ausente';
  if (!Number.isInteger(body.numeroContrato)) return 'numeroContrato obrigatório';
  if (!body.titular?.cpf || !body.titular.nome) return 'titular obrigatório';
  if (!body.complemento) return 'complemento obrigatório';
  return null;
}

export function createErpSandbox(options: ErpSandboxOptions = {}) {
  const { app, kit } = createSandbox({ name: 'erp', logger: options.logger });
  const integrations = new Map<string, StoredIntegration>();
  const scripted: ScriptedAnswer[] = [];
  let sequence = 0;
  const processingMs = options.processingMs ?? 0;
  const empresas = new Map<string, { numeroContrato: number; readyAt: number }>();

  function empresaView(protocolo: string): ErpIntegracao {
    const stored = empresas.get(protocolo)!;
    const ready = Date.now() >= stored.readyAt;
    return {
      protocolo,
      situacao: ready ? 'integrada' : 'em_processamento',
      matricula: ready ? `E${String(stored.numeroContrato).padStart(9, '0')}` : null,
      pendencias: [],
      motivos: [],
      dataProcessamento: ready ? new Date(stored.readyAt).toISOString() : null,
    };
  }

  function decide(request: ErpPropostaRequest): ScriptedAnswer {
    const next = scripted.shift();
    if (next) return next;
    if (!request.complemento.codigoGrupoCarencia) {
      return {
        situacao: 'recusada',
        motivos: [{ codigo: 'CAR01', descricao: 'Grupo de carência não informado' }],
      };
    }
    return { situacao: 'integrada' };
  }

  function view(stored: StoredIntegration): ErpIntegracao {
    if (Date.now() < stored.readyAt) return stored.answer;
    const { decided } = stored;
    const integrated = decided.situacao !== 'recusada';
    return {
      ...stored.answer,
      situacao: decided.situacao,
      matricula: integrated ? `M${String(stored.request.numeroContrato).padStart(9, '0')}` : null,
      pendencias: decided.pendencias ?? [],
      motivos: decided.motivos ?? [],
      dataProcessamento: new Date(stored.readyAt).toISOString(),
    };
  }

  app.post<{ Body: ErpPropostaRequest }>('/propostas', (request, reply) =>
    kit.idempotent(request, reply, () => {
      const problem = malformed(request.body);
      if (problem) return { status: 400, body: { erro: problem } };
      sequence += 1;
      const protocolo = `ERP-${new Date().getFullYear()}-${String(sequence).padStart(6, '0')}`;
      const stored: StoredIntegration = {
        request: request.body,
        decided: decide(request.body),
        readyAt: Date.now() + processingMs,
        answer: {
          protocolo,
          situacao: 'em_processamento',
          matricula: null,
          pendencias: [],
          motivos: [],
          dataProcessamento: null,
        },
      };
      integrations.set(protocolo, stored);
      return { status: 202, body: stored.answer };
    }),
  );

  app.get<{ Params: { protocolo: string } }>('/propostas/:protocolo', async (request, reply) => {
    const stored = integrations.get(request.params.protocolo);
    if (!stored) return reply.status(404).send({ erro: 'protocolo não encontrado' });
    return view(stored);
  });

  // PME companies: integrated once processed, the registration number from the contract number.
  app.post<{ Body: ErpEmpresaRequest }>('/empresas', (request, reply) =>
    kit.idempotent(request, reply, () => {
      const body = request.body;
      if (!body || !Number.isInteger(body.numeroContrato) || !body.cnpj || !body.complemento) {
        return { status: 400, body: { erro: 'empresa incompleta' } };
      }
      sequence += 1;
      const protocolo = `ERP-PME-${new Date().getFullYear()}-${String(sequence).padStart(6, '0')}`;
      empresas.set(protocolo, {
        numeroContrato: body.numeroContrato,
        readyAt: Date.now() + processingMs,
      });
      return { status: 202, body: empresaView(protocolo) };
    }),
  );
  app.get<{ Params: { protocolo: string } }>('/empresas/:protocolo', async (request, reply) => {
    if (!empresas.has(request.params.protocolo)) {
      return reply.status(404).send({ erro: 'protocolo não encontrado' });
    }
    return empresaView(request.params.protocolo);
  });

  app.get('/parametros', async () => ERP_SANDBOX_PARAMETROS);

  app.post<{ Body: ScriptedAnswer | ScriptedAnswer[] }>('/__sandbox/respostas', async (request) => {
    const list = Array.isArray(request.body) ? request.body : [request.body];
    scripted.push(...list);
    return { respostasNaFila: scripted.length };
  });
  app.get('/__sandbox/integracoes', async () =>
    [...integrations.values()].map((stored) => ({
      ...view(stored),
      numeroContrato: stored.request.numeroContrato,
    })),
  );
  app.post('/__sandbox/reiniciar', async () => {
    kit.resetKit();
    integrations.clear();
    empresas.clear();
    scripted.length = 0;
    return { ok: true };
  });

  return { app, kit, integrations };
}
