import { LegacyImportReportSchema, type LegacyImportReport } from '@liga/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { uploadForm } from '../../../lib/api-upload';
import { queryKeys } from '../../../lib/query-keys';

/** GET /legacy-import (Admin): whether the league is empty, so the import is offered. */
export const legacyImportStateQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.legacyImport, queryFn: () => api('GET /legacy-import'), staleTime: 0 });
export const useLegacyImportState = () => useQuery({ ...legacyImportStateQueryOptions(), retry: false });

interface StreamLine {
  event?: string;
  table?: string;
  progress?: number;
  result?: unknown;
  message?: string;
}

/** Where the import is: the file being sent, then the server writing table by table. */
export type ImportProgress = (stage: 'uploading' | 'importing', share: number, table?: string) => void;

/**
 * POST /legacy-import with the dump in `dump` (decision 032), the answer streamed: the upload's share
 * measured here, then the server's progress lines, then the report.
 */
export async function importLeague(
  file: File,
  dryRun: boolean,
  onProgress: ImportProgress,
): Promise<LegacyImportReport> {
  const form = new FormData();
  form.append('dump', file, file.name);
  const last = (await uploadForm('/legacy-import', form, {
    query: { dry_run: dryRun ? 'true' : 'false' },
    stream: true,
    onUploadProgress: (share) => onProgress('uploading', share),
    onLine: (line) => {
      const l = line as StreamLine;
      if (l.event === 'progress') onProgress('importing', l.progress ?? 0, l.table);
    },
  })) as StreamLine | null;
  if (last?.event === 'error' || !last?.result) throw new ApiError(500, last?.message ?? '');
  return LegacyImportReportSchema.parse(last.result);
}
