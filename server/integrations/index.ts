import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { createCepClient, type CepClient } from './cep/cep-client';
import type { EmailSender } from './email';
import { createErpClient, type ErpClient } from './erp/erp-client';
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
  /** The identity engineer's sender; `emailConfigured` says whether it really delivers. */
  email: EmailSender;
  emailConfigured: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    integrations: Integrations;
  }
}

export function createIntegrations(config: AppConfig, email: EmailSender): Integrations {
  const timeout = config.outsideTimeoutMs;
  return {
    erp: config.erpUrl ? createErpClient(config.erpUrl, timeout) : null,
    signature: config.signatureUrl ? createSignatureClient(config.signatureUrl, timeout) : null,
    sms: config.smsUrl ? createSmsClient(config.smsUrl, timeout) : null,
    cep: config.cepUrlTemplate ? createCepClient(config.cepUrlTemplate, timeout) : null,
    email,
    emailConfigured: Boolean(config.smtpUrl),
  };
}

/** Decorates `app.integrations`; call after registerEmail (it reuses `app.email`). */
export function registerIntegrations(app: FastifyInstance): void {
  app.decorate('integrations', createIntegrations(app.config, app.email));
}
