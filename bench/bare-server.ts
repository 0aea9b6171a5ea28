/**
 * The baseline of bench/http.ts: Fastify and node-postgres with nothing else, answering
 * `select * from players where id = $1` as JSON from a pool the size of ours (DATABASE_POOL_SIZE,
 * default 10), as a named prepared statement (planned once per connection, as our reads are), no
 * logger. bench/http.ts compiles it to plain JavaScript first (bench/load-kit.ts `compiled`).
 * Run by bench/http.ts: DATABASE_URL=… PORT=… node node_modules/.cache/liga-bench/bare-server.mjs
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});
const app = Fastify({ logger: false });
app.get<{ Params: { id: string } }>('/players/:id', async (request, reply) => {
  const { rows } = await pool.query({
    name: 'player_by_id',
    text: 'select * from players where id = $1',
    values: [Number(request.params.id)],
  });
  return rows[0] ?? reply.code(404).send({ message: 'No encontrado.' });
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
