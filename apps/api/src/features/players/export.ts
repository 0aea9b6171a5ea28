import type { Player } from '@liga/domain';
import { messages } from './messages';

const cells = (p: Player): (string | number)[] => [
  p.id,
  p.name,
  p.age,
  p.ca,
  p.pa,
  p.value,
  p.status,
  p.id_team.name,
  p.id_team.division ?? '',
];

/** Text a spreadsheet would run as a formula is prefixed with ' (CSV injection). */
const defuse = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

export type CsvSeparator = 'semicolon' | 'comma';

/**
 * One CSV cell. With `;` (what Excel in Spanish expects) a decimal is written with a comma; numbers
 * never carry thousands separators, so the spreadsheet reads them as numbers.
 */
function csvCell(value: string | number, separator: CsvSeparator): string {
  if (typeof value === 'number') {
    const text = String(value);
    return separator === 'semicolon' ? text.replace('.', ',') : text;
  }
  const text = defuse(value);
  const special = separator === 'semicolon' ? /[";\r\n]|^\s|\s$/ : /[",\r\n]|^\s|\s$/;
  return special.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 CSV (`;` by default) with a UTF-8 BOM so spreadsheet programs read accents right. */
export function playersCsv(rows: readonly Player[], separator: CsvSeparator = 'semicolon'): string {
  const delimiter = separator === 'semicolon' ? ';' : ',';
  const lines = [messages.export.headers, ...rows.map(cells)].map((line) =>
    line.map((cell) => csvCell(cell, separator)).join(delimiter),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function playersXlsx(rows: readonly Player[]): Promise<Buffer> {
  // Loaded on first export: exceljs takes ~0.5 s to import, a third of the server's cold start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(messages.export.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = [8, 30, 7, 6, 6, 14, 13, 28, 10];
  sheet.columns = messages.export.headers.map((header, i) => ({ header, width: widths[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows.map(cells));
  sheet.getColumn(6).numFmt = '#,##0';
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: widths.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
