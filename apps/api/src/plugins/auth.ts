import fp from 'fastify-plugin';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { userTokens, users } from '@liga/db';
import type { Role } from '@liga/domain';
import { forbidden, unauthorized } from '../lib/http-errors';
import { AuthCache } from '../lib/auth-cache';
import { hashToken } from '../lib/tokens';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  rol: string;
  tokenId: number;
}

/**
 * Who may call a route: the roles of its `app.auth` guard, or `public` for a route open to anonymous
 * callers (`app.optionalAuth`, or `config: { public: true }` for login, sign-up and the like).
 */
export type RoutePolicy = { roles: readonly Role[] } | 'public';
export interface RegisteredRoute {
  method: string;
  url: string;
  /** Undefined when the route declared nothing: the route × role matrix test refuses that. */
  policy: RoutePolicy | undefined;
  /** The zod schema of its body, for the fuzz test. */
  body: unknown;
  /** Its answer schemas by status code, checked against the web's endpoint table (@liga/domain endpoints). */
  response: Readonly<Record<string, unknown>> | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    /** Open to anonymous callers on purpose (login, sign-up, public config, OAuth callback…). */
    public?: boolean;
  }
  interface FastifyInstance {
    /** Every route with the policy it declared, in registration order (read by the audit tests). */
    routePolicies: RegisteredRoute[];
    /** Recent token lookups (lib/auth-cache.ts). */
    authCache: AuthCache<AuthUser>;
    /**
     * onRequest hook: requires a valid token and one of the roles (a `policy` entry of @liga/domain);
     * any other role gets a 403 with `refusal`, or the general Spanish refusal.
     */
    auth: (roles: readonly Role[], refusal?: string) => onRequestHookHandler;
    /** onRequest hook: loads the user when a valid token is sent, never refuses. */
    optionalAuth: onRequestHookHandler;
  }
}

const TOUCH_EVERY_MS = 5 * 60 * 1000;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, value] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && value ? value : undefined;
}

/**
 * The token lookup every authenticated request makes, built once per database: drizzle assembles a
 * query's SQL on every call otherwise, which cost more CPU than the query itself (decision 011).
 * On PostgreSQL it is also a named prepared statement, planned once per connection.
 */
const lookups = new WeakMap<object, ReturnType<typeof prepareLookup>>();
function prepareLookup(app: FastifyInstance) {
  return app.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      rol: users.rol,
      tokenId: userTokens.id,
      lastUsedAt: userTokens.lastUsedAt,
      expiresAt: userTokens.expiresAt,
    })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, sql.placeholder('hash')),
        isNull(userTokens.revokedAt),
        gt(userTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('auth_user_by_token');
}

/**
 * The user a raw token belongs to, or null when it is unknown, revoked or expired. Shared by the
 * bearer header and by the one route that cannot send headers (EventSource sends `?token=`).
 */
export async function userForToken(
  app: FastifyInstance,
  token: string | undefined,
): Promise<AuthUser | null> {
  if (!token || token.length > 200) return null;
  const now = app.clock.now();
  // Kept by the token as sent: a cached session costs no hash (decision 041).
  let found = app.authCache.get(token, now);
  if (!found) {
    let lookup = lookups.get(app.db);
    if (!lookup) lookups.set(app.db, (lookup = prepareLookup(app)));
    const [row] = await lookup.execute({ hash: hashToken(token), now });
    if (!row) return null;
    const { lastUsedAt, expiresAt, ...user } = row;
    found = { user, expiresAt, lastUsedAt };
    app.authCache.set(token, found);
  }
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    found.lastUsedAt = now;
    await app.db
      .update(userTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(userTokens.id, found.user.tokenId),
          or(
            isNull(userTokens.lastUsedAt),
            lt(userTokens.lastUsedAt, sql`${now}::timestamptz - interval '5 minutes'`),
          ),
        ),
      );
  }
  return { ...found.user };
}

/** The owner of a session (token id) still alive at the app's time, or null once revoked or expired. */
export async function liveSession(app: FastifyInstance, tokenId: number): Promise<{ userId: number } | null> {
  const [row] = await app.db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.id, tokenId),
        isNull(userTokens.revokedAt),
        gt(userTokens.expiresAt, app.clock.now()),
      ),
    );
  return row ?? null;
}

const POLICY = Symbol('route policy');
type TaggedHook = onRequestHookHandler & { [POLICY]?: RoutePolicy };

function declaredPolicy(hooks: unknown, config: { public?: boolean } | undefined): RoutePolicy | undefined {
  const list = (Array.isArray(hooks) ? hooks : [hooks]) as (TaggedHook | undefined)[];
  const tagged = list.find((hook) => hook?.[POLICY]);
  if (tagged) return tagged[POLICY];
  return config?.public ? 'public' : undefined;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The onRequest hook behind `app.auth`: a valid token and one of `roles`, else 401, or 403 with `refusal`.
 * It reads the token through the route's own instance, so a route's options can be built before the
 * plugin that declares the route runs (lib/route-options.ts).
 */
export function guard(roles: readonly Role[], refusal?: string): onRequestHookHandler {
  const hook: TaggedHook = async (request) => {
    const user = await userForToken(request.server, bearerToken(request));
    if (!user) throw unauthorized();
    request.user = user;
    if (!roles.includes(user.rol as Role)) throw forbidden(refusal);
  };
  hook[POLICY] = { roles };
  return hook;
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    const cache = new AuthCache<AuthUser>();
    app.decorate('authCache', cache);
    // Other instances' changes (and, on PGlite, every change) arrive as database notices.
    app.onDatabaseNotice(
      'liga_auth',
      () => cache.clear(),
      () => cache.clear(),
    );
    // This instance's own writes: dropped before the answer leaves, so the client's next request,
    // which may overtake the notice, already finds the change.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!READS.has(request.method)) cache.clear();
      done(null, payload);
    });
    const optionalAuth: TaggedHook = async (request: FastifyRequest) => {
      request.user = await userForToken(app, bearerToken(request));
    };
    optionalAuth[POLICY] = 'public';
    app.decorate('optionalAuth', optionalAuth);
    app.decorate('auth', guard);

    const registered: RegisteredRoute[] = [];
    app.decorate('routePolicies', registered);
    app.addHook('onRoute', (route) => {
      if (route.method === 'HEAD' || route.method === 'OPTIONS') return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const policy = declaredPolicy(route.onRequest, route.config as { public?: boolean } | undefined);
      const { body, response } = (route.schema ?? {}) as Pick<RegisteredRoute, 'body' | 'response'>;
      for (const method of methods) registered.push({ method, url: route.url, policy, body, response });
    });
  },
  { name: 'auth', dependencies: ['events'] },
);

/** The acting user of a route guarded by `app.auth`; the hook guarantees it is there. */
export function actor(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
