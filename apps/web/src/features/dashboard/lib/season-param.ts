/** The season chosen in the address (`?season=`), or undefined for the active one. */
export const seasonParam = (text: string | null): number | undefined => {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : undefined;
};
