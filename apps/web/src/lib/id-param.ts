import { useParams } from 'react-router';

/** A record's id as the address carries it (`/jugadores/12`, `?season=3`), or undefined when it names none. */
export const idParam = (text: string | null | undefined): number | undefined => {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The route's `:id` (or the parameter `name`) as a record's id. `valid` is false for an address that
 * names none; `id` is then 0, and the page's query, disabled, never asks for it.
 */
export function useIdParam(name = 'id') {
  const id = idParam(useParams()[name]);
  return { id: id ?? 0, valid: id !== undefined };
}
