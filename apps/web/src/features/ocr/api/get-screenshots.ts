import type { Screenshot } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /ocr/screenshots?matchId=: the captures kept with a match, without their bytes. */
export const getScreenshots = (matchId: number): Promise<Screenshot[]> =>
  api('GET /ocr/screenshots', { query: { matchId } }).then((r) => r.data);

export const screenshotsQueryOptions = (matchId: number) =>
  queryOptions({
    queryKey: queryKeys.competition.matchScreenshots(matchId),
    queryFn: () => getScreenshots(matchId),
  });

export const useScreenshots = (matchId: number) => useQuery(screenshotsQueryOptions(matchId));
