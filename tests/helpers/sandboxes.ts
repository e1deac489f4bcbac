import type { FastifyInstance } from 'fastify';
import { createCepSandbox } from '../../server/integrations/cep/sandbox';
import { createErpSandbox, type ErpSandboxOptions } from '../../server/integrations/erp/sandbox';
import { createReceitaSandbox } from '../../server/integrations/receita/sandbox';
import { listenSandbox, type RecordedCall } from '../../server/integrations/sandbox-kit';
import { createSignatureSandbox } from '../../server/integrations/signature/sandbox';
import { createSmsSandbox } from '../../server/integrations/sms/sandbox';

/**
 * The outside systems' sandboxes on 127.0.0.1 and free ports, for API tests: the app under test
 * talks to them through its real adapters. `control` drives the sandbox's fault injection.
 */
export interface RunningSandbox {
  url: string;
  app: FastifyInstance;
  /** POST/GET on the sandbox's /__sandbox control routes. */
  control<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T>;
  /** Calls received (control routes excluded) and distinct idempotency keys among them. */
  calls(): Promise<{ total: number; chavesDistintas: number; chamadas: RecordedCall[] }>;
  /**
   * Fail the next `quantidade` calls with `status` (default 503); with `chamada` ('POST /sms'),
   * only calls whose method and path start with it.
   */
  failNext(quantidade: number, options?: { status?: number; chamada?: string }): Promise<void>;
  /** Apply the next `quantidade` effects but hold their answers for `ms`. */
  holdNext(quantidade: number, ms: number): Promise<void>;
  close(): Promise<void>;
}

async function run(app: FastifyInstance): Promise<RunningSandbox> {
  const url = await listenSandbox(app);
  const control = async <T>(method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(`${url}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as T;
  };
  return {
    url,
    app,
    control,
    calls: () => control('GET', '/chamadas'),
    failNext: async (quantidade, options = {}) => {
      await control('POST', '/falhas', { quantidade, status: options.status ?? 503, ...options });
    },
    holdNext: async (quantidade, ms) => {
      await control('POST', '/atrasos', { quantidade, ms });
    },
    close: () => app.close(),
  };
}

export const startErpSandbox = (options: ErpSandboxOptions = {}) =>
  run(createErpSandbox(options).app);
export const startSignatureSandbox = () => run(createSignatureSandbox().app);
export const startSmsSandbox = () => run(createSmsSandbox().app);
export const startCepSandbox = () => run(createCepSandbox().app);
export const startReceitaSandbox = () => run(createReceitaSandbox().app);

/** Polls `check` until it answers a truthy value; fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | null | undefined | false>,
  { timeoutMs = 10_000, intervalMs = 50, what = 'condição' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} não ocorreu em ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
