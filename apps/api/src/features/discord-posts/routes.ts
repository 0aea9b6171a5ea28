import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DiscordSettingsInputSchema,
  DiscordSettingsSavedSchema,
  DiscordSettingsSchema,
  policy,
} from '@liga/domain';
import { guarded, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { reminderJobs } from '../reminders';
import { registerDiscordConsumer } from './consumer';
import { discordJobs } from './jobs';
import { messages } from './messages';
import { loadDiscordSettings, saveDiscordSettings } from './webhooks';

/** The league's Discord webhooks (decision 034): an Admin reads and replaces them. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // The outbox's Discord consumer runs beside these routes, in every instance; the scheduler runs the
  // transferable players' post and the reminders, whose events reach the app and Discord (decision 034).
  registerDiscordConsumer(app);
  for (const job of [...discordJobs(app), ...reminderJobs(app)]) app.scheduler.add(job);

  app.get(
    '/settings/discord',
    guarded(policy.manageDiscordWebhooks, { response: { 200: DiscordSettingsSchema } }),
    () => loadDiscordSettings(app.db),
  );

  app.put(
    '/settings/discord',
    guarded(policy.manageDiscordWebhooks, {
      body: DiscordSettingsInputSchema,
      response: { 200: DiscordSettingsSavedSchema },
    }),
    async (request) => ({
      message: messages.saved,
      ...(await saveDiscordSettings(app.db, request.body, actor(request).id)),
    }),
  );
};

export default tagged(['discord'], routes);
