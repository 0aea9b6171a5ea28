import {
  BAN_ROUNDS,
  CUP_FIRST_ROUND_TEAMS,
  LEAGUE_ROUNDS,
  MAX_SUBSTITUTIONS,
  TEAMS_PER_DIVISION,
  UCL_GROUP_SIZE,
  YELLOW_RULES,
} from '../competition/constants';
import { UCL_GROUPS, UCL_TEAMS } from '../competition/fixtures';
import { POINTS } from '../competition/standings';
import { describeZones } from '../competition/zones';
import { formatMoney } from '../format';
import {
  AUCTION_CLOSE_HOURS,
  AUCTION_MIN_OPENING_PERCENT,
  BET_MAX,
  BET_MIN,
  CLAUSE_MAX_FACTOR,
  CLAUSE_TIEBREAK_HOURS,
  MARKET_GATE_DELAY_HOURS,
  MAX_CLAUSES_LOST_PER_SEASON,
  MIN_RAISE,
  REVEAL_HOURS,
} from '../market/constants';
import {
  ASSISTS_BONUS,
  FIRST_PLACE_PRIZE,
  MAX_PRIZES_PER_SUBMISSION,
  SCORER_BONUS,
} from '../prizes/constants';
import { ADULT_AGE_OVER, DIVISION_CA_CAP, LIST_LIMITS, TOP_SQUAD_SIZE } from '../squad/rules';
import {
  CLAUSE_EXECUTION_HOURS,
  DATA_ENTRY_HOURS,
  LATE_ENTRY_PENALTY_HOURS,
  LOCKS_PER_TEAM,
  MARKET_ENTRY_CA_CAP,
  MARKET_ENTRY_CA_CAP_AFTER_RESET,
  OBJECTIVE_STEP_AMOUNT,
  RESULT_CLAIM_HOURS,
  WITHDRAWAL_PENALTIES,
  WITHDRAWAL_UNNOTIFIED_EXTRA,
} from './constants';

/** 'a, b y c' */
export const spanishList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
const yellows = (kind: 'league' | 'cup', i: 0 | 1) => String(YELLOW_RULES[kind][i].every);

export interface RulebookValue {
  /** What the placeholder stands for, shown in the editor's help. */
  label: string;
  value: string;
  /** true: the application enforces it; false: league staff apply it. */
  enforced: boolean;
}

const v = (label: string, value: string | number, enforced = true): RulebookValue => ({
  label,
  value: String(value),
  enforced,
});

/**
 * Every number the rule book prints, by placeholder: a section's Markdown says {{BET_MIN}} and the
 * reader sees 1.000.000, taken from the constant the bet rule checks. Change a rule's constant and
 * the rule book follows on its next render.
 */
