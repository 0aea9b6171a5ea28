import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookPost {
  path: string;
  body: {
    content: string;
    embeds?: { title: string; description?: string; url?: string }[];
    allowed_mentions: { parse: string[]; users: string[] };
  };
  raw: string;
}

/**
 * A fake Discord on loopback for the webhook posts (decision 034): it records every post by path and
 * can be told to be down (503), rate limited (429 with `retry_after`) or slow.
 */
export interface FakeWebhooks {
  url: (path: string) => string;
  posts: WebhookPost[];
  postsTo: (path: string) => WebhookPost[];
  /** Answer every post with this status (503: down); null: accept (204). */
  failWith: number | null;
  /** Seconds in the 429 body's `retry_after`. */
  retryAfter: number;
  /** Wait this long before answering. */
  delayMs: number;
  /** Posts that reached the fake (accepted or not). */
  attempts: number;
  close: () => Promise<void>;
}

export async function startFakeWebhooks(): Promise<FakeWebhooks> {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      fake.attempts += 1;
      const answer = () => {
        if (fake.failWith === 429) {
          res.writeHead(429, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              message: 'You are being rate limited.',
              retry_after: fake.retryAfter,
              global: false,
            }),
          );
          return;
        }
        if (fake.failWith !== null) {
          res.writeHead(fake.failWith);
          res.end();
          return;
        }
        fake.posts.push({ path: req.url ?? '', body: JSON.parse(raw) as WebhookPost['body'], raw });
        res.writeHead(204);
        res.end();
      };
      if (fake.delayMs > 0) setTimeout(answer, fake.delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeWebhooks = {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    posts: [],
    postsTo: (path) => fake.posts.filter((p) => p.path === path),
    failWith: null,
    retryAfter: 0,
    delayMs: 0,
    attempts: 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
