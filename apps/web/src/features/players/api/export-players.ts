import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/token';
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
 * for Excel in Spanish. A file, not JSON, so it goes around the JSON client, with the same bearer token.
 */
export async function exportPlayers({ format, filter }: ExportFilter): Promise<ExportedFile> {
  const qs = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filterQuery(filter)))
    if (value !== undefined) qs.set(key, String(value));
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/players/export?${qs.toString()}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'No se pudo conectar con el servidor.');
  }
  if (!res.ok) {
    let message = '';
    try {
      message = (JSON.parse(await res.text()) as { message?: string }).message ?? '';
    } catch {
      // not JSON: the status says enough
    }
    throw new ApiError(res.status, message || `Error del servidor (${res.status}).`);
  }
  return { blob: await res.blob(), filename: filenameOf(res.headers.get('content-disposition'), format) };
}

/** Hands the file to the browser as a download. */
export function saveFile({ blob, filename }: ExportedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useExportPlayers = () =>
  useMutation({ mutationFn: (filter: ExportFilter) => exportPlayers(filter).then(saveFile) });
