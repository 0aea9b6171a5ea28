export type FieldErrors = Record<string, string[]>;

/** An error the error handler turns into the contract's JSON (decision 033). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

/** 422 for invalid input or a broken business rule; `message` defaults to the first field message. */
export function unprocessable(errors: FieldErrors, message?: string): HttpError {
  const first = Object.values(errors)[0]?.[0];
  return new HttpError(422, message ?? first ?? 'Los datos no son válidos.', errors);
}

export const ruleBroken = (field: string, message: string) => unprocessable({ [field]: [message] }, message);
export const forbidden = (message = 'No tenés permiso para realizar esta acción.') =>
  new HttpError(403, message);
export const notFound = (message = 'No encontrado.') => new HttpError(404, message);
export const unauthorized = (message = 'No autenticado.') => new HttpError(401, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);
export const unavailable = (message: string) => new HttpError(503, message);
