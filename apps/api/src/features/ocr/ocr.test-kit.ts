import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import type { TestContext } from '../../test/context.test-kit';
import { competitionKit } from '../../test/competition.test-kit';
import type { Expectation } from '../../../../../bench/ocr/generate';

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
  const season = await fx.season();
  const home = await fx.manager(e.teams.home);
  const away = await fx.manager(e.teams.away);
  const homePlayers = await fx.squad(home.team.id, e.squads.home);
  const awayPlayers = await fx.squad(away.team.id, e.squads.away);
  const t = await fx.tournament({ seasonId: season.id, teamIds: [home.team.id, away.team.id] });
  const match = await fx.match({
    tournamentId: t.id,
    home: home.team.id,
    away: away.team.id,
    stage: 1,
    score: [3, 3],
  });
  return { season, home, away, homePlayers, awayPlayers, t, match, fx };
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
export function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + 3 * Math.min(width, 4096)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
