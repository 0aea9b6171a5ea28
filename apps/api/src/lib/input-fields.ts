import { z } from 'zod';

/** '' and null from an empty form field mean "not sent"; numeric strings from selects become numbers. */
const blankToUndefined = (value: unknown) => {
  if (value === '' || value === null) return undefined;
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value);
  return value;
};

/**
 * A whole number read from a form: `required` when it is missing, `invalid` when it is not a whole
 * number within [min, max]. Forms send numbers as strings and checkboxes as booleans (spec 02 §5).
 */
export function wholeNumber(required: string, invalid: string, min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'boolean' ? Number(value) : blankToUndefined(value)),
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .int(invalid)
      .min(min, invalid)
      .max(max, invalid),
  );
}

/** A database id: positive, within int4. */
export const idNumber = (required: string, invalid: string) =>
  wholeNumber(required, invalid, 1, 2_147_483_647);

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

/** Path parameter id, as the other features declare it. */
export const IdParams = z.object({
  id: z.coerce.number().int().positive('El id no es válido.').max(2_147_483_647),
});
