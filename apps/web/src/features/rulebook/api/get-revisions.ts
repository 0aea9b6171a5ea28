import type { RulebookRevisions } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /rulebook/sections/{id}/revisions: every saved version, newest first. */
export const getRevisions = (sectionId: number) =>
  api<RulebookRevisions>(`/rulebook/sections/${sectionId}/revisions`).then((res) => res.data);

export const revisionsQueryOptions = (sectionId: number) =>
  queryOptions({
    queryKey: queryKeys.rulebook.revisions(sectionId),
    queryFn: () => getRevisions(sectionId),
  });

export const useRevisions = (sectionId: number) => useQuery(revisionsQueryOptions(sectionId));
