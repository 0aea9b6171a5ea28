import { createHash } from 'node:crypto';
import { copyFile, mkdir, stat, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The recogniser's languages; both ship on npm as @tesseract.js-data/<code> (decision 033). */
export const OCR_LANGUAGES = ['spa', 'eng'] as const;
/** LSTM-only integer models: smaller and faster than the legacy+LSTM '4.0.0' data. */
const MODEL = '4.0.0_best_int';

const require = createRequire(import.meta.url);

const sourceOf = (code: string) =>
  path.join(
    path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)),
    MODEL,
    `${code}.traineddata.gz`,
  );

/**
 * tesseract.js reads every language from one `langPath`, and npm installs each language in its own
 * package: link both files into one folder (named after their location, so two installs never share
 * it). Nothing is fetched: a missing file fails here, not on the network.
 */
export async function languageFolder(): Promise<string> {
  const sources = OCR_LANGUAGES.map(sourceOf);
  const tag = createHash('sha1').update(sources.join('\n')).digest('hex').slice(0, 10);
  const folder = path.join(os.tmpdir(), `liga-ocr-lang-${tag}`);
  await mkdir(folder, { recursive: true });
  for (const [i, source] of sources.entries()) {
    const target = path.join(folder, `${OCR_LANGUAGES[i]}.traineddata.gz`);
    const present = await stat(target).then(
      (s) => s.size > 0,
      () => false,
    );
    if (present) continue;
    await symlink(source, target).catch(async (error: NodeJS.ErrnoException) => {
      // Another process linked it first, or the file system refuses links: copy instead.
      if (error.code !== 'EEXIST') await copyFile(source, target);
    });
  }
  return folder;
}
