import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERP_SANDBOX_PARAMETROS } from '../../server/integrations/erp/sandbox';
import { obterParametrosErp } from '../../server/modules/integracoes/erp/parametros';
import { loginAs } from '../helpers/auth';
import {
  eventually,
  startErpSandbox,
  startSmsSandbox,
  type RunningSandbox,
} from '../helpers/sandboxes';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { criarFamilia, mensagens, SITUACAO } from './outbox-fixtures';

describe('the worker inside the server process', () => {
  let t: TestApp;
  let sms: RunningSandbox;
  let erp: RunningSandbox;

  beforeAll(async () => {
    sms = await startSmsSandbox();
    erp = await startErpSandbox();
    t = await createTestApp({
      seed: true,
      env: {
        WORKER_ENABLED: 'true',
        WORKER_POLL_MS: '20',
        SMS_URL: `${sms.url}/sms`,
        ERP_URL: erp.url,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await sms?.close();
    await erp?.close();
  });

  it('delivers what a request queued, with nobody driving it', async () => {
    const { titular } = await criarFamilia(t.db, {
      situacao: SITUACAO.AguardandoAprovacaoTermo,
      telefone: '27933334444',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/adesao/${titular.id}/reenviar/termo/sms`,
      headers: await loginAs(t, 'gestorcomercial'),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    await eventually(
      async () => {
        const [message] = await mensagens(t.db, 'comunicacao.enviar');
        return message?.status === 'delivered';
      },
      { what: 'entrega pelo worker do servidor' },
    );
    const received = await sms.control<{ to: string }[]>('GET', '/mensagens');
    expect(received.map((m) => m.to)).toEqual(['27933334444']);
  });

  it('serves the ERP parameter lists to the complement screens, from a short cache', async () => {
    const first = await obterParametrosErp(t.app.integrations);
    const second = await obterParametrosErp(t.app.integrations);
    expect(first).toEqual(ERP_SANDBOX_PARAMETROS);
    expect(second).toEqual(first);
    const calls = (await erp.calls()).chamadas.filter((c) => c.path === '/parametros');
    expect(calls).toHaveLength(1);
  });
});
