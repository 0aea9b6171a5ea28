import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { speaksTuteo } from '../../../../packages/domain/src/spanish-voice.test-kit';

/**
 * The web's own texts speak as the league's client does, with voseo ('Conectate', 'Registrate',
 * 'Elegí'), and show no status code in English (decision 029). Texts the league's client writes with
 * tuteo stay verbatim: the kit lists them, and only they may break the rule.
 */

/** Status codes of the API that a screen must show in words ('Abierta', 'Pendiente'). */
const ENGLISH_STATUS =
  /^(active|inactive|pending|confirmed|cancelled|canceled|won|lost|open|closed|done|failed|completed|Under|Over)$/i;

const srcDir = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.|test-kit/.test(entry.name) ? [full] : [];
  });
}

interface Text {
  file: string;
  text: string;
  jsx: boolean;
}

/** Every string, template and JSX text of the web's sources (not imports, not tests). */
function texts(): Text[] {
  const found: Text[] = [];
  for (const file of sourceFiles(srcDir)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      const parent = node.parent as ts.Node | undefined;
      const inModuleName = parent && (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent));
      let text: string | undefined;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node))
        text = node.text.trim();
      else if (ts.isTemplateExpression(node))
        text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…').trim();
      if (text && !inModuleName)
        found.push({ file: path.relative(srcDir, file), text, jsx: ts.isJsxText(node) });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const all = texts();

describe("the web's Spanish (decision 029)", () => {
  it('reads the sources', () => {
    expect(all.some((t) => t.text === 'Conectate')).toBe(true);
    expect(all.length).toBeGreaterThan(1000);
  });

  it('writes with voseo; tuteo only in the texts the league’s client quotes', () => {
    const tuteo = all.filter((t) => speaksTuteo(t.text)).map((t) => `${t.file}: ${t.text}`);
    expect(tuteo).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    const caught = speaksTuteo;
    for (const text of [
      'Elige un equipo',
      'No tienes jugadores para ofrecer.',
      'Conéctate',
      'Primero carga los goles',
      'La hiciste tú: debe confirmarla otro.',
    ])
      expect(caught(text), text).toBe(true);
    for (const text of ['Elegí un equipo', 'No tenés jugadores', 'Conectate', 'Carga manual', 'Cierra'])
      expect(caught(text), text).toBe(false);
  });

  it('shows no English status word as text', () => {
    const english = all
      .filter((t) => t.jsx && ENGLISH_STATUS.test(t.text))
      .map((t) => `${t.file}: ${t.text}`);
    expect(english).toEqual([]);
  });

  it('renders no status field raw: each screen maps the code to words', () => {
    // `{x.status}` or `cell: (x) => x.status` puts the API's code ('active') on screen. Player statuses
    // are Spanish words in the league's client ('bloqueado', 'libre').
    const raw = /((?<![=$])\{\s*\w+\.status\s*\}|=>\s*\w+\.status\s*[,}])/;
    const playerStatus = new Set(['components/ui/player-checklist.tsx']);
    const offenders = sourceFiles(srcDir)
      .filter((file) => file.endsWith('.tsx') && !playerStatus.has(path.relative(srcDir, file)))
      .filter((file) => raw.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(srcDir, file));
    expect(offenders).toEqual([]);
  });
});
