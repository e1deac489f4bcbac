import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('starts with no variable at all, on the embedded database and port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.appEnv).toBe('production');
    expect(config.iceServers).toEqual([]);
  });

  it('seeds no demo data in production unless asked, and refuses it there by default', () => {
    expect(loadConfig({}).seedDemo).toBe(false);
    expect(loadConfig({ APP_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ APP_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    for (const env of ['local', 'staging', 'test']) {
      expect(loadConfig({ APP_ENV: env }).seedDemo).toBe(true);
    }
    expect(loadConfig({ APP_ENV: 'local', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({}).allowDemoInProduction).toBe(false);
    expect(loadConfig({ ALLOW_DEMO_IN_PRODUCTION: 'true' }).allowDemoInProduction).toBe(true);
  });

  it("reads the video room's STUN/TURN servers as JSON", () => {
    const turn = { urls: ['turn:turn.example.com:3478'], username: 'u', credential: 'p' };
    const config = loadConfig({
      WEBRTC_ICE_SERVERS: JSON.stringify([{ urls: 'stun:stun.example.com:3478' }, turn]),
    });
    expect(config.iceServers).toEqual([{ urls: 'stun:stun.example.com:3478' }, turn]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'não é url' }, 'DATABASE_URL'],
    [{ JWT_SECRET: 'curto' }, 'JWT_SECRET'],
    [{ APP_ENV: 'producao' }, 'APP_ENV'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ CEP_URL_TEMPLATE: 'https://cep.example.com/ws/json' }, 'CEP_URL_TEMPLATE'],
    [{ METABASE_SITE_URL: 'https://bi.example.com' }, 'METABASE_SECRET'],
    [{ SEED_DEMO: 'talvez' }, 'SEED_DEMO'],
    [{ WORKER_POLL_MS: '1,5' }, 'WORKER_POLL_MS'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
    [{ METRICS_TOKEN: 'curto' }, 'METRICS_TOKEN'],
    [{ METRICS_ALLOW: 'rede interna' }, 'METRICS_ALLOW'],
    [{ WEBRTC_ICE_SERVERS: '[{urls:' }, 'WEBRTC_ICE_SERVERS'],
    [{ WEBRTC_ICE_SERVERS: '[{"urls":"http://turn.example.com"}]' }, 'WEBRTC_ICE_SERVERS'],
  ])('refuses %o naming the variable %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`Configuração inválida: ${variable} `));
  });

  it('says what a value must look like, from the schema', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(
      'Configuração inválida: PORT deve ser um número inteiro entre 0 e 65535.',
    );
    expect(() => loadConfig({ APP_ENV: 'producao' })).toThrow(
      'Configuração inválida: APP_ENV deve ser um destes valores: production, staging, local, test.',
    );
    expect(() => loadConfig({ JWT_SECRET: 'curto' })).toThrow(
      'Configuração inválida: JWT_SECRET deve ter ao menos 32 caracteres.',
    );
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(
      'Configuração inválida: SMTP_URL deve usar um destes protocolos: smtp:, smtps:',
    );
  });

  it('takes sim/não for booleans and reads the metrics settings', () => {
    const config = loadConfig({
      SEED_DEMO: 'não',
      WORKER_ENABLED: 'sim',
      METRICS_TOKEN: 'x'.repeat(24),
      METRICS_ALLOW: '10.0.0.0/8, 127.0.0.1/32',
    });
    expect(config.seedDemo).toBe(false);
    expect(config.worker.enabled).toBe(true);
    expect(config.metrics).toEqual({
      token: 'x'.repeat(24),
      allow: ['10.0.0.0/8', '127.0.0.1/32'],
    });
    expect(loadConfig({}).metrics).toEqual({ allow: ['127.0.0.1/32', '::1/128'] });
  });

  it('accepts a PostgreSQL URL and a CEP template with its placeholder', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/adesao',
      CEP_URL_TEMPLATE: 'https://cep.example.com/ws/{cep}/json',
      APP_ENV: 'staging',
    });
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/adesao');
    expect(config.cepUrlTemplate).toContain('{cep}');
    expect(config.appEnv).toBe('staging');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, so X-Forwarded-For cannot fake the client address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('accepts a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('refuses anything else naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'qualquer' })).toThrow(
      /Configuração inválida: TRUST_PROXY /,
    );
  });
});
