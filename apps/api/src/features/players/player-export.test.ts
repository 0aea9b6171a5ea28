import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.test-kit';
import { leagueKit } from '../../test/league.test-kit';

const ctx = useTestContext();
const kit = leagueKit(ctx);

async function league() {
  const user = await ctx.actor('Manager Primera');
  const primera = await kit.team({ name: 'Real Costanera', division: 'Primera' });
  const other = await kit.team({ name: 'Celtic, "Verde"', division: null });
  await kit.player({
    idTeam: primera.id,
    name: 'Ñandú Gómez',
    age: 19,
    ca: 150,
    pa: 180,
    value: 25_000_000,
    status: 'registrado',
  });
  await kit.player({ idTeam: other.id, name: '=HYPERLINK("x")', age: 30, ca: 100, pa: 100, value: 0 });
  return user;
}

describe('GET /api/players/export', () => {
  it('exports CSV for Excel in Spanish: a BOM, `;`, quoting and no formulas', async () => {
    const user = await league();
    const res = await ctx.request(user.token, { method: 'GET', url: '/api/players/export?format=csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="jugadores.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('ID;Nombre;Edad;CA;PA;Valor;Estado;Equipo;División');
    expect(lines.slice(1, 3)).toEqual([
      `2;"'=HYPERLINK(""x"")";30;100;100;0;;"Celtic, ""Verde""";`,
      '1;Ñandú Gómez;19;150;180;25000000;registrado;Real Costanera;Primera',
    ]);
    expect(lines[3]).toBe('');
  });

  it('exports CSV with commas when asked', async () => {
    const user = await league();
    const res = await ctx.request(user.token, {
      method: 'GET',
      url: '/api/players/export?format=csv&separator=comma',
    });
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('ID,Nombre,Edad,CA,PA,Valor,Estado,Equipo,División');
    expect(lines[1]).toBe(`2,"'=HYPERLINK(""x"")",30,100,100,0,,"Celtic, ""Verde""",`);
    const bad = await ctx.request(user.token, { method: 'GET', url: '/api/players/export?separator=tab' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.separator).toEqual(['El separador debe ser semicolon o comma.']);
  });

  it('exports the list as sorted and filtered on screen', async () => {
    const user = await league();
    const byCa = await ctx.request(user.token, {
      method: 'GET',
      url: '/api/players/export?sort=ca&dir=desc',
    });
    expect(
      byCa.body
        .split('\r\n')
        .slice(1, 3)
        .map((l) => l.split(';')[1]),
    ).toEqual(['Ñandú Gómez', `"'=HYPERLINK(""x"")"`]);
    const young = await ctx.request(user.token, {
      method: 'GET',
      url: '/api/players/export?age_max=20&division=Primera&status=registrado',
    });
    expect(young.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(young.body).toContain('Ñandú Gómez');
    const none = await ctx.request(user.token, {
      method: 'GET',
      url: '/api/players/export?division=Segunda',
    });
    expect(none.body.split('\r\n').filter(Boolean)).toHaveLength(1);
    const bad = await ctx.request(user.token, { method: 'GET', url: '/api/players/export?sort=email' });
    expect(bad.statusCode).toBe(422);
  });

  it('exports the current list: name search and outside filter apply', async () => {
    const user = await league();
    const outside = await ctx.request(user.token, { method: 'GET', url: '/api/players/export?outside=true' });
    expect(outside.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    const byName = await ctx.request(user.token, {
      method: 'GET',
      url: '/api/players/export?name=%C3%B1and%C3%BA',
    });
    expect(byName.body).toContain('Ñandú Gómez');
    expect(byName.body).not.toContain('HYPERLINK');
  });

  it('exports XLSX that reads back with the same rows', async () => {
    const user = await league();
    const res = await ctx.request(user.token, { method: 'GET', url: '/api/players/export?format=xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="jugadores.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Jugadores')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'ID',
      'Nombre',
      'Edad',
      'CA',
      'PA',
      'Valor',
      'Estado',
      'Equipo',
      'División',
    ]);
    expect(sheet.getRow(3).values).toEqual([
      undefined,
      1,
      'Ñandú Gómez',
      19,
      150,
      180,
      25_000_000,
      'registrado',
      'Real Costanera',
      'Primera',
    ]);
    // A formula-looking name stays text.
    expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.String);
    const sorted = await ctx.request(user.token, {
      method: 'GET',
      url: '/api/players/export?format=xlsx&sort=ca&dir=desc&outside=true',
    });
    const filtered = new ExcelJS.Workbook();
    await filtered.xlsx.load(sorted.rawPayload as unknown as ArrayBuffer);
    expect(filtered.getWorksheet('Jugadores')!.rowCount).toBe(2);
  });

  it('refuses an unknown format and callers without a token', async () => {
    const user = await league();
    const bad = await ctx.request(user.token, { method: 'GET', url: '/api/players/export?format=pdf' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.format).toEqual(['El formato debe ser csv o xlsx.']);
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/players/export' })).statusCode).toBe(
      401,
    );
  });
});
