/** The /importar screen's texts (decision 032). */
export const legacyImportMessages = {
  title: 'Importar una liga',
  intro:
    'Traé la liga desde la aplicación anterior: subí el volcado de su base MySQL (mysqldump, archivo .sql). Se importa todo en una sola operación: si algo falla, no se escribe nada.',
  noPermission: 'Solo un Admin puede importar una liga.',
  notEmpty:
    'Esta liga ya tiene equipos, jugadores o temporadas: la importación solo corre sobre una liga vacía.',
  loading: 'Cargando…',
  file: 'Volcado (.sql)',
  dryRun: 'Solo simular: mostrar qué se importaría, sin escribir nada',
  submit: 'Importar',
  simulate: 'Simular',
  noFile: 'Elegí el archivo del volcado (.sql).',
  confirmTitle: 'Importar la liga',
  confirmBody: (name: string) =>
    `Se importan todos los usuarios, equipos, jugadores, ofertas, apuestas, partidos y estadísticas de ${name}. No se puede deshacer desde la aplicación.`,
  uploading: (pct: number) => `Subiendo el archivo… ${pct}%`,
  importing: (pct: number, table: string) => `Importando ${table}… ${pct}%`,
  failed: 'La importación falló y no se escribió nada.',
  doneDry: 'Simulación terminada: no se escribió nada.',
  done: 'Liga importada.',
  summary: (version: string, season: number, team: number) =>
    `Esquema ${version}; temporada activa ${season}; Agentes Libres: equipo ${team}.`,
  tables: 'Filas por tabla',
  ledgerOk: (budgets: string) => `Libro mayor en orden: presupuestos y movimientos suman ${budgets}.`,
  ledgerBad: (n: number) => `El libro mayor no cuadra para ${n} usuarios.`,
  standingsOk: 'Las tablas de posiciones guardadas coinciden con las que dan los partidos.',
  standingsDiff: (n: number) =>
    n === 1
      ? '1 fila de las tablas guardadas no coincide con los partidos:'
      : `${n} filas de las tablas guardadas no coinciden con los partidos:`,
  notImported: 'No se importan',
  problems: (n: number) => `Filas con problemas (${n})`,
  noProblems: 'Ninguna fila con problemas.',
} as const;
