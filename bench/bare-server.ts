/**
 * The baseline of bench/http.ts: Fastify and node-postgres with nothing else, answering
 * `select * from players where id = $1` as JSON. What the stack costs before our code runs.
 * Run by bench/http.ts: DATABASE_URL=… PORT=… tsx bench/bare-server.ts
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/players/:id', async (request, reply) => {
  const { rows } = await pool.query('select * from players where id = $1', [Number(request.params.id)]);
  return rows[0] ?? reply.code(404).send({ message: 'No encontrado.' });
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
