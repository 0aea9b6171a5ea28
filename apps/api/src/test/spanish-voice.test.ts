import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { speaksTuteo } from '../../../../packages/domain/src/spanish-voice.test-kit';

/**
 * What the API answers and what the domain validates reach the screen as they are ('No tenés permiso…',
 * 'Seleccioná un jugador.'): they speak with the web's voice, voseo, and only the texts the
 * league's current client writes with tuteo keep it (decision 029). The same rules as the web's scan.
 */
const root = path.resolve(__dirname, '../../../..');
const SCANNED = ['apps/api/src', 'packages/domain/src'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.|test-kit/.test(entry.name) ? [full] : [];
  });
}

/** Every string and template of the sources (not module names, not tests); `${…}` reads '…'. */
function texts(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const file of SCANNED.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      const parent = node.parent as ts.Node | undefined;
      const inModuleName = parent && (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent));
      let text: string | undefined;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text.trim();
      else if (ts.isTemplateExpression(node))
        text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…').trim();
      if (text && !inModuleName) found.push({ file: path.relative(root, file), text });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

const all = texts();

describe("the API's and the domain's Spanish (decision 029)", () => {
  it('reads both packages', () => {
    expect(all.some((t) => t.file.startsWith('apps/api/') && t.text.startsWith('No tenés permiso'))).toBe(
      true,
    );
    expect(
      all.some((t) => t.file.startsWith('packages/domain/') && t.text === 'Seleccioná un jugador.'),
    ).toBe(true);
  });

  it('writes with voseo; tuteo only in the texts the league’s client quotes', () => {
    const tuteo = all.filter((t) => speaksTuteo(t.text)).map((t) => `${t.file}: ${t.text}`);
    expect(tuteo).toEqual([]);
  });

  it('catches what it is meant to catch', () => {
    for (const text of [
      'Selecciona un jugador.',
      'No puedes confirmar esta transferencia.',
      'Tienes … jugadores registrados',
      'Escribe qué buscar.',
      'Indica si la sección sube o baja.',
      'No podés confirmar una oferta hecha por ti.',
      'Ya tenés … propuestas abiertas: espera una respuesta o cancela alguna.',
      'Cierra la ganadora con un motivo.',
      'Hay dos jugadores con ese nombre: elígelo por id.',
    ])
      expect(speaksTuteo(text), text).toBe(true);
    for (const text of [
      'Seleccioná un jugador.',
      'No podés confirmar una oferta hecha por vos.',
      'Ya tenés … propuestas abiertas: esperá una respuesta o cancelá alguna.',
      'El ajuste dejaría el presupuesto fuera del límite de la liga.',
      'La subasta sigue abierta: se confirma cuando cierre.',
      'La subasta de Pérez la va ganando Norte; cierra el lunes.',
      'Ese usuario ya no está en la lista de espera.',
      'Tienes que cargar los goles',
      'Hay dos jugadores con ese nombre: elegilo por id.',
      'La imagen tiene 49 megapíxeles; el límite son 40.',
    ])
      expect(speaksTuteo(text), text).toBe(false);
  });
});
