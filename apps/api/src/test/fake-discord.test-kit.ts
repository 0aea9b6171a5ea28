import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeDiscord {
  baseUrl: string;
  /** Codes the fake accepts, each mapped to the identity it reveals. */
  codes: Map<string, { id: string; username: string }>;
  tokenRequests: URLSearchParams[];
  close: () => Promise<void>;
}

/** A small OAuth2 provider on loopback speaking the two Discord endpoints the server calls. */
export async function startFakeDiscord(clientId: string, clientSecret: string): Promise<FakeDiscord> {
  const codes = new Map<string, { id: string; username: string }>();
  const tokenRequests: URLSearchParams[] = [];
  const issued = new Map<string, { id: string; username: string }>();
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && req.url === '/api/oauth2/token') {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(raw);
        tokenRequests.push(form);
        const identity = codes.get(form.get('code') ?? '');
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret || !identity) {
          return send(400, { error: 'invalid_grant' });
        }
        codes.delete(form.get('code')!);
        const accessToken = `tok-${identity.id}-${issued.size}`;
        issued.set(accessToken, identity);
        send(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope: 'identify' });
      });
      return;
    }
    if (req.method === 'GET' && req.url === '/api/users/@me') {
      const identity = issued.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      return identity ? send(200, identity) : send(401, { message: '401: Unauthorized' });
    }
    send(404, { message: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    codes,
    tokenRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
