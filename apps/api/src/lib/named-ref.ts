/**
 * What a row names by id (its creator, winner, manager …) as `{ id, name }` with the name a join read,
 * or null when the row names nobody. A name the join did not find reads as ''.
 */
export const namedRef = (id: number | null, name: string | null | undefined) =>
  id === null ? null : { id, name: name ?? '' };
