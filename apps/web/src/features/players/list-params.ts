import {
  DIVISIONS,
  PLAYER_SORTS,
  PLAYER_STATUS_FILTERS,
  type PlayerSort,
  type PlayerStatusFilter,
} from '@liga/domain';
import { pageParam } from '../../lib/use-url-params';

/** Age bands of the list's filter: 20 or under is the registration list's youth (LIST_LIMITS). */
export const AGE_BANDS = {
  'hasta-20': { age_min: undefined, age_max: 20 },
  '21-25': { age_min: 21, age_max: 25 },
  '26-30': { age_min: 26, age_max: 30 },
  '31-mas': { age_min: 31, age_max: undefined },
} as const;
export type AgeBand = keyof typeof AGE_BANDS;

/** What the players list shows, as the URL holds it (shareable; back and forward restore it). */
export interface PlayerListFilter {
  page: number;
  name: string;
  outside: boolean;
  sort?: PlayerSort | undefined;
  dir?: 'asc' | 'desc' | undefined;
  team?: number | undefined;
  division?: (typeof DIVISIONS)[number] | undefined;
  status?: PlayerStatusFilter | undefined;
  age?: AgeBand | undefined;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((v) => v === value);

/** Reads the list's state from the URL; a value it does not know is ignored, never sent. */
export function filterFromParams(params: URLSearchParams): PlayerListFilter {
  const team = Number.parseInt(params.get('team') ?? '', 10);
  return {
    page: pageParam(params),
    name: (params.get('name') ?? '').trim(),
    outside: params.get('outside') === '1',
    sort: oneOf(PLAYER_SORTS, params.get('sort')),
    dir: oneOf(['asc', 'desc'] as const, params.get('dir')),
    team: team > 0 ? team : undefined,
    division: oneOf(DIVISIONS, params.get('division')),
    status: oneOf(PLAYER_STATUS_FILTERS, params.get('status')),
    age: oneOf(Object.keys(AGE_BANDS) as AgeBand[], params.get('age')),
  };
}

/** Whether the list needs our richer /players query rather than the league client's name and division calls. */
export const usesRicherQuery = (f: PlayerListFilter): boolean =>
  Boolean(f.sort || f.dir || f.team || f.division || f.status || f.age);

/** The filter and sort as GET /players and /players/export take them (no page). */
export function filterQuery(f: PlayerListFilter): Record<string, string | number | undefined> {
  const band = f.age ? AGE_BANDS[f.age] : undefined;
  return {
    name: f.name || undefined,
    outside: f.outside ? 'true' : undefined,
    sort: f.sort,
    dir: f.dir,
    team: f.team,
    division: f.division,
    status: f.status,
    age_min: band?.age_min,
    age_max: band?.age_max,
  };
}
