import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { caixaLocalAtiva, smsComCaixaLocal } from './caixa-local';
import { createCepClient, type CepClient } from './cep/cep-client';
import type { EmailSender } from './email';
import { createErpClient, type ErpClient } from './erp/erp-client';
import { createReceitaClient, type ReceitaClient } from './receita/receita-client';
import { createSignatureClient, type SignatureClient } from './signature/signature-client';
import { createSmsClient, type SmsClient } from './sms/sms-client';

/**
 * The adapters of the outside systems, each present only when its URL is configured. Code that
 * needs one checks for it and, when it is absent, records "canal não configurado" instead of
 * failing: an unconfigured system is a state of the installation, not an error.
 */
export interface Integrations {
  erp: ErpClient | null;
  signature: SignatureClient | null;
  sms: SmsClient | null;
  cep: CepClient | null;
  receita: ReceitaClient | null;
  /** The identity engineer's sender; `emailConfigured` says whether it really delivers. */
  email: EmailSender;
  emailConfigured: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    integrations: Integrations;
  }
}

/**
 * `db`, when given, lets the built-in outbox (caixa-local) keep the SMS outside production; the
 * e-mail sender comes already wrapped (registerEmail, the worker).
 */
export function createIntegrations(
  config: AppConfig,
  email: EmailSender,
  db?: Database,
): Integrations {
  const timeout = config.outsideTimeoutMs;
  const sms = config.smsUrl ? createSmsClient(config.smsUrl, timeout) : null;
  return {
    erp: config.erpUrl ? createErpClient(config.erpUrl, timeout) : null,
    signature: config.signatureUrl ? createSignatureClient(config.signatureUrl, timeout) : null,
    sms: db && caixaLocalAtiva(config) ? smsComCaixaLocal(db, sms) : sms,
    cep: config.cepUrlTemplate ? createCepClient(config.cepUrlTemplate, timeout) : null,
    receita: config.receitaUrl ? createReceitaClient(config.receitaUrl, timeout) : null,
    email,
    emailConfigured: Boolean(config.smtpUrl) || email.guardaLocal === true,
  };
}

/** Decorates `app.integrations`; call after registerEmail (it reuses `app.email`). */
export function registerIntegrations(app: FastifyInstance): void {
  app.decorate('integrations', createIntegrations(app.config, app.email, app.db));
}
