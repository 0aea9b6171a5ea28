import { describe, expect, it } from 'vitest';
import { DumpError, readDump } from './dump-reader';
import { date, text, yes } from './legacy-data';

const DUMP = `-- MySQL dump 10.13
/*!40101 SET NAMES utf8mb4 */;
DROP TABLE IF EXISTS \`players\`;
CREATE TABLE \`players\` (
  \`id\` bigint unsigned NOT NULL AUTO_INCREMENT,
  \`name\` varchar(255) COLLATE utf8mb4_unicode_ci NOT NULL DEFAULT 'a,b',
  \`value\` int DEFAULT '15000000',
  \`created_at\` timestamp NULL DEFAULT NULL,
  PRIMARY KEY (\`id\`),
  KEY \`players_id_team_foreign\` (\`id\`,\`name\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
LOCK TABLES \`players\` WRITE;
INSERT INTO \`players\` VALUES (1,'O\\'Neil \\\\ \\"x\\"\\nok',15000000,'0000-00-00 00:00:00'),(2,'It''s',NULL,'2024-03-01 10:20:30'),(3,_binary 'Ñandú',-5,NULL);
UNLOCK TABLES;
INSERT INTO \`bets\` (\`id\`,\`home_odd\`) VALUES (7,1.85),(8,0x414243);
`;

describe('readDump', () => {
  it('reads columns, escapes, NULL, numbers, introducers and hex literals', () => {
    const data = readDump(DUMP);
    const players = data.tables.get('players')!;
    expect(players.columns).toEqual(['id', 'name', 'value', 'created_at']);
    expect(players.rows).toEqual([
      { id: 1, name: 'O\'Neil \\ "x"\nok', value: 15000000, created_at: '0000-00-00 00:00:00' },
      { id: 2, name: "It's", value: null, created_at: '2024-03-01 10:20:30' },
      { id: 3, name: 'Ñandú', value: -5, created_at: null },
    ]);
    expect(data.tables.get('bets')!.rows).toEqual([
      { id: 7, home_odd: 1.85 },
      { id: 8, home_odd: 'ABC' },
    ]);
    expect(data.latin1).toEqual([]);
  });

  it('reads bytes that are not UTF-8 as latin1 and lists them', () => {
    const head = Buffer.from(
      "CREATE TABLE `teams` (`id` int, `name` varchar(9));\nINSERT INTO `teams` VALUES (1,'",
    );
    const dump = Buffer.concat([head, Buffer.from('Peñarol', 'latin1'), Buffer.from("'),(2,'ok');")]);
    const data = readDump(dump);
    expect(data.tables.get('teams')!.rows[0]!.name).toBe('Peñarol');
    expect(data.latin1).toEqual([{ table: 'teams', row: 0, column: 'name' }]);
  });

  it('refuses a file that is not a dump, and a broken row, with the line', () => {
    expect(() => readDump('hola, esto no es un volcado')).toThrow(DumpError);
    expect(() => readDump("CREATE TABLE `t` (`a` int);\nINSERT INTO `t` VALUES (1,'abierto")).toThrow(
      /línea 2/,
    );
  });

  it('cleans the values the mapping reads', () => {
    expect(text('JosÃ© PÃ©rez')).toBe('José Pérez');
    expect(text('  Mañana ')).toBe('Mañana');
    expect(date('0000-00-00')).toBeNull();
    expect(date('2025-02-30 00:00:00')).toBeNull();
    expect(date('2025-01-05')?.toISOString()).toBe('2025-01-05T00:00:00.000Z');
    expect([yes('yes'), yes('on'), yes(1), yes('no'), yes(null)]).toEqual([true, true, true, false, false]);
  });
});
