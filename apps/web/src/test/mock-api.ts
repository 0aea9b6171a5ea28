import type { FieldErrors, LeagueConfig, PageMeta } from '@liga/domain';
import { vi } from 'vitest';
import type { ApiAnswers, ApiIdAnswers } from './api-answers';

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}
/** A success carries the endpoint's answer; a refusal the contract's error body (decision 033). */
export type MockReply<T = unknown> =
  | { status?: 200 | 201; body: T }
  | { status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 503; body?: ErrorBody };
interface ErrorBody {
  /** Optional: a proxy or a crash may answer without the contract's message. */
  message?: string;
  errors?: FieldErrors;
}
type Handler<T = unknown> = (req: MockRequest) => MockReply<T> | Promise<MockReply<T>>;

/** Handlers keyed 'METHOD /api/path': the endpoints of ApiAnswers must answer their domain type. */
export type MockHandlers = { [K in keyof ApiAnswers]?: Handler<ApiAnswers[K]> } & Record<
  string,
  Handler | undefined
>;

/**
 * A handler for an endpoint with an id in its path, checked against ApiIdAnswers (an object key built
 * from a template string is a plain string to the compiler, so it could not be checked in place):
 * `...idRoute(`GET /api/users/${user.id}`, () => ({ body: user }))`.
 */
export const idRoute = <K extends keyof ApiIdAnswers>(
  key: K,
  handler: Handler<ApiIdAnswers[K]>,
): Record<string, Handler> => ({ [key]: handler });

const config: LeagueConfig = { social_url: '', streaming_url: '', chat_url: '', league_timezone: 'UTC' };

/** GET /config answering the league's zone `timeZone` (the default answer is UTC). */
export const leagueZone = (timeZone: string): MockHandlers => ({
  'GET /api/config': () => ({ body: { ...config, league_timezone: timeZone } }),
});

/**
 * Replaces fetch with a table of handlers keyed 'METHOD /api/path'. Unknown calls answer 404 so a
 * test fails visibly. Returns every request made, for assertions on what was sent.
 */
export function mockApi(handlers: MockHandlers) {
  const calls: MockRequest[] = [];
  const defaults: MockHandlers = { 'GET /api/config': () => ({ body: config }) };
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const req: MockRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(req);
    const handler = handlers[`${req.method} ${req.path}`] ?? defaults[`${req.method} ${req.path}`];
    const reply: MockReply = handler
      ? await handler(req)
      : { status: 404, body: { message: `Sin mock: ${req.method} ${req.path}` } };
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return { ok: status >= 200 && status < 300, status, text: async () => text };
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A paged answer as the API sends it ({data, meta}, the domain's `paged` lists). */
export const page = <T>(data: T[], current_page = 1, last_page = 1): { data: T[]; meta: PageMeta } => ({
  data,
  meta: { current_page, last_page, per_page: 15, total: data.length },
});
