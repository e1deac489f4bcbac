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
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${appPort}`;
  return {
    port: appPort,
    host: optional(env, 'HOST') ?? '0.0.0.0',
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: path.resolve(optional(env, 'DATA_DIR') ?? './data'),
    jwtSecret,
    publicUrl,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
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
  };
}
