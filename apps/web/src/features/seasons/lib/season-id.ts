import { idParam } from '../../../lib/id-param';

/** A season id as the address carries it (`?season=`), or undefined when it names none. */
export const seasonIdParam = (text: string | null): number | undefined => idParam(text);
