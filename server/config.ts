import path from 'node:path';

/** Every setting of the server, read once from the environment and validated at start. */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret?: string;
  publicUrl: string;
  smtpUrl?: string;
  /** Sender of the product's e-mails (MAIL_FROM); defaults to nao-responda@<PUBLIC_URL host>. */
  mailFrom: string;
  /**
   * Which proxies may set X-Forwarded-For (TRUST_PROXY): false (default), true, a hop count or
   * a comma-separated list of addresses/CIDRs. Trusting any sender would let a client fake the
   * address that the login lockout counts.
   */
  trustProxy: boolean | number | string[];
  erpUrl?: string;
  signatureUrl?: string;
  smsUrl?: string;
  videoProvider?: string;
  metabaseSiteUrl?: string;
  metabaseSecret?: string;
  cepUrlTemplate?: string;
  chatUrl?: string;
  appEnv: AppEnv;
  logLevel: string;
  seedDemo: boolean;
  /** The outbox delivery worker (server/modules/outbox). */
  worker: WorkerConfig;
  /** Time limit of one call to an outside system (ERP, e-signature, SMS, CEP), in ms. */
  outsideTimeoutMs: number;
}

export interface WorkerConfig {
  /** Run the worker inside the server process (WORKER_ENABLED, default true). */
  enabled: boolean;
  /** Pause between polls when there is nothing due (WORKER_POLL_MS). */
  pollMs: number;
  /** How long a claimed message stays reserved before another worker may take it (WORKER_LEASE_MS). */
  leaseMs: number;
  /** Tries before a message becomes a dead letter (OUTBOX_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** First retry delay; it doubles on every try (OUTBOX_RETRY_BASE_MS). */
  retryBaseMs: number;
  /** Pause between two questions to the ERP about one pending integration (ERP_POLL_MS). */
  erpPollMs: number;
  /** Pause between two checks of a contract awaiting signatures (SIGNATURE_POLL_MS). */
  signaturePollMs: number;
}

export const APP_ENVS = ['production', 'staging', 'local', 'test'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Raised when a variable is malformed; the message names the variable, in Portuguese. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Configuração inválida: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const value = optional(env, name);
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, 'deve ser uma URL válida.');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `deve usar um destes protocolos: ${protocols.join(', ')}`);
  }
  return value;
}

function port(env: Env): number {
  const raw = optional(env, 'PORT') ?? '3000';
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new ConfigError('PORT', 'deve ser um número inteiro entre 0 e 65535.');
  }
  return value;
}

function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = optional(env, name) ?? fallback;
  if (!allowed.includes(value as T)) {
    throw new ConfigError(name, `deve ser um destes valores: ${allowed.join(', ')}.`);
  }
  return value as T;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = optional(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `deve ser um número inteiro entre ${min} e ${max}.`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const value = optional(env, name);
  if (value === undefined) return fallback;
  if (['true', '1', 'yes', 'sim'].includes(value.toLowerCase())) return true;
  if (['false', '0', 'no', 'nao', 'não'].includes(value.toLowerCase())) return false;
  throw new ConfigError(name, 'deve ser true ou false.');
}

export function loadConfig(env: Env = process.env): AppConfig {
  const appPort = port(env);
  const jwtSecret = optional(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET', 'deve ter ao menos 32 caracteres.');
  }
  const cepUrlTemplate = url(env, 'CEP_URL_TEMPLATE', ['http:', 'https:']);
  if (cepUrlTemplate !== undefined && !cepUrlTemplate.includes('{cep}')) {
    throw new ConfigError('CEP_URL_TEMPLATE', 'deve conter o marcador {cep}.');
  }
  if (optional(env, 'METABASE_SITE_URL') && !optional(env, 'METABASE_SECRET')) {
    throw new ConfigError('METABASE_SECRET', 'é obrigatório quando METABASE_SITE_URL é informado.');
  }
  const worker = workerConfig(env);
  const outsideTimeoutMs = integer(env, 'OUTSIDE_TIMEOUT_MS', 15_000, 100, 300_000);
  // A lease shorter than a call would let a second worker repeat a call still under way.
  if (worker.leaseMs <= outsideTimeoutMs) {
    throw new ConfigError('WORKER_LEASE_MS', 'deve ser maior que OUTSIDE_TIMEOUT_MS.');
  }
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${appPort}`;
  return {
    port: appPort,
    host: optional(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? './data'),
    jwtSecret,
    publicUrl,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    trustProxy: trustProxy(env),
    mailFrom: optional(env, 'MAIL_FROM') ?? `Adesão <nao-responda@${new URL(publicUrl).hostname}>`,
    erpUrl: url(env, 'ERP_URL', ['http:', 'https:']),
    signatureUrl: url(env, 'SIGNATURE_URL', ['http:', 'https:']),
    smsUrl: url(env, 'SMS_URL', ['http:', 'https:']),
    videoProvider: optional(env, 'VIDEO_PROVIDER'),
    metabaseSiteUrl: url(env, 'METABASE_SITE_URL', ['http:', 'https:']),
    metabaseSecret: optional(env, 'METABASE_SECRET'),
    cepUrlTemplate,
    chatUrl: url(env, 'CHAT_URL', ['http:', 'https:']),
    appEnv: oneOf(env, 'APP_ENV', APP_ENVS, 'production'),
    logLevel: oneOf(env, 'LOG_LEVEL', LOG_LEVELS, 'info'),
    seedDemo: bool(env, 'SEED_DEMO', true),
    worker,
    outsideTimeoutMs,
  };
}

function workerConfig(env: Env): WorkerConfig {
  return {
    enabled: bool(env, 'WORKER_ENABLED', true),
    pollMs: integer(env, 'WORKER_POLL_MS', 1_000, 10, 600_000),
    leaseMs: integer(env, 'WORKER_LEASE_MS', 120_000, 500, 3_600_000),
    maxAttempts: integer(env, 'OUTBOX_MAX_ATTEMPTS', 10, 1, 100),
    retryBaseMs: integer(env, 'OUTBOX_RETRY_BASE_MS', 5_000, 10, 3_600_000),
    erpPollMs: integer(env, 'ERP_POLL_MS', 30_000, 10, 86_400_000),
    signaturePollMs: integer(env, 'SIGNATURE_POLL_MS', 60_000, 10, 86_400_000),
  };
}

function trustProxy(env: Env): boolean | number | string[] {
  const value = optional(env, 'TRUST_PROXY');
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (addresses.some((a) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a))) {
    throw new ConfigError(
      'TRUST_PROXY',
      'deve ser true, false, um número de saltos ou uma lista de endereços.',
    );
  }
  return addresses;
}
