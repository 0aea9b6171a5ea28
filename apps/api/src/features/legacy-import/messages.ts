import type { LegacyValue } from './legacy-data';

/** The legacy import's messages (decision 032), in Spanish; the CLI's refusal adds the English. */
export const messages = {
  notEmpty:
    'La base ya tiene una liga (equipos, jugadores o temporadas): la importación solo corre sobre una liga vacía.',
  notEmptyEnglish: 'The database already holds a league; the import only runs on an empty one.',
  badFile: 'El archivo no es un volcado de MySQL que se pueda leer',
  noFile: 'Elegí el archivo del volcado (.sql).',
  tooBig: 'El archivo supera el tamaño máximo de la importación',
  noLeague: 'El volcado no tiene las tablas de una liga (users, teams, players).',
  failed: 'La importación falló y no se escribió nada: revisá el log del servidor.',
  /** A report line: a row names a row the dump does not hold ("su jugador 12 no existe"). */
  missing: (what: string, id: LegacyValue | undefined) => `su ${what} ${String(id)} no existe`,
} as const;
