import path from 'node:path';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { APP_ENVS, EnvSchema, type Env, type VariableSchema } from './config-schema';

/**
 * Every setting of the server, read once from the environment and validated at start against
 * the declarations in config-schema.ts (the one list of variables).
 */
export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  jwtSecret?: string;
  /** A second secret whose tokens verify during a key rotation (JWT_SECRET_ACCEPTED). */
  jwtSecretAccepted?: string;
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
  /** STUN/TURN servers handed to both browsers of the video room (WEBRTC_ICE_SERVERS). */
  iceServers: IceServer[];
  metabaseSiteUrl?: string;
  metabaseSecret?: string;
  cepUrlTemplate?: string;
  /** Receita Federal CPF check (RECEITA_URL); without it proposals are not checked. */
  receitaUrl?: string;
  chatUrl?: string;
  appEnv: AppEnv;
  logLevel: string;
  /** Seed the demo data into an empty database (SEED_DEMO; default: not in production). */
  seedDemo: boolean;
  /** Serve in production although demo data is present (ALLOW_DEMO_IN_PRODUCTION). */
  allowDemoInProduction: boolean;
  /** The outbox delivery worker (server/modules/outbox). */
  worker: WorkerConfig;
  /** Time limit of one call to an outside system (ERP, e-signature, SMS, CEP, Receita), in ms. */
  outsideTimeoutMs: number;
  /** On SIGTERM, how long work under way may take before leases are released (ms). */
  shutdownGraceMs: number;
  /** Who reads GET /metrics: a bearer token from anywhere, or these networks without it. */
  metrics: { token?: string; allow: string[] };
}

/** One RTCIceServer as the browsers take it. */
export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

const IceServersSchema = Type.Array(
  Type.Object(
    {
      urls: Type.Union([
        Type.String({ pattern: '^(stun|stuns|turn|turns):' }),
        Type.Array(Type.String({ pattern: '^(stun|stuns|turn|turns):' }), { minItems: 1 }),
      ]),
      username: Type.Optional(Type.String()),
      credential: Type.Optional(Type.String()),
    },
    { additionalProperties: false },
  ),
);

/** WEBRTC_ICE_SERVERS: JSON checked here, so a typo stops the start instead of every call. */
function iceServers(raw: string): IceServer[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('WEBRTC_ICE_SERVERS', 'deve ser um JSON válido.');
  }
  if (!Value.Check(IceServersSchema, parsed)) {
    throw new ConfigError(
      'WEBRTC_ICE_SERVERS',
      'deve ser uma lista de servidores { urls: "stun:..." | "turn:...", username?, credential? }.',
    );
  }
  return parsed;
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

export { APP_ENVS };
export type AppEnv = (typeof APP_ENVS)[number];

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

type RawEnv = Record<string, string | undefined>;

const TRUE = ['true', '1', 'yes', 'sim'];
const FALSE = ['false', '0', 'no', 'nao', 'não'];

/** What a value of this declaration must look like, in the words an operator reads. */
function expected(schema: VariableSchema): string {
  if (schema.errorMessage) return schema.errorMessage;
  if (schema.type === 'integer') {
    return `deve ser um número inteiro entre ${String(schema.minimum)} e ${String(schema.maximum)}.`;
  }
  if (schema.type === 'boolean') return 'deve ser true ou false.';
  if (Array.isArray(schema.anyOf)) {
    const values = schema.anyOf.map((s) => s.const);
    return `deve ser um destes valores: ${values.join(', ')}.`;
  }
  if (schema.minLength) return `deve ter ao menos ${String(schema.minLength)} caracteres.`;
  return 'tem um valor inválido.';
}

/** One variable: empty counts as unset; booleans also take sim/não; URLs are checked by scheme. */
function readVariable(name: string, schema: VariableSchema, env: RawEnv): unknown {
  const raw = env[name]?.trim();
  if (!raw) return schema.default;
  let value: unknown = raw;
  if (schema.type === 'boolean') {
    const lower = raw.toLowerCase();
    value = TRUE.includes(lower) ? true : FALSE.includes(lower) ? false : raw;
  } else if (schema.type === 'integer' && /^-?\d+$/.test(raw)) {
    value = Number(raw);
  }
  if (schema.protocols) {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      throw new ConfigError(name, 'deve ser uma URL válida.');
    }
    if (!schema.protocols.includes(parsed.protocol)) {
      throw new ConfigError(name, `deve usar um destes protocolos: ${schema.protocols.join(', ')}`);
    }
    return raw;
  }
  if (!Value.Check(schema, value)) throw new ConfigError(name, expected(schema));
  return value;
}

