/**
 * A maker of test records: every call takes the next id after `lastId`, builds the defaults for it
 * and lays the overrides on top, so that two records made in one test never share an id.
 */
export function recordMaker<T>(lastId: number, defaults: (id: number) => T) {
  let id = lastId;
  return (overrides: Partial<T> = {}): T => {
    id += 1;
    return { ...defaults(id), ...overrides };
  };
}
