import type { FieldErrors } from '@liga/domain';

/** A mocked endpoint refusing as the contract does (decision 033): 422, the message, each field's messages. */
export const refusal =
  (message: string, errors: FieldErrors = {}) =>
  () => ({ status: 422 as const, body: { message, errors } });

/** The 422 of one field, whose message is also the answer's. */
export const fieldRefusal = (field: string, message: string) => refusal(message, { [field]: [message] });