/** The environment checked against EnvSchema, variable by variable, typed by it. */
export function readEnv(env: RawEnv): Env {
  const properties = EnvSchema.properties as Record<string, VariableSchema>;
  const result: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(properties)) {
    const value = readVariable(name, schema, env);
    if (value !== undefined) result[name] = value;
  }
  return result as Env;
}

export function loadConfig(env: RawEnv = process.env): AppConfig {
  const vars = readEnv(env);
  if (vars.CEP_URL_TEMPLATE !== undefined && !vars.CEP_URL_TEMPLATE.includes('{cep}')) {
    throw new ConfigError('CEP_URL_TEMPLATE', 'deve conter o marcador {cep}.');
  }
  if (vars.METABASE_SITE_URL && !vars.METABASE_SECRET) {
    throw new ConfigError('METABASE_SECRET', 'é obrigatório quando METABASE_SITE_URL é informado.');
  }
  // A lease shorter than a call would let a second worker repeat a call still under way.
  if (vars.WORKER_LEASE_MS <= vars.OUTSIDE_TIMEOUT_MS) {
    throw new ConfigError('WORKER_LEASE_MS', 'deve ser maior que OUTSIDE_TIMEOUT_MS.');
  }
  const publicUrl = vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`;
  return {
    port: vars.PORT,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir: path.resolve(vars.DATA_DIR),
    jwtSecret: vars.JWT_SECRET,
    jwtSecretAccepted: vars.JWT_SECRET_ACCEPTED,
    publicUrl,
    smtpUrl: vars.SMTP_URL,
    trustProxy: trustProxy(vars.TRUST_PROXY ?? 'false'),
    mailFrom: vars.MAIL_FROM ?? `Adesão <nao-responda@${new URL(publicUrl).hostname}>`,
    erpUrl: vars.ERP_URL,
    signatureUrl: vars.SIGNATURE_URL,
    smsUrl: vars.SMS_URL,
    videoProvider: vars.VIDEO_PROVIDER,
    iceServers: iceServers(vars.WEBRTC_ICE_SERVERS),
    metabaseSiteUrl: vars.METABASE_SITE_URL,
    metabaseSecret: vars.METABASE_SECRET,
    cepUrlTemplate: vars.CEP_URL_TEMPLATE,
    receitaUrl: vars.RECEITA_URL,
    chatUrl: vars.CHAT_URL,
    appEnv: vars.APP_ENV,
    logLevel: vars.LOG_LEVEL,
    // The demo's accounts and password are published: a production database gets none unless
    // asked for (and then main.ts still refuses to serve without ALLOW_DEMO_IN_PRODUCTION).
    seedDemo: vars.SEED_DEMO ?? vars.APP_ENV !== 'production',
    allowDemoInProduction: vars.ALLOW_DEMO_IN_PRODUCTION,
    worker: {
      enabled: vars.WORKER_ENABLED,
      pollMs: vars.WORKER_POLL_MS,
      leaseMs: vars.WORKER_LEASE_MS,
      maxAttempts: vars.OUTBOX_MAX_ATTEMPTS,
      retryBaseMs: vars.OUTBOX_RETRY_BASE_MS,
      erpPollMs: vars.ERP_POLL_MS,
      signaturePollMs: vars.SIGNATURE_POLL_MS,
    },
    outsideTimeoutMs: vars.OUTSIDE_TIMEOUT_MS,
    shutdownGraceMs: vars.SHUTDOWN_GRACE_MS,
    metrics: { token: vars.METRICS_TOKEN, allow: list(vars.METRICS_ALLOW) },
  };
}

const list = (value: string) =>
  value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/** The schema's pattern has vetted the value; this gives Fastify's trustProxy its type. */
function trustProxy(value: string): boolean | number | string[] {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return list(value);
}
