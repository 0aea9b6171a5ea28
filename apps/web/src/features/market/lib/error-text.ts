import { isApiError } from '../../../lib/api-client';

/** The prefix, then every 422 message (or the server's message) of a failed staff action (the league client's wording). */
export function actionErrorText(prefix: string, e: unknown): string {
  if (!isApiError(e)) return prefix;
  const listed = e.status === 422 && e.errors ? Object.values(e.errors).flat() : [];
  const messages = [...new Set(listed.length > 0 ? listed : [e.message])].filter(Boolean);
  return `${prefix} ${messages.join(' ')}`.trim();
}
