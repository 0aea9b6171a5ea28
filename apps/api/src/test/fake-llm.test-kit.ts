import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeLlm {
  url: string;
  /** Every chat request the server sent: what the model would have seen. */
  requests: {
    headers: http.IncomingHttpHeaders;
    body: { model: string; messages: { role: string; content: string }[] };
  }[];
  /** How the next answers behave. */
  mode: { kind: 'reply'; text: (grounded: string) => string } | { kind: 'fail' } | { kind: 'hang' };
  close: () => Promise<void>;
}

/** A loopback OpenAI-compatible chat endpoint (POST /v1/chat/completions) for the assistant's tests. */
export async function startFakeLlm(): Promise<FakeLlm> {
  const fake = { requests: [], mode: { kind: 'fail' } } as unknown as FakeLlm;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as FakeLlm['requests'][number]['body'];
      fake.requests.push({ headers: req.headers, body });
      const mode = fake.mode;
      if (mode.kind === 'hang') return; // never answers: the server's timeout must give up
      if (mode.kind === 'fail') {
        res.writeHead(500).end('{}');
        return;
      }
      const grounded = body.messages.at(-1)!.content.split('Respuesta: ')[1] ?? '';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ choices: [{ message: { role: 'assistant', content: mode.text(grounded) } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
