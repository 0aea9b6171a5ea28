import {
  ApiError,
  UNREACHABLE,
  authorization,
  buildUrl,
  failure,
  parseJson,
  send,
  type Query,
} from './api-client';

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

/**
 * Sends a multipart form with the token, reporting upload progress and streamed lines (fetch
 * reports neither, so this is the one XMLHttpRequest of the app). Errors are the same ApiError as
 * `api()`; a refused token drops the session. Resolves with the last line (streamed) or the body.
 */
export function uploadForm(path: string, form: FormData, options: UploadOptions = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, options.query));
    const { token, headers } = authorization();
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
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
          last = parseJson(line);
          options.onLine?.(last);
        }
        end = text.indexOf('\n', seen);
      }
    };
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onUploadProgress?.(e.loaded / e.total);
    };
    xhr.onprogress = () => drain(false);
    xhr.onerror = () => reject(new ApiError(0, UNREACHABLE));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        drain(true);
        resolve(options.stream ? last : parseJson(xhr.responseText));
        return;
      }
      reject(failure(xhr.status, parseJson(xhr.responseText), token));
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** A binary answer (an image) with the token, as a Blob. */
export async function apiBlob(path: string, query?: Query): Promise<Blob> {
  return (await send(path, { query, accept: 'image/*' })).blob();
}
