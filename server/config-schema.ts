import { Type, type Static, type TSchema } from 'typebox';

/**
 * Every environment variable of the server, declared once. `loadConfig` (config.ts) validates the
 * environment against it; `npm run config:docs` writes `.env.example` and the README's table from
 * it (a test fails when they drift). Options beyond JSON Schema, read by config.ts and the docs:
 * - `group`: the heading the variable is listed under;
 * - `protocols`: the URL schemes a URL variable accepts;
 * - `example`: a value shown (commented out) in `.env.example` when there is no default;
 * - `errorMessage`: the message for a pattern the generic messages cannot explain.
 */
const group = (name: string) => ({ group: name });
const SERVIDOR = group('Server');
const BANCO = group('Database');
const SEGURANCA = group('Security');
const EXTERNOS = group('Outside systems');
const FILA = group('Outbox worker');
const METRICAS = group('Metrics');

const url = (protocols: string[], description: string, extra: Record<string, unknown> = {}) =>
  Type.String({ format: 'url', protocols, description, ...extra });
const integer = (
  minimum: number,
  maximum: number,
  fallback: number,
  description: string,
  extra: Record<string, unknown>,
) => Type.Integer({ minimum, maximum, default: fallback, description, ...extra });
const HTTP = ['http:', 'https:'];

export const APP_ENVS = ['production', 'staging', 'local', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const oneOf = <T extends string>(values: readonly T[], options: Record<string, unknown>) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  );

