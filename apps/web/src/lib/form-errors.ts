import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
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
