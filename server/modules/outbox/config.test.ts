import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('worker settings from the environment', () => {
  it('runs the worker in the server by default, with sane intervals', () => {
    const { worker, outsideTimeoutMs } = loadConfig({});
    expect(worker).toEqual({
      enabled: true,
      pollMs: 1000,
      leaseMs: 120_000,
      maxAttempts: 10,
      retryBaseMs: 5000,
      erpPollMs: 30_000,
      signaturePollMs: 60_000,
    });
    expect(outsideTimeoutMs).toBe(15_000);
  });

  it('reads every variable', () => {
    const { worker } = loadConfig({
      WORKER_ENABLED: 'false',
      WORKER_POLL_MS: '250',
      WORKER_LEASE_MS: '60000',
      OUTBOX_MAX_ATTEMPTS: '3',
      OUTBOX_RETRY_BASE_MS: '100',
      ERP_POLL_MS: '1000',
      SIGNATURE_POLL_MS: '2000',
    });
    expect(worker).toMatchObject({ enabled: false, pollMs: 250, leaseMs: 60_000, maxAttempts: 3 });
  });

  it.each([
    [{ WORKER_ENABLED: 'talvez' }, 'WORKER_ENABLED'],
    [{ WORKER_POLL_MS: 'rápido' }, 'WORKER_POLL_MS'],
    [{ OUTBOX_MAX_ATTEMPTS: '0' }, 'OUTBOX_MAX_ATTEMPTS'],
    [{ OUTBOX_RETRY_BASE_MS: '1.5' }, 'OUTBOX_RETRY_BASE_MS'],
    [{ OUTSIDE_TIMEOUT_MS: '-1' }, 'OUTSIDE_TIMEOUT_MS'],
    // A lease shorter than a call would let a second worker repeat a call still under way.
    [{ WORKER_LEASE_MS: '10000', OUTSIDE_TIMEOUT_MS: '15000' }, 'WORKER_LEASE_MS'],
  ])('refuses %o naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`Configuração inválida: ${variable} `));
  });
});
