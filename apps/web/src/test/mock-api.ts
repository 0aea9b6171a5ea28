import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}
export interface MockReply {
  status?: number;
  body?: unknown;
}
type Handler = (req: MockRequest) => MockReply | Promise<MockReply>;

/**
 * Replaces fetch with a table of handlers keyed 'METHOD /api/path'. Unknown calls answer 404 so a
 * test fails visibly. Returns every request made, for assertions on what was sent.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: MockRequest[] = [];
  const defaults: Record<string, Handler> = {
    'GET /api/config': () => ({
      body: { social_url: '', streaming_url: '', chat_url: '', league_timezone: 'UTC' },
    }),
  };
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
    const reply = handler
      ? await handler(req)
      : { status: 404, body: { message: `Sin mock: ${req.method} ${req.path}` } };
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return { ok: status >= 200 && status < 300, status, text: async () => text };
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A paged answer as the API sends it ({data, meta}). */
export const page = <T>(data: T[], current_page = 1, last_page = 1) => ({
  data,
  meta: { current_page, last_page, per_page: 15, total: data.length },
});
