import { useQuery } from '@tanstack/react-query';
import { allTeamsQueryOptions } from '../../teams';

/** GET /teams?all=true (spec 01 §7): every team, shared with the teams screens' cache. */
export const useAllTeams = () => useQuery(allTeamsQueryOptions());
