// The files below a folder that the repository's checks read (citations, unused exports, cycles).
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file below `dir` whose name `keep` accepts, in directory order; a folder or file whose name
 * `skip` accepts is passed over. A missing `dir` has none.
 */
export function sourceFiles(dir, keep, skip = () => false, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skip(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, keep, skip, out);
    else if (keep(entry.name)) out.push(full);
  }
  return out;
}
