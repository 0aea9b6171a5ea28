import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateLiftSchema,
  IdParamsSchema,
  LiftAnswerSchema,
  LiftListQuerySchema,
  LiftListSchema,
  LiftOptionListSchema,
  RefuseLiftSchema,
  liftMessages,
  may,
  policy,
} from '@liga/domain';
import { guarded, queried, tagged } from '../../lib/route-options';
import { actor } from '../../plugins/auth';
import { ownTeamId } from '../teams';
import { decideLift } from './decide-lift';
import { liftView, listLifts } from './queries';
import { liftOptions } from './lift-options';
import { requestLift } from './request-lift';

/** Lifting a suspension by paying (decision 025): managers ask, staff approve or refuse. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/suspensions/lifts',
    queried(policy.requestSuspensionLift, LiftListQuerySchema, LiftListSchema),
    async (request) => {
      const me = actor(request);
      if (may(me.rol, 'decideSuspensionLift')) return { data: await listLifts(app.db, request.query) };
      const own = await ownTeamId(app.db, me.id);
      if (own === undefined) return { data: [] };
      return { data: await listLifts(app.db, { ...request.query, teamId: own }) };
    },
  );

  app.get(
    '/suspensions/lifts/options',
    guarded(policy.requestSuspensionLift, { response: { 200: LiftOptionListSchema } }),
    async (request) => {
      const own = await ownTeamId(app.db, actor(request).id);
      if (own === undefined) return { data: [] };
      return { data: await app.db.transaction((tx) => liftOptions(tx, own)) };
    },
  );

  app.post(
    '/suspensions/lifts',
    guarded(policy.requestSuspensionLift, { body: CreateLiftSchema, response: { 200: LiftAnswerSchema } }),
    async (request) => {
      const id = await requestLift(app.db, request.body, actor(request), app.clock.now());
      return { message: liftMessages.requested, lift: (await liftView(app.db, id))! };
    },
  );

  app.post(
    '/suspensions/lifts/:id/approve',
    guarded(policy.decideSuspensionLift, { params: IdParamsSchema, response: { 200: LiftAnswerSchema } }),
    async (request) => {
      const { id } = request.params;
      await decideLift(app.db, id, { approve: true }, actor(request), app.clock.now());
      return { message: liftMessages.approved, lift: (await liftView(app.db, id))! };
    },
  );

  app.post(
    '/suspensions/lifts/:id/refuse',
    guarded(policy.decideSuspensionLift, {
      params: IdParamsSchema,
      body: RefuseLiftSchema,
      response: { 200: LiftAnswerSchema },
    }),
    async (request) => {
      const { id } = request.params;
      await decideLift(
        app.db,
        id,
        { approve: false, reason: request.body.reason },
        actor(request),
        app.clock.now(),
      );
      return { message: liftMessages.refused, lift: (await liftView(app.db, id))! };
    },
  );
};

export default tagged(['suspensions'], routes);
