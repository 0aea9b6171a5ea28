import fp from 'fastify-plugin';
import { inAppConsumer } from './in-app';
import { OUTBOX_CHANNEL } from './outbox';
import { pushConsumer } from './push';
import { OutboxRunner } from './runner';
import { Vapid } from './vapid';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's consumers in this instance (decision 036): `app.outbox.register({ name, handle })`. */
    outbox: OutboxRunner;
    /** The Web Push key pair, generated once for the league and kept in the database. */
    vapid: Vapid;
  }
}

/** Retries and rows whose NOTIFY was missed are picked up at least this often. */
const POLL_MS = 5_000;

/**
 * The outbox's runner with the in-app and push consumers: woken by the NOTIFY of every committed event,
 * on PostgreSQL (any instance) and on PGlite, and by a poll. Other features register their consumers
 * (`app.outbox.register`) while the app is built.
 */
export default fp(
  async (app) => {
    const runner = new OutboxRunner(app.db, app.log);
    const vapid = new Vapid(app.db);
    app.decorate('outbox', runner);
    app.decorate('vapid', vapid);
    runner.register(inAppConsumer(app.db, app.events));
    runner.register(pushConsumer(app.db, vapid, app.env.PUBLIC_URL ?? 'mailto:liga@localhost'));
    app.onDatabaseNotice(
      OUTBOX_CHANNEL,
      () => runner.wake(),
      () => runner.wake(),
    );
    app.addHook('onReady', async () => {
      await vapid.get();
      runner.start(POLL_MS);
    });
    app.addHook('preClose', async () => runner.stop());
  },
  { name: 'outbox', dependencies: ['events'] },
);
