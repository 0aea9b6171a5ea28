import { z } from 'zod';
import { MAX_ID, MAX_MONEY_INPUT } from './market/constants';

/** The 422 `errors` object: field → messages, first one shown (decision 033). */
export type FieldErrors = Record<string, string[]>;

export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

const DIGITS = /^\s*\d+\s*$/;

/**
 * Form selects send ids as text, and clients send whole objects back (decision 033),
 * so '7', 7 and {id: 7, name: …} all mean player 7.
 */
function toId(v: unknown): unknown {
  if (typeof v === 'string' && DIGITS.test(v)) return Number(v);
  if (typeof v === 'object' && v !== null && 'id' in v) return toId((v as { id: unknown }).id);
  return v;
}

const anId = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

export const idField = (message: string) => z.preprocess(toId, anId(message));

/** An optional id: absent, null and '' (an empty select) all mean "not given". */
export const optionalIdField = (message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : toId(v)), anId(message).optional());

/** Whole currency units (docs/rules.md §12); numeric text from inputs is accepted. */
export const moneyField = (message: string, min = 0) =>
  z.preprocess(
    (v) => (typeof v === 'string' && DIGITS.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(MAX_MONEY_INPUT, message),
  );

/**
 * A list of ids sent as an array or as JSON text (the league's client sends other_players as JSON text);
 * comma-separated ids are read too. Absent, null and '' mean an empty list. Repeated ids are
 * kept once: handing over the same player twice cannot count twice.
 */
function toIdList(v: unknown): unknown {
  if (v === undefined || v === null) return [];
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if (text === '') return [];
  if (/^\d+(\s*,\s*\d+)*$/.test(text)) return text.split(',').map(Number);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return v;
  }
}

const isId = (v: unknown): v is number =>
  Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= MAX_ID;

/** A bad element is reported on the list itself, so the form shows it beside the list. */
export const idListField = (invalid: string, max: number, tooMany: string) =>
  z.preprocess(
    toIdList,
    z
      .array(z.unknown(), { error: invalid })
      .transform((items, ctx) => {
        const ids = items.map(toId);
        if (ids.every(isId)) return [...new Set(ids)];
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      })
      .pipe(z.array(z.number()).max(max, tooMany)),
  );

/** Optional free text: trimmed, absent or null becomes ''. */
export const textField = (max: number, tooLong: string) =>
  z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().trim().max(max, tooLong));

/** '' and null from an empty form field mean "not sent"; numeric strings from selects become numbers. */
const blankToUndefined = (value: unknown) => {
  if (value === '' || value === null) return undefined;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return value;
};

/**
 * A whole number read from a form: `required` when it is missing, `invalid` when it is not a whole
 * number within [min, max]. Forms send numbers as strings; a boolean is no number (decision 013).
 */
export function wholeNumber(required: string, invalid: string, min: number, max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .int(invalid)
      .min(min, invalid)
      .max(max, invalid),
  );
}

/** A database id from a form or a query: positive, within int4. */
export const idNumber = (required: string, invalid: string) => wholeNumber(required, invalid, 1, MAX_ID);

/** A checkbox: booleans, 0/1 and their strings. */
export const checkbox = (invalid: string) =>
  z.preprocess(
    (value) =>
      value === 1 || value === '1' || value === 'true'
        ? true
        : value === 0 || value === '0' || value === 'false'
          ? false
          : value,
    z.boolean({ error: invalid }),
  );

/**
 * A list's rule that each row is listed once: every row whose `key` an earlier row already had gets
 * `message` on its `field` (`[i, field]`), so the form marks the repeated line, not the first.
 */
export const onceEach =
  <Row>(key: (row: Row) => unknown, field: string, message: string) =>
  (rows: Row[], ctx: z.RefinementCtx<Row[]>) => {
    const seen = new Set<unknown>();
    rows.forEach((row, i) => {
      const k = key(row);
      if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [i, field], message });
      seen.add(k);
    });
  };
