import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /rulebook/sections/{id}/revisions: every saved version, newest first. */
export const getRevisions = (sectionId: number) =>
  api('GET /rulebook/sections/:id/revisions', { params: { id: sectionId } }).then((res) => res.data);

export const revisionsQueryOptions = (sectionId: number) =>
  queryOptions({
    queryKey: queryKeys.rulebook.revisions(sectionId),
    queryFn: () => getRevisions(sectionId),
  });

export const useRevisions = (sectionId: number) => useQuery(revisionsQueryOptions(sectionId));