export const EnvSchema = Type.Object({
  PORT: integer(0, 65535, 3000, 'HTTP port of the server (SPA, API and /docs).', SERVIDOR),
  HOST: Type.String({ default: '0.0.0.0', description: 'Bind address.', ...SERVIDOR }),
  PUBLIC_URL: Type.Optional(
    url(HTTP, 'Public address used in e-mailed links. Empty = http://localhost:<PORT>.', {
      example: 'https://adesao.example.com',
      ...SERVIDOR,
    }),
  ),
  APP_ENV: oneOf(APP_ENVS, {
    default: 'production',
    description:
      "staging and local show the red 'Ambiente de homologação' banner. `npm start` sets local when unset.",
    ...SERVIDOR,
  }),
  LOG_LEVEL: oneOf(LOG_LEVELS, {
    default: 'info',
    description: 'Log level (info logs one line per request, without bodies).',
    ...SERVIDOR,
  }),
  TRUST_PROXY: Type.Optional(
    Type.String({
      pattern:
        '^(true|false|\\d+|[0-9a-fA-F:.]+(/\\d{1,3})?(\\s*,\\s*[0-9a-fA-F:.]+(/\\d{1,3})?)*)$',
      errorMessage: 'deve ser true, false, um número de saltos ou uma lista de endereços.',
      default: 'false',
      description:
        'Proxies allowed to set X-Forwarded-For: false, true, a hop count, or addresses/CIDRs.',
      ...SERVIDOR,
    }),
  ),
  SHUTDOWN_GRACE_MS: integer(
    0,
    600_000,
    25_000,
    'On SIGTERM, how long requests and deliveries under way may take to finish, in ms.',
    SERVIDOR,
  ),
  DATABASE_URL: Type.Optional(
    url(['postgres:', 'postgresql:'], 'PostgreSQL server. Empty = embedded PGlite in DATA_DIR.', {
      example: 'postgres://postgres@127.0.0.1:5432/adesao',
      ...BANCO,
    }),
  ),
  DATA_DIR: Type.String({
    default: './data',
    description: 'Embedded database, generated signing key and stored files.',
    ...BANCO,
  }),
  // No schema default: it depends on APP_ENV (config.ts).
  SEED_DEMO: Type.Optional(
    Type.Boolean({
      description:
        'Create the demo data on the first start of an empty database. Empty = true, except with APP_ENV=production.',
      ...BANCO,
    }),
  ),
  ALLOW_DEMO_IN_PRODUCTION: Type.Boolean({
    default: false,
    description:
      'With APP_ENV=production the server refuses to start while demo accounts (with the published password) or the demo applicant link exist; true serves anyway.',
    ...BANCO,
  }),
  JWT_SECRET: Type.Optional(
    Type.String({
      minLength: 32,
      description: 'Token signing secret. Empty = a key generated into DATA_DIR on first start.',
      ...SEGURANCA,
    }),
  ),
  JWT_SECRET_ACCEPTED: Type.Optional(
    Type.String({
      minLength: 32,
      description:
        'Another secret whose tokens are still accepted, for rotating JWT_SECRET without signing anyone out (docs/operations.md).',
      ...SEGURANCA,
    }),
  ),
  SMTP_URL: Type.Optional(
    url(['smtp:', 'smtps:'], 'E-mail server. Empty = e-mails stay in the log as not sent.', {
      example: 'smtp://user:pass@127.0.0.1:2525',
      ...EXTERNOS,
    }),
  ),
  MAIL_FROM: Type.Optional(
    Type.String({
      description: 'Sender of e-mails. Empty = Adesão <nao-responda@<host of PUBLIC_URL>>.',
      example: 'Adesão <nao-responda@adesao.example.com>',
      ...EXTERNOS,
    }),
  ),
  ERP_URL: Type.Optional(
    url(HTTP, 'ERP (docs/erp-api.md).', { example: 'http://127.0.0.1:4010', ...EXTERNOS }),
  ),
  SIGNATURE_URL: Type.Optional(
    url(HTTP, 'E-signature service.', { example: 'http://127.0.0.1:4020', ...EXTERNOS }),
  ),
  SMS_URL: Type.Optional(
    url(HTTP, 'SMS gateway.', { example: 'http://127.0.0.1:4030/sms', ...EXTERNOS }),
  ),
  VIDEO_PROVIDER: Type.Optional(
    Type.String({ description: 'Video platform adapter. Empty = the built-in room.', ...EXTERNOS }),
  ),
  WEBRTC_ICE_SERVERS: Type.String({
    default: '[]',
    description:
      'STUN/TURN servers of the built-in video room, as JSON: [{"urls":"turn:host:3478","username":"u","credential":"p"}]. Empty list = direct connections only (loopback/LAN).',
    ...EXTERNOS,
  }),
  CEP_URL_TEMPLATE: Type.Optional(
    url(HTTP, 'Postal-code service; {cep} marks where the CEP goes.', {
      example: 'http://127.0.0.1:4040/ws/{cep}/json/',
      ...EXTERNOS,
    }),
  ),
  RECEITA_URL: Type.Optional(
    url(HTTP, 'Receita Federal CPF check (name, birth date, CPF status; docs/erp-api.md).', {
      example: 'http://127.0.0.1:4060',
      ...EXTERNOS,
    }),
  ),
  OUTSIDE_TIMEOUT_MS: integer(
    100,
    300_000,
    15_000,
    'Time limit of one call to an outside system, in ms (below WORKER_LEASE_MS).',
    EXTERNOS,
  ),
  METABASE_SITE_URL: Type.Optional(url(HTTP, 'Metabase for the embedded reports.', EXTERNOS)),
  METABASE_SECRET: Type.Optional(
    Type.String({ description: 'Metabase embedding secret (required with the URL).', ...EXTERNOS }),
  ),
  CHAT_URL: Type.Optional(
    url(HTTP, "Sales-support chat opened by 'Dúvida? Clique aqui...'.", EXTERNOS),
  ),
  WORKER_ENABLED: Type.Boolean({
    default: true,
    description: 'Run the delivery worker inside the server; more run alone with `npm run worker`.',
    ...FILA,
  }),
  WORKER_POLL_MS: integer(
    10,
    600_000,
    1_000,
    'Pause between polls when nothing is due, in ms.',
    FILA,
  ),
  WORKER_LEASE_MS: integer(
    500,
    3_600_000,
    120_000,
    'How long a claimed message stays reserved before another worker takes it.',
    FILA,
  ),
  OUTBOX_MAX_ATTEMPTS: integer(1, 100, 10, 'Tries before a message becomes a dead letter.', FILA),
  OUTBOX_RETRY_BASE_MS: integer(
    10,
    3_600_000,
    5_000,
    'First retry delay; it doubles on every try (at most 1 hour).',
    FILA,
  ),
  ERP_POLL_MS: integer(
    10,
    86_400_000,
    30_000,
    'Longest pause between two questions to the ERP about a pending integration (the first goes after 5 s, each next one after the wait so far).',
    FILA,
  ),
  SIGNATURE_POLL_MS: integer(
    10,
    86_400_000,
    60_000,
    'How often a contract awaiting signatures is checked.',
    FILA,
  ),
  METRICS_TOKEN: Type.Optional(
    Type.String({
      minLength: 16,
      description: 'Bearer token that opens GET /metrics from any address.',
      ...METRICAS,
    }),
  ),
  METRICS_ALLOW: Type.String({
    pattern: '^[0-9a-fA-F:.]+/\\d{1,3}(\\s*,\\s*[0-9a-fA-F:.]+/\\d{1,3})*$',
    errorMessage: 'deve ser uma lista de redes no formato endereço/prefixo.',
    default: '127.0.0.1/32,::1/128',
    description: 'Networks (CIDR) that read GET /metrics without the token.',
    ...METRICAS,
  }),
});

export type Env = Static<typeof EnvSchema>;
export type EnvName = keyof Env;

/** The declaration of one variable, as config.ts and the docs read it. */
export interface VariableSchema extends TSchema {
  type?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  anyOf?: { const: string }[];
  description?: string;
  default?: unknown;
  group?: string;
  example?: string;
  protocols?: string[];
  errorMessage?: string;
}
