import {
  endpointRequest,
  endpoints,
  type Endpoint,
  type EndpointAnswer,
  type EndpointParams,
} from '@liga/domain';
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

export const UNREACHABLE = 'No se pudo conectar con el servidor.';
const UNEXPECTED_ANSWER = 'El servidor respondió algo inesperado. Recargá la página.';

export type Query = Record<string, string | number | boolean | undefined | null>;

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

/** The session's bearer header (none without a token), for every request of the app: fetch or XHR. */
export function authorization(): { token: string | null; headers: Record<string, string> } {
  const token = getToken();
  return { token, headers: token ? { Authorization: `Bearer ${token}` } : {} };
}

export const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/**
 * A refused answer as the ApiError every caller reads: the contract's message and per-field errors.
 * A token the server refused (401) is dropped and the user goes to /login; a login with bad
 * credentials also answers 401, but sent no token, so nothing is dropped.
 */
export function failure(status: number, body: unknown, sentToken: string | null): ApiError {
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  if (status === 401 && sentToken) {
    clearToken();
    unauthorizedHandler();
  }
  return new ApiError(
    status,
    typeof message === 'string' && message ? message : `Error del servidor (${status}).`,
    errors && typeof errors === 'object' ? (errors as FieldErrors) : undefined,
  );
}

export interface SendOptions {
  method?: string;
  query?: Query;
  body?: unknown;
  accept?: string;
  signal?: AbortSignal | undefined;
}

/** One request with the session's token; a refused answer throws the ApiError of `failure`. */
export async function send(path: string, options: SendOptions = {}): Promise<Response> {
  const { token, headers } = authorization();
  headers.Accept = options.accept ?? 'application/json';
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
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
    throw new ApiError(0, UNREACHABLE);
  }
  if (!res.ok) throw failure(res.status, parseJson(await res.text()), token);
  return res;
}

type NoParams<E extends Endpoint> = keyof EndpointParams<E> extends never ? true : false;
export type CallOptions<E extends Endpoint> = {
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
} & (NoParams<E> extends true ? { params?: undefined } : { params: EndpointParams<E> });
type CallArgs<E extends Endpoint> =
  NoParams<E> extends true ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * Calls an endpoint of the domain's table ('GET /users/:id', decision 031): the path and method
 * come from its key, and the answer is read through its contract, so what a caller gets is what
 * the type says. `params` fill the path's `:name` parts.
 */
export async function api<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<EndpointAnswer<E>> {
  const { method, path } = endpointRequest(endpoint, options?.params);
  const res = await send(path, {
    method,
    query: options?.query,
    body: options?.body,
    signal: options?.signal,
  });
  const answer = endpoints[endpoint].safeParse(parseJson(await res.text()));
  if (!answer.success) throw new ApiError(res.status, UNEXPECTED_ANSWER);
  return answer.data;
}
