import { clearToken, getToken } from './token';
import { paths } from './paths';

export const API_BASE = '/api';

export type FieldErrors = Record<string, string[]>;

/** Every failed call ends here: status 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: FieldErrors;

  constructor(status: number, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (errors) this.errors = errors;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Query): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) qs.set(k, String(v));
  const s = qs.toString();
  return `${API_BASE}${path}${s ? `?${s}` : ''}`;
}

const redirectToLogin = () => {
  if (window.location.pathname !== paths.login) window.location.assign(paths.login);
};
let unauthorizedHandler: () => void = redirectToLogin;

/** The session provider replaces the full-page redirect with a router navigation; returns the undo. */
export function setUnauthorizedHandler(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = redirectToLogin;
  };
}

/** A token the server refused: dropped, and the user goes to /login (also for lib/api-upload.ts). */
export function onUnauthorized(): void {
  clearToken();
  unauthorizedHandler();
}

/** The one fetch wrapper: bearer token, JSON in and out, typed errors, 401 → drop token and go to /login. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, 'No se pudo conectar con el servidor.');
  }

  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }

  if (!res.ok) {
    const body = (data ?? {}) as { message?: unknown; errors?: unknown };
    const message =
      typeof body.message === 'string' && body.message ? body.message : `Error del servidor (${res.status}).`;
    const errors = body.errors && typeof body.errors === 'object' ? (body.errors as FieldErrors) : undefined;
    // A login with bad credentials also answers 401: only a token the server refused is dropped.
    if (res.status === 401 && token) onUnauthorized();
    throw new ApiError(res.status, message, errors);
  }
  return data as T;
}
