import { describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@liga/domain';
import { useTestContext } from '../test/context.test-kit';

/**
 * The web's client takes each call's path and answer schema from the domain's endpoint table
 * (decision 031). Here every entry must be a route the API registered under /api, answering its
 * success with that very schema object: a renamed path, a changed method or an answer schema swapped
 * on either side fails this test instead of a screen.
 */
const ctx = useTestContext({ resetEachTest: false });

const successSchema = (response: Readonly<Record<string, unknown>> | undefined): unknown =>
  response?.['200'] ?? response?.['201'];

describe('the endpoint table of the web', () => {
  it('names routes the API registered, each with the answer schema the route declares', () => {
    const routes = new Map(ctx.app.routePolicies.map((r) => [`${r.method} ${r.url}`, r.response]));
    const problems: string[] = [];
    for (const endpoint of Object.keys(endpoints) as Endpoint[]) {
      const [method, path] = endpoint.split(' ') as [string, string];
      const key = `${method} /api${path}`;
      if (!routes.has(key)) problems.push(`${endpoint}: no such route`);
      else if (successSchema(routes.get(key)) !== endpoints[endpoint])
        problems.push(`${endpoint}: the route answers with another schema`);
    }
    expect(problems).toEqual([]);
    expect(Object.keys(endpoints).length).toBeGreaterThan(90);
  });
});
