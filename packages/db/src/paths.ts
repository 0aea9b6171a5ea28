import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The repository (or image) root: the nearest folder above this module holding the migrations.
 * Found by walking up instead of a fixed `../..` because the same code runs from its sources
 * (packages/db/src) and bundled into apps/api/dist, at different depths.
 */
export function projectRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'packages/db/migrations/meta/_journal.json'))) return (cached = dir);
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('No se encontró la carpeta del proyecto (packages/db/migrations).');
    dir = parent;
  }
}

export const projectPath = (...segments: string[]): string => path.join(projectRoot(), ...segments);
