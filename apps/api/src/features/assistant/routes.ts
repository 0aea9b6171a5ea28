import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASSISTANT_MESSAGES as AM,
  ASSISTANT_SUGGESTIONS,
  AskAssistantSchema,
  AssistantAnswerSchema,
  AssistantHistorySchema,
  IdParamsSchema,
  ScoutingReportSchema,
  policy,
} from '@liga/domain';
import { notFound, tooManyRequests } from '../../lib/http-errors';
import { DbCounterStore, RateLimiter } from '../../lib/rate-limiter';
import { guarded, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { findPlayerView } from '../players';
import { activeSeason } from '../seasons';
import { answer } from './answer';
import type { AskContext } from './context';
import { rephrase, type LlmConfig } from './llm';
import type { Refusal } from './rewording-guard';
import { messages as M } from './messages';
import { history, saveExchange } from './queries';
import { scoutingReport } from './scouting';

const MINUTE = 60_000;

/** The league assistant (/chatbot, decision 014): grounded answers, the conversation, scouting. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new RateLimiter(new DbCounterStore(app.db), app.env.ASSISTANT_RATE_LIMIT, MINUTE);
  const llm: LlmConfig | null =
    app.env.ASSISTANT_LLM_URL && app.env.ASSISTANT_LLM_MODEL
      ? {
          url: app.env.ASSISTANT_LLM_URL,
          key: app.env.ASSISTANT_LLM_KEY,
          model: app.env.ASSISTANT_LLM_MODEL,
          timeoutMs: app.env.ASSISTANT_LLM_TIMEOUT_MS,
        }
      : null;
  const context = async (request: Parameters<typeof actor>[0], question: string): Promise<AskContext> => ({
    db: app.db,
    me: actor(request),
    now: app.clock.now(),
    timeZone: app.env.LEAGUE_TIMEZONE,
    season: await activeSeason(app.db),
    question,
  });
  // Only the reason is logged: the rewording may hold whatever the model wrote.
  const discarded = (request: FastifyRequest) => (reason: Refusal) =>
    request.log.warn({ reason }, 'assistant: model rewording discarded');
  const limited = async (userId: number) => {
    if (!(await limiter.hit(`assistant:${userId}`, app.clock.now()))) throw tooManyRequests(AM.rateLimited);
  };

  app.get(
    '/chatbot',
    guarded(policy.askAssistant, { response: { 200: AssistantHistorySchema } }),
    async (request) => ({
      data: await history(app.db, actor(request).id),
      suggestions: [...ASSISTANT_SUGGESTIONS],
    }),
  );

  app.post(
    '/chatbot',
    guarded(policy.askAssistant, { body: AskAssistantSchema, response: { 200: AssistantAnswerSchema } }),
    async (request) => {
      const me = actor(request);
      await limited(me.id);
      const ctx = await context(request, request.body.content);
      const grounded = await answer(ctx);
      const message = await rephrase(llm, ctx.question, grounded, discarded(request));
      const reply = { message, sources: grounded.sources, suggestions: grounded.suggestions ?? [] };
      await saveExchange(app.db, me.id, ctx.question, reply);
      return reply;
    },
  );

  app.get(
    '/players/:id/scouting',
    guarded(policy.askAssistant, { params: IdParamsSchema, response: { 200: ScoutingReportSchema } }),
    async (request) => {
      await limited(actor(request).id);
      const player = await findPlayerView(app.db, request.params.id);
      if (!player) throw notFound(M.noPlayer);
      const ctx = await context(request, '');
      const report = await scoutingReport(ctx, player);
      const text = await rephrase(llm, AM.scoutingButton, report, discarded(request));
      return { report: text, sources: report.sources };
    },
  );
};

export default tagged(['assistant'], routes);
