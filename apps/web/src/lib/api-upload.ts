import { ApiError, buildUrl, onUnauthorized, type FieldErrors, type Query } from './api-client';
import { getToken } from './token';

export interface UploadOptions {
  query?: Query;
  /** Share of the body sent, 0 to 1. */
  onUploadProgress?: (share: number) => void;
  /** Each line of an NDJSON answer, as it arrives (the server's progress events). */
  onLine?: (line: unknown) => void;
  /** Ask for the streamed answer (application/x-ndjson) instead of plain JSON. */
  stream?: boolean;
  signal?: AbortSignal;
}

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
};

/**
 * Sends a multipart form with the token, reporting upload progress and streamed lines (fetch
 * reports neither, so this is the one XMLHttpRequest of the app). Errors are the same ApiError as
 * `api()`; a refused token drops the session. Resolves with the last line (streamed) or the body.
 */
export function uploadForm(path: string, form: FormData, options: UploadOptions = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, options.query));
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', options.stream ? 'application/x-ndjson' : 'application/json');
    let seen = 0;
    let last: unknown = null;
    const drain = (final: boolean) => {
      if (!options.stream || xhr.status !== 200) return;
      const text = xhr.responseText;
      let end = text.indexOf('\n', seen);
      while (end >= 0 || (final && seen < text.length)) {
        const line = text.slice(seen, end >= 0 ? end : text.length).trim();
        seen = end >= 0 ? end + 1 : text.length;
        if (line) {
          last = parse(line);
          options.onLine?.(last);
        }
        end = text.indexOf('\n', seen);
      }
    };
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onUploadProgress?.(e.loaded / e.total);
    };
    xhr.onprogress = () => drain(false);
    xhr.onerror = () => reject(new ApiError(0, 'No se pudo conectar con el servidor.'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        drain(true);
        resolve(options.stream ? last : parse(xhr.responseText));
        return;
      }
      const body = (parse(xhr.responseText) ?? {}) as { message?: unknown; errors?: unknown };
      const message =
        typeof body.message === 'string' && body.message
          ? body.message
          : `Error del servidor (${xhr.status}).`;
      if (xhr.status === 401 && token) onUnauthorized();
      const errors =
        body.errors && typeof body.errors === 'object' ? (body.errors as FieldErrors) : undefined;
      reject(new ApiError(xhr.status, message, errors));
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** A binary answer (an image) with the token, as a Blob. */
export async function apiBlob(path: string, query?: Query): Promise<Blob> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(buildUrl(path, query), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'No se pudo conectar con el servidor.');
  }
  if (!res.ok) {
    if (res.status === 401 && token) onUnauthorized();
    throw new ApiError(res.status, `Error del servidor (${res.status}).`);
  }
  return res.blob();
}
