import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/**
 * A check script of this folder run on a small tree of sources written for the test; the trees are
 * removed after each test.
 */
export function scriptOnTree(scriptName: string) {
  const script = path.resolve(__dirname, scriptName);
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
  });
  return (files: Record<string, string>) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), `${path.parse(scriptName).name}-`));
    roots.push(root);
    for (const [file, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), source);
    }
    const run = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
    return { status: run.status, output: run.stdout + run.stderr };
  };
}
