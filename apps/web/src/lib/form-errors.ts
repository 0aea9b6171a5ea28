import { useState } from 'react';
import type { FieldValues, Path, UseFormHandleSubmit, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the first message of each field of a 422 `errors` object under that field.
 * Returns the message to show at form level: the server message when no known field took it.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string,
): string | null {
  if (!isApiError(error)) return fallback;
  let placed = 0;
  const unplaced: string[] = [];
  if (error.status === 422 && error.errors) {
    for (const [field, messages] of Object.entries(error.errors)) {
      const first = Array.isArray(messages) ? messages[0] : undefined;
      if (!first) continue;
      if ((fields as readonly string[]).includes(field)) {
        setError(field as Path<T>, { type: 'server', message: first });
        placed += 1;
      } else unplaced.push(first);
    }
  }
  if (unplaced.length > 0) return unplaced.join(' ');
  return placed > 0 ? null : error.message || fallback;
}

/**
 * A form's submit whose refusal goes under its fields (applyServerErrors) and, for the rest, into one
 * alert; the alert clears on the next submit. The answer is ServerForm's props.
 */
export function useServerSubmit<T extends FieldValues, P>(
  form: {
    handleSubmit: UseFormHandleSubmit<T, P>;
    setError: UseFormSetError<T>;
    formState: { isSubmitting: boolean };
  },
  fields: readonly Path<T>[],
  fallback: string,
  action: (values: P) => Promise<unknown>,
) {
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      await action(values);
    } catch (e) {
      setAlert(applyServerErrors(e, form.setError, fields, fallback));
    }
  });
  return { alert, onSubmit, submitting: form.formState.isSubmitting };
}
