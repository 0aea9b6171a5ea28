/**
 * The league assistant's answer latency on the demo league (decision 014: p95 under 200 ms
 * without a model): a fresh in-memory PGlite with `npm start`'s demo league, questions of every kind through
 * app.inject (no network), median, p95, p99 and max per kind.
 * Run: npx tsx bench/assistant.ts [rounds]
 */
import { openDb, seedDemoLeague } from '@liga/db';
import { buildApp } from '../apps/api/src/app';
import { loadEnv } from '../apps/api/src/env';
import { hashPassword } from '../apps/api/src/lib/passwords';

const ROUNDS = Number(process.argv[2] ?? 20);
const QUESTIONS: Record<string, string[]> = {
  rules: [
    '¿Cuántas amarillas para una suspensión?',
    '¿Cuánto puedo pagar por una cláusula?',
    '¿Cuántos jugadores mayores de 20 puedo registrar?',
    '¿Cuántos cambios se pueden hacer por partido?',
  ],
  'own data': [
    '¿Cuál es mi presupuesto?',
    '¿Cuántos jugadores tengo inscriptos?',
    '¿Cuál es mi promedio de CA?',
    '¿Cuándo es mi próximo partido?',
    '¿Tengo jugadores suspendidos?',
    '¿Tengo ofertas pendientes?',
  ],
  'league data': [
    '¿Quiénes son los goleadores?',
    '¿En qué posición está Deportivo Norte?',
    '¿Quién va primero?',
    '¿Cuándo cierra la subasta?',
  ],
  'players and scouting': ['¿Cuánto vale Emiliano Giménez?', 'Informe de Emiliano Giménez'],
  'teams, auctions and zones': [
    '¿Cuándo juega Atlético Pampero?',
    '¿Cómo salió Unión del Sur en la última fecha?',
    '¿Quién va ganando la subasta?',
    '¿Quiénes descienden?',
    '¿Desciende Gimnasia del Valle?',
    '¿Cuál es el tope de CA?',
  ],
  'unknown and private': ['¿Quién ganó el mundial del 86?', '¿Cuál es el presupuesto de Manager Dos?'],
};
const q = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

const handle = await openDb({ dataDir: 'memory://' });
const password = 'bench-password';
await seedDemoLeague(handle.db, { passwordHash: await hashPassword(password) });
const env = loadEnv({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  ASSISTANT_RATE_LIMIT: '1000000',
});
const app = await buildApp({ db: handle.db, env, secret: 'bench-secret-0123456789', logger: false });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/login',
  payload: { email: 'manager1@liga.test', password },
});
const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };

const all: number[] = [];
const table: Record<string, Record<string, string | number>> = {};
for (const [kind, questions] of Object.entries(QUESTIONS)) {
  for (const content of questions)
    await app.inject({ method: 'POST', url: '/api/chatbot', payload: { content }, headers });
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++)
    for (const content of questions) {
      const start = performance.now();
      const res = await app.inject({ method: 'POST', url: '/api/chatbot', payload: { content }, headers });
      times.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`${content}: ${res.statusCode} ${res.body}`);
    }
  times.sort((a, b) => a - b);
  all.push(...times);
  table[kind] = {
    requests: times.length,
    'median ms': q(times, 0.5).toFixed(1),
    'p95 ms': q(times, 0.95).toFixed(1),
    'p99 ms': q(times, 0.99).toFixed(1),
    'max ms': times.at(-1)!.toFixed(1),
  };
}
all.sort((a, b) => a - b);
table.all = {
  requests: all.length,
  'median ms': q(all, 0.5).toFixed(1),
  'p95 ms': q(all, 0.95).toFixed(1),
  'p99 ms': q(all, 0.99).toFixed(1),
  'max ms': all.at(-1)!.toFixed(1),
};
console.table(table);
await app.close();
await handle.close();
if (q(all, 0.95) >= 200) {
  console.error('p95 over 200 ms');
  process.exitCode = 1;
}