export const RULEBOOK_VALUES = {
  TEAMS_PER_DIVISION: v('Equipos por división', TEAMS_PER_DIVISION),
  LEAGUE_ROUNDS: v('Fechas de la fase regular', LEAGUE_ROUNDS),
  POINTS_WIN: v('Puntos por partido ganado', POINTS.win),
  POINTS_DRAW: v('Puntos por empate', POINTS.draw),
  POINTS_LOSS: v('Puntos por derrota', POINTS.loss),
  ZONES_PRIMERA: v('Zonas de la tabla de Primera (puestos)', describeZones('PD')),
  ZONES_SEGUNDA: v('Zonas de la tabla de Segunda (puestos)', describeZones('SD')),
  UCL_TEAMS: v('Equipos de la Champions League', UCL_TEAMS),
  UCL_GROUPS: v('Grupos de la Champions League', UCL_GROUPS.length),
  UCL_GROUP_SIZE: v('Equipos por grupo de la Champions League', UCL_GROUP_SIZE),
  CUP_FIRST_ROUND_TEAMS: v('Equipos de la primera ronda de la copa', CUP_FIRST_ROUND_TEAMS),
  LIST_ADULTS: v('Jugadores mayores de la lista', LIST_LIMITS.adults),
  LIST_YOUTH: v('Jugadores juveniles de la lista', LIST_LIMITS.youth),
  LIST_TOTAL: v('Jugadores de la lista', LIST_LIMITS.total),
  ADULT_AGE: v('Edad desde la que se es mayor (más de)', ADULT_AGE_OVER),
  TOP_SQUAD_SIZE: v('Jugadores que cuentan para el promedio de CA', TOP_SQUAD_SIZE),
  CA_CAP_PRIMERA: v('Tope de CA promedio en Primera', DIVISION_CA_CAP.Primera),
  CA_CAP_SEGUNDA: v('Tope de CA promedio en Segunda', DIVISION_CA_CAP.Segunda),
  MARKET_ENTRY_CA_CAP: v('Tope de CA para entrar al mercado', MARKET_ENTRY_CA_CAP, false),
  MARKET_ENTRY_CA_CAP_AFTER_RESET: v(
    'Tope de CA para entrar al mercado tras un reseteo',
    MARKET_ENTRY_CA_CAP_AFTER_RESET,
    false,
  ),
  LOCKS_PER_TEAM: v('Candados por equipo', LOCKS_PER_TEAM, false),
  MARKET_GATE_HOURS: v(
    'Horas entre el inicio de temporada y transferencias/subastas',
    MARKET_GATE_DELAY_HOURS,
  ),
  REVEAL_HOURS: v('Horas de apertura de las ofertas', spanishList(REVEAL_HOURS.map(hour))),
  CLAUSE_MAX_PERCENT: v('Pago máximo de una cláusula', `${CLAUSE_MAX_FACTOR * 100}%`),
  CLAUSE_EXECUTION_HOURS: v('Duración de la ejecución de una cláusula (h)', CLAUSE_EXECUTION_HOURS, false),
  CLAUSE_TIEBREAK_HOURS: v('Plazo de desempate de una cláusula (h)', CLAUSE_TIEBREAK_HOURS),
  MAX_CLAUSES_LOST: v('Jugadores que un equipo puede perder por cláusula', MAX_CLAUSES_LOST_PER_SEASON),
  AUCTION_CLOSE_HOURS: v('Horas sin pujas que cierran una subasta', AUCTION_CLOSE_HOURS),
  AUCTION_MIN_RAISE: v('Puja mínima por encima de la anterior', formatMoney(MIN_RAISE)),
  AUCTION_MIN_OPENING_PERCENT: v('Apertura mínima de una subasta', `${AUCTION_MIN_OPENING_PERCENT}%`),
  BET_MIN: v('Apuesta mínima', formatMoney(BET_MIN)),
  BET_MAX: v('Apuesta máxima', formatMoney(BET_MAX)),
  WITHDRAWAL_PENALTIES: v(
    'Multas por retiro (1°, 2° y 3°)',
    spanishList(WITHDRAWAL_PENALTIES.map(formatMoney)),
    false,
  ),
  WITHDRAWAL_UNNOTIFIED_EXTRA: v(
    'Recargo por retiro sin aviso',
    formatMoney(WITHDRAWAL_UNNOTIFIED_EXTRA),
    false,
  ),
  OBJECTIVE_STEP: v('Premio o multa por escalón de objetivo', formatMoney(OBJECTIVE_STEP_AMOUNT), false),
  PRIZE_FIRST_PRIMERA: v('Premio al campeón de Primera', formatMoney(FIRST_PLACE_PRIZE.PD)),
  PRIZE_FIRST_SEGUNDA: v('Premio al campeón de Segunda', formatMoney(FIRST_PLACE_PRIZE.SD)),
  SCORER_BONUS: v('Bono al goleador', formatMoney(SCORER_BONUS)),
  ASSISTS_BONUS: v('Bono al asistidor', formatMoney(ASSISTS_BONUS)),
  MAX_PRIZES: v('Premios por carga', MAX_PRIZES_PER_SUBMISSION),
  RESULT_CLAIM_HOURS: v('Plazo para reclamar un resultado (h)', RESULT_CLAIM_HOURS, false),
  DATA_ENTRY_HOURS: v('Plazo para cargar los datos del partido (h)', DATA_ENTRY_HOURS, false),
  LATE_ENTRY_1: v('Primer escalón de demora (h)', LATE_ENTRY_PENALTY_HOURS[0], false),
  LATE_ENTRY_2: v('Segundo escalón de demora (h)', LATE_ENTRY_PENALTY_HOURS[1], false),
  LATE_ENTRY_3: v('Tercer escalón de demora (h)', LATE_ENTRY_PENALTY_HOURS[2], false),
  YELLOWS_LEAGUE: v('Amarillas que suspenden una fecha (liga)', yellows('league', 0)),
  YELLOWS_LEAGUE_DOUBLE: v('Amarillas que suspenden dos fechas (liga)', yellows('league', 1)),
  YELLOWS_CUP: v('Amarillas que suspenden una fecha (copas)', yellows('cup', 0)),
  YELLOWS_CUP_DOUBLE: v('Amarillas que suspenden también la fecha siguiente (copas)', yellows('cup', 1)),
  RED_CARD_BAN: v('Fechas de suspensión por roja', BAN_ROUNDS.red_card),
  DIRECT_RED_BAN: v('Fechas de suspensión por roja directa', BAN_ROUNDS.direct_red),
  INJURY_BAN: v('Fechas fuera por lesión', BAN_ROUNDS.injury),
  SERIOUS_INJURY_BAN: v('Fechas fuera por lesión grave', BAN_ROUNDS.serious_injury),
  MAX_SUBSTITUTIONS: v('Cambios por partido', MAX_SUBSTITUTIONS, false),
} as const satisfies Record<string, RulebookValue>;

export type RulebookKey = keyof typeof RULEBOOK_VALUES;

const PLACEHOLDER = /\{\{\s*([A-Z0-9_]+)\s*\}\}/g;

const lookup = (key: string): RulebookValue | undefined =>
  Object.hasOwn(RULEBOOK_VALUES, key) ? RULEBOOK_VALUES[key as RulebookKey] : undefined;

/** The Markdown a reader sees: every known {{KEY}} replaced by its value, unknown ones left as typed. */
export function resolveRulebook(markdown: string): string {
  return markdown.replace(PLACEHOLDER, (whole, key: string) => lookup(key)?.value ?? whole);
}

/** Placeholders that name no value (refused when a section is saved). */
export function unknownPlaceholders(markdown: string): string[] {
  const unknown = [...markdown.matchAll(PLACEHOLDER)].map((m) => m[1]!).filter((key) => !lookup(key));
  return [...new Set(unknown)];
}

/** Placeholders a text uses, known or not. */
export const placeholdersIn = (markdown: string): string[] => [
  ...new Set([...markdown.matchAll(PLACEHOLDER)].map((m) => m[1]!)),
];
