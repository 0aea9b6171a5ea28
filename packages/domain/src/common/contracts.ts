import { z } from 'zod';
import { MAX_ID } from '../market/constants';

/** `{message}`: the answer of every action that returns nothing else (spec 01 §7, 02 §7). */
export const MessageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageSchema>;

/** A nested reference as the answers show users, teams and players: `{id, name}`. */
export const RefSchema = z.object({ id: z.number(), name: z.string() });
export type Ref = z.infer<typeof RefSchema>;

export const ID_INVALID = 'El id no es válido.';

/** A path id (`/players/{id}` …): positive, within the integer column. */
export const idParam = z.coerce.number().int(ID_INVALID).positive(ID_INVALID).max(MAX_ID, ID_INVALID);
export const IdParamsSchema = z.object({ id: idParam });
