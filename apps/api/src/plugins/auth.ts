import fp from 'fastify-plugin';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { userTokens, users } from '@liga/db';
import type { Role } from '@liga/domain';
import { forbidden, unauthorized } from '../lib/http-errors';
import { hashToken } from '../lib/tokens';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  rol: string;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook: requires a valid token and, when given, one of the roles. */
    auth: (roles?: readonly Role[]) => onRequestHookHandler;
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
 * query's SQL on every call otherwise, which cost more CPU than the query itself (issue 16 profile).
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
  let lookup = lookups.get(app.db);
  if (!lookup) lookups.set(app.db, (lookup = prepareLookup(app)));
  const [row] = await lookup.execute({ hash: hashToken(token), now });
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await app.db
      .update(userTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(userTokens.id, row.tokenId),
          or(
            isNull(userTokens.lastUsedAt),
            lt(userTokens.lastUsedAt, sql`${now}::timestamptz - interval '5 minutes'`),
          ),
        ),
      );
  }
  const { lastUsedAt: _ignored, ...user } = row;
  return user;
}

export default fp(async (app) => {
  app.decorateRequest('user', null);
  const load = (request: FastifyRequest) => userForToken(app, bearerToken(request));

  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    request.user = await load(request);
  });

  app.decorate('auth', (roles?: readonly Role[]): onRequestHookHandler => {
    return async (request) => {
      const user = await load(request);
      if (!user) throw unauthorized();
      request.user = user;
      if (roles && !roles.includes(user.rol as Role)) throw forbidden();
    };
  });
});

/** The acting user of a route guarded by `app.auth`; the hook guarantees it is there. */
export function actor(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
