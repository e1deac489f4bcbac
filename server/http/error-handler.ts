import type { FastifyError, FastifyInstance } from 'fastify';
import { format } from '../../i18n/catalog';
import { servidor } from '../../i18n/pt-BR/servidor';
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
 * arrives here already as the message; the stock English messages are replaced by these, the
 * catalogue's servidor.http texts.
 */
export function validationMessage(issue: ValidationIssue): string {
  const H = servidor.http;
  const campo = fieldName(issue);
  const limite = String(issue.params.limit);
  switch (issue.keyword) {
    case 'errorMessage':
      return issue.message ?? format(H.campoInvalido, { campo });
    case 'required':
      return format(H.campoObrigatorio, { campo });
    case 'maxLength':
      return format(H.campoExcedeuLimite, { campo, limite });
    case 'minLength':
      return format(H.campoMinimo, { campo, limite });
    case 'minimum':
    case 'maximum':
    case 'enum':
    case 'const':
    case 'anyOf':
    case 'format':
    case 'pattern':
      return format(H.campoInvalido, { campo });
    case 'type':
      return format(H.tipoInvalido, { campo });
    case 'additionalProperties':
      return format(H.campoNaoPermitido, { campo: String(issue.params.additionalProperty) });
    default:
      return format(H.campoInvalido, { campo });
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
        status === 429 ? servidor.http.muitasTentativas : servidor.http.requisicaoInvalida;
      return reply.status(status).send({ success: false, data: null, messages: [message] });
    }
    request.log.error({ err: error }, 'erro não tratado');
    return reply.status(500).send({ success: false, data: null, messages: [UNEXPECTED_ERROR] });
  });
}
