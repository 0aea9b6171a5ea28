import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { openDb } from '@liga/db';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, unprocessable } from '../lib/http-errors';
import { registerErrorHandling } from './errors';

async function appWith(handler: () => unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.post('/boom', { schema: { body: z.object({ n: z.number().max(3, 'Como mucho 3.') }) } }, handler);
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('hides internals of unexpected errors behind a Spanish 500', async () => {
    const app = await appWith(() => {
      throw new Error('relation "users" does not exist at /srv/secret.sql');
    });
    const res = await app.inject({ method: 'POST', url: '/boom', payload: { n: 1 } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Error interno del servidor.' });
    expect(res.body).not.toMatch(/users|secret|stack/);
  });

  it('turns schema failures into 422 {message, errors}', async () => {
    const app = await appWith(() => ({}));
    const res = await app.inject({ method: 'POST', url: '/boom', payload: { n: 9 } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'Como mucho 3.', errors: { n: ['Como mucho 3.'] } });
  });

  it('passes typed errors through with their status', async () => {
    const app = await appWith(() => {
      throw unprocessable({ value: ['Muy alto.'] });
    });
    expect((await app.inject({ method: 'POST', url: '/boom', payload: { n: 1 } })).json()).toEqual({
      message: 'Muy alto.',
      errors: { value: ['Muy alto.'] },
    });
    const teapot = await appWith(() => {
      throw new HttpError(403, 'No.');
    });
    expect((await teapot.inject({ method: 'POST', url: '/boom', payload: { n: 1 } })).statusCode).toBe(403);
  });

  it('answers a money CHECK violation (23514) with a Spanish 422, not a 500', async () => {
    const handle = await openDb({ dataDir: 'memory://' });
    try {
      const app = await appWith(() =>
        handle.db.execute(sql`insert into users (name, email, password_hash, profits)
                              values ('Tope', 'tope@example.com', 'x', 1000000000000001)`),
      );
      const res = await app.inject({ method: 'POST', url: '/boom', payload: { n: 1 } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Un importe queda fuera de los límites de la liga.',
        errors: { body: ['Un importe queda fuera de los límites de la liga.'] },
      });
    } finally {
      await handle.close();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const app = await appWith(() => ({}));
    const res = await app.inject({ method: 'GET', url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No encontrado.' });
  });
});
