import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { TestContext } from '../../test/context.test-kit';
import { competitionKit, squadsMatch } from '../../test/competition.test-kit';
import type { Expectation } from '../../../../../bench/ocr/generate';
import { rgbPng } from '../../../../../bench/ocr/png';

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../bench/ocr/fixtures',
);

/** The generated captures (bench/ocr/fixtures) and what each one shows. */
export const expectations = JSON.parse(
  readFileSync(path.join(FIXTURES, 'expected.json'), 'utf8'),
) as Expectation[];
export const capture = (file: string) => readFileSync(path.join(FIXTURES, file));
export const expectationOf = (file: string) => expectations.find((e) => e.file === file)!;

export interface FilePart {
  field: string;
  filename: string;
  bytes: Buffer;
  type?: string;
}

/** A multipart/form-data body as browsers send it, for app.inject. */
export function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----liga${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.type ?? 'image/png'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * The match a capture shows, registered: both teams under the names printed, their squads with the
 * registered names the fixture lists, each team owned by a manager, and the pending match.
 */
export async function matchOfCapture(ctx: TestContext, e: Expectation) {
  const fx = competitionKit(ctx);
  return { ...(await squadsMatch(fx, e, [3, 3])), fx };
}

export const upload = (
  ctx: TestContext,
  token: string | undefined,
  url: string,
  files: FilePart[],
  accept?: string,
) => {
  const body = multipart(files);
  return ctx.request(token, {
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(accept ? { accept } : {}) },
  });
};

/**
 * A PNG whose header states width × height but whose pixel data holds one row: what the header
 * promises is all a budget read from it can see, and a decode of it fails as damaged.
 */
export const pngHeader = (width: number, height: number): Buffer =>
  rgbPng(width, height, deflateSync(Buffer.alloc(1 + 3 * Math.min(width, 4096))));

/** A PNG of one colour, width × height: small on disk however many pixels it states. */
export const solidPng = (width: number, height: number, background: string): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
