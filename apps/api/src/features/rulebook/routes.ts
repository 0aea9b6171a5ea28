import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CopyRulebookSchema,
  CreateSectionSchema,
  MessageSchema,
  MoveSectionSchema,
  RULEBOOK_MESSAGES as M,
  RulebookQuerySchema,
  RulebookRevisionsSchema,
  RulebookSchema,
  RulebookSearchQuerySchema,
  RulebookSearchSchema,
  SaveSectionSchema,
  SectionSavedSchema,
  IdParamsSchema,
  rulebookTitle,
  policy,
} from '@liga/domain';
import { notFound, ruleBroken } from '../../lib/http-errors';
import { guarded, queried, tagged } from '../../lib/route-options';
import { chosenOrActiveSeason, type Season } from '../seasons';
import { actor } from '../../plugins/auth';
import { revisionsOf, searchSections, sectionById, sectionsOf, sourceSeason } from './queries';
import { copyRulebook, createSection, deleteSection, moveSection, saveSection } from './service';

const seasonRef = (s: { id: number; name: string } | null) => (s ? { id: s.id, name: s.name } : null);

/**
 * The league's rule book (/reglamento): every logged-in user reads and searches it;
 * an Admin edits it, with the history of every version.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const seasonOr422 = async (id: number | undefined): Promise<Season> => {
    const season = await chosenOrActiveSeason(app.db, id);
    if (!season) throw ruleBroken('season', M.noSeason);
    return season;
  };

  app.get('/rulebook', queried(policy.readLeague, RulebookQuerySchema, RulebookSchema), async (request) => {
    const season = await chosenOrActiveSeason(app.db, request.query.season);
    const source = season ? await sourceSeason(app.db, season) : null;
    return {
      title: rulebookTitle(season),
      season: seasonRef(season),
      source_season: source && season && source.id !== season.id ? seasonRef(source) : null,
      sections: source ? await sectionsOf(app.db, source.id) : [],
    };
  });

  app.get(
    '/rulebook/search',
    queried(policy.readLeague, RulebookSearchQuerySchema, RulebookSearchSchema),
    async (request) => {
      const source = await sourceSeason(app.db, await seasonOr422(request.query.season));
      return { data: source ? await searchSections(app.db, source.id, request.query.q) : [] };
    },
  );

  app.get(
    '/rulebook/sections/:id/revisions',
    guarded(policy.readLeague, { params: IdParamsSchema, response: { 200: RulebookRevisionsSchema } }),
    async (request) => {
      if (!(await sectionById(app.db, request.params.id))) throw notFound(M.sectionNotFound);
      return { data: await revisionsOf(app.db, request.params.id) };
    },
  );

  app.put(
    '/rulebook/sections/:id',
    guarded(policy.editRuleBook, {
      params: IdParamsSchema,
      body: SaveSectionSchema,
      response: { 200: SectionSavedSchema },
    }),
    async (request) => {
      await saveSection(app.db, request.params.id, request.body, actor(request).id, app.clock.now());
      return { message: M.saved, section: (await sectionById(app.db, request.params.id))! };
    },
  );

  app.delete(
    '/rulebook/sections/:id',
    guarded(policy.editRuleBook, { params: IdParamsSchema, response: { 200: MessageSchema } }),
    async (request) => {
      await deleteSection(app.db, request.params.id);
      return { message: M.deleted };
    },
  );

  app.post(
    '/rulebook/sections/:id/move',
    guarded(policy.editRuleBook, {
      params: IdParamsSchema,
      body: MoveSectionSchema,
      response: { 200: MessageSchema },
    }),
    async (request) => {
      await moveSection(app.db, request.params.id, request.body.direction);
      return { message: M.moved };
    },
  );

  app.post(
    '/rulebook/sections',
    guarded(policy.editRuleBook, { body: CreateSectionSchema, response: { 201: SectionSavedSchema } }),
    async (request, reply) => {
      const season = await seasonOr422(request.body.season_id);
      const id = await createSection(app.db, season.id, request.body, actor(request).id);
      return reply.code(201).send({ message: M.created, section: (await sectionById(app.db, id))! });
    },
  );

  app.post(
    '/rulebook/copy',
    guarded(policy.editRuleBook, { body: CopyRulebookSchema, response: { 201: MessageSchema } }),
    async (request, reply) => {
      const season = await seasonOr422(request.body.season_id);
      await copyRulebook(app.db, season.id, actor(request).id);
      return reply.code(201).send({ message: M.copied });
    },
  );
};

export default tagged(['rulebook'], routes);
