/** A season id as the address carries it (`?season=`), or undefined when it names none. */
export const seasonIdParam = (text: string | null): number | undefined => {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : undefined;
};
