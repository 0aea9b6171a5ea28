import { useMutation } from '@tanstack/react-query';
import { send } from '../../../lib/api-client';
import { download } from '../../../lib/download';
import { filterQuery, type PlayerListFilter } from '../list-params';

export type ExportFormat = 'csv' | 'xlsx';

export interface ExportFilter {
  format: ExportFormat;
  filter: PlayerListFilter;
}

export interface ExportedFile {
  blob: Blob;
  filename: string;
}

const filenameOf = (disposition: string | null, format: ExportFormat) =>
  /filename="?([^";]+)"?/.exec(disposition ?? '')?.[1] ?? `jugadores.${format}`;

/**
 * GET /players/export: the list as it is filtered and sorted on screen, every page; CSV with `;`
 * for Excel in Spanish. A file, not JSON: sent by the client's `send`, read as a Blob.
 */
export async function exportPlayers({ format, filter }: ExportFilter): Promise<ExportedFile> {
  const res = await send('/players/export', { query: { format, ...filterQuery(filter) }, accept: '*/*' });
  return { blob: await res.blob(), filename: filenameOf(res.headers.get('content-disposition'), format) };
}

/** Hands the file to the browser as a download. */
export function saveFile({ blob, filename }: ExportedFile): void {
  const url = URL.createObjectURL(blob);
  download(url, filename);
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useExportPlayers = () =>
  useMutation({ mutationFn: (filter: ExportFilter) => exportPlayers(filter).then(saveFile) });
