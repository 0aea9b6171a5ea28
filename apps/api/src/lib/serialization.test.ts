import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import compressionPlugin from '../plugins/compression';
import { cachingSerializerCompiler, derivedView, sharedAnswer } from './serialization';

const schema = z.object({ name: z.string() });
const compile = () => cachingSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('cachingSerializerCompiler', () => {
  it('writes a cached answer once, and every other answer each time', () => {
    const serialize = compile();
    const cached = sharedAnswer({ name: 'Rojos', secret: 'x' });
    const first = serialize(cached);
    expect(String(first)).toBe('{"name":"Rojos"}');
    // Its JSON is kept, as bytes: an answer marked as cached is never changed in place.
    (cached as { name: string }).name = 'cambiado';
    expect(serialize(cached)).toBe(first);
    expect(String(serialize(cached))).toBe('{"name":"Rojos"}');

    const fresh = { name: 'Azules' };
    expect(serialize(fresh)).toBe('{"name":"Azules"}');
    fresh.name = 'Verdes';
    expect(serialize(fresh)).toBe('{"name":"Verdes"}');
  });

  it('still refuses a cached answer that breaks its schema, on every request', () => {
    const serialize = compile();
    const wrong = sharedAnswer({ name: 7 });
    expect(() => serialize(wrong)).toThrow();
    expect(() => serialize(wrong)).toThrow();
  });

  it('sends a cached answer as JSON bytes: type, length in bytes, compressed like any other', async () => {
    const app = Fastify();
    app.setSerializerCompiler(cachingSerializerCompiler);
    await app.register(compressionPlugin);
    const answer = sharedAnswer({ name: 'Peñarol ñandú '.repeat(100) });
    app.get('/x', { schema: { response: { 200: schema } } }, async () => answer);
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: '/x' });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(answer))));
      expect(res.json()).toEqual(answer);
    }
    const br = await app.inject({ method: 'GET', url: '/x', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(answer);
    await app.close();
  });

  it('derives one view per cached answer', () => {
    let made = 0;
    const view = derivedView((answer: { n: number }) => ({ double: answer.n * 2, made: ++made }));
    const a = { n: 1 };
    expect(view(a)).toBe(view(a));
    expect(view({ n: 1 })).toEqual({ double: 2, made: 2 });
  });
});
