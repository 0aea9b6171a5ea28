import { LIST_LIMITS, isAdult, type AgeCounts } from './rules';

/** Player statuses as stored (decision 012); '' means unmodified. */
export const PLAYER_STATUSES = ['liberado', 'bloqueado', 'registrado', 'restringido', 'nada', ''] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

export const RELEASED = 'liberado';
export const BLOCKED = 'bloqueado';
export const REGISTERED = 'registrado';
export const NOT_REGISTRABLE = 'nada';

/** How each status is labelled in selects and tables. */
export const PLAYER_STATUS_LABELS: Readonly<Record<PlayerStatus, string>> = {
  liberado: 'Liberado',
  bloqueado: 'Bloqueado',
  registrado: 'Registrado',
  restringido: 'Restringido',
  nada: 'Nada',
  '': 'Sin modificar',
};

/** Statuses a team owner is offered; only Admin and Organizador may block (docs/rules.md §3.2). */
export const OWNER_STATUSES: readonly PlayerStatus[] = ['', 'liberado', 'registrado', 'restringido', 'nada'];

export type OwnerStatusRefusal = 'block' | 'blocked' | 'registered';

/**
 * Why a team owner who is not staff may not move their player from `from` to `to`, or null.
 * Blocking is staff-only (docs/rules.md §3.2); a blocked player stays blocked until staff lifts it; and
 * registering is irreversible (docs/rules.md §3.2), so a registered player's status is staff's to change.
 */
export function ownerStatusRefusal(from: string, to: string): OwnerStatusRefusal | null {
  if (from === to) return null;
  if (to === BLOCKED) return 'block';
  if (from === BLOCKED) return 'blocked';
  if (from === REGISTERED) return 'registered';
  return null;
}

export type RegistrationRefusal =
  'already' | 'not_registrable' | 'released' | 'blocked' | 'adults_full' | 'youth_full';

/**
 * Why the Registrar button may not register a player, or null. `registered` counts the team's
 * registered players before this one; the list limits bind whoever presses the button.
 */
export function registrationRefusal(
  player: { status: string; age: number },
  registered: AgeCounts,
  byStaff: boolean,
): RegistrationRefusal | null {
  if (player.status === REGISTERED) return 'already';
  if (player.status === NOT_REGISTRABLE) return 'not_registrable';
  if (player.status === RELEASED) return 'released';
  if (player.status === BLOCKED && !byStaff) return 'blocked';
  if (isAdult(player.age) ? registered.adults >= LIST_LIMITS.adults : registered.youth >= LIST_LIMITS.youth) {
    return isAdult(player.age) ? 'adults_full' : 'youth_full';
  }
  return null;
}
