import { z } from 'zod';
import { MAX_ID } from '../market/constants';
import { DIVISIONS } from '../squad/rules';

/** `{message}`: the answer of every action that returns nothing else (decision 012). */
export const MessageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageSchema>;

/** A nested reference as the answers show users, teams and players: `{id, name}`. */
export const RefSchema = z.object({ id: z.number(), name: z.string() });
export type Ref = z.infer<typeof RefSchema>;

/** A team's division as the answers show it: Primera, Segunda, or '' for a team outside the league. */
export const AnswerDivisionSchema = z.enum([...DIVISIONS, '']);
/** A team as users, players, squads, clauses and prize lines nest it: `{id, name, division}`. */
export const TeamRefSchema = RefSchema.extend({ division: AnswerDivisionSchema });

/** A flag as the league's client spells it: a clause's `confirmed` and `active`, a transfer's or a bet's `confirmed`. */
export const YesNoSchema = z.enum(['yes', 'no']);

export const ID_INVALID = 'El id no es válido.';

/** A path id (`/players/{id}` …): positive, within the integer column. */
export const idParam = z.coerce.number().int(ID_INVALID).positive(ID_INVALID).max(MAX_ID, ID_INVALID);
export const IdParamsSchema = z.object({ id: idParam });
