import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, UNEXPECTED_ERROR } from './errors';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function fieldName(issue: ValidationIssue): string {
  const fromPath = issue.instancePath.split('/').filter(Boolean).pop();
  const missing = issue.params.missingProperty;
  return typeof missing === 'string' ? missing : (fromPath ?? 'corpo');
}

/**
 * Schema errors in Portuguese. A schema may carry its own `errorMessage` (ajv-errors), which
 * arrives here already as the message; the stock English messages are replaced by these.
 */
export function validationMessage(issue: ValidationIssue): string {
  const field = fieldName(issue);
  switch (issue.keyword) {
    case 'errorMessage':
      return issue.message ?? `Campo inválido: ${field}`;
    case 'required':
      return `Campo obrigatório: ${field}`;
    case 'maxLength':
      return `Campo ${field} excedeu o limite de ${issue.params.limit} caracteres`;
    case 'minLength':
      return `Campo ${field} deve ter ao menos ${issue.params.limit} caracteres`;
    case 'minimum':
    case 'maximum':
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'format':
    case 'pattern':
      return `Campo inválido: ${field}`;
    case 'type':
      return `Tipo inválido no campo ${field}`;
    case 'additionalProperties':
      return `Campo não permitido: ${String(issue.params.additionalProperty)}`;
    default:
      return `Campo inválido: ${field}`;
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({
        success: false,
        data: null,
        messages: error.messages,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (error.validation) {
      const messages = [...new Set((error.validation as ValidationIssue[]).map(validationMessage))];
      return reply.status(400).send({ success: false, data: null, messages });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework 4xx (bad JSON, too large, rate limited): its text may be English, keep it short.
      const message =
        status === 429
          ? 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'
          : 'Requisição inválida.';
      return reply.status(status).send({ success: false, data: null, messages: [message] });
    }
    request.log.error({ err: error }, 'erro não tratado');
    return reply.status(500).send({ success: false, data: null, messages: [UNEXPECTED_ERROR] });
  });
}
