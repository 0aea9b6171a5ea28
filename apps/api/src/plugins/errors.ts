import { BalanceBoundError } from '@liga/db';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorLogFields } from '../lib/error-log';
import { HttpError, type FieldErrors } from '../lib/http-errors';
import { PG_CHECK_VIOLATION, pgErrorCode } from '../lib/pg-errors';

const STATUS_MESSAGES: Record<number, string> = {
  400: 'La petición no es válida.',
  401: 'No autenticado.',
  403: 'No tenés permiso para realizar esta acción.',
  404: 'No encontrado.',
  413: 'La petición es demasiado grande.',
  415: 'Tipo de contenido no soportado.',
  429: 'Demasiados intentos. Esperá unos minutos y volvé a intentar.',
};

const INVALID_VALUE = 'Uno de los valores enviados no es válido.';
const OUT_OF_BOUNDS = 'Un importe queda fuera de los límites de la liga.';

/** One error handler: every failure leaves as the JSON the contract describes (decision 033). */
export function registerErrorHandling(app: FastifyInstance, options: { notFound?: boolean } = {}): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldErrors = {};
      for (const issue of error.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'body';
        (errors[field] ??= []).push(issue.message ?? 'Valor no válido.');
      }
      const first = Object.values(errors)[0]?.[0] ?? 'Los datos no son válidos.';
      return reply.code(422).send({ message: first, errors });
    }
    if (error instanceof HttpError) {
      const body: { message: string; errors?: FieldErrors } = { message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply.code(error.statusCode).send(body);
    }
    // Any flow's payout or credit can meet the league's balance bound; nothing moved (decision 013).
    if (error instanceof BalanceBoundError) {
      return reply.code(422).send({ message: error.message, errors: { [error.field]: [error.message] } });
    }
    // A money CHECK constraint (decision 013) the schemas did not foresee: refused, never a 500.
    if (pgErrorCode(error) === PG_CHECK_VIOLATION) {
      request.log.warn(errorLogFields(error, { method: request.method, url: request.routeOptions.url }));
      return reply.code(422).send({ message: OUT_OF_BOUNDS, errors: { body: [OUT_OF_BOUNDS] } });
    }
    // Class 22 (data exception): a value the schemas let through that the column cannot hold.
    if (pgErrorCode(error)?.startsWith('22')) {
      request.log.warn(errorLogFields(error, { method: request.method, url: request.routeOptions.url }));
      return reply.code(422).send({ message: INVALID_VALUE, errors: { body: [INVALID_VALUE] } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(
        errorLogFields(error, { method: request.method, url: request.routeOptions.url }),
        'unhandled error',
      );
      return reply.code(500).send({ message: 'Error interno del servidor.' });
    }
    if (status === 400 && error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(422).send({
        message: 'Falta el cuerpo de la petición.',
        errors: { body: ['Falta el cuerpo de la petición.'] },
      });
    }
    if (status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(422).send({
        message: 'El JSON enviado no es válido.',
        errors: { body: ['El JSON enviado no es válido.'] },
      });
    }
    return reply.code(status).send({ message: STATUS_MESSAGES[status] ?? error.message });
  });

  // The SPA plugin installs its own handler (index.html for client routes, this JSON for /api).
  if (options.notFound !== false)
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'No encontrado.' }));
}
