/** User roles exactly as stored and shown (spec 01 §3). */
export const ROLES = [
  'Admin',
  'Organizador',
  'Manager Primera',
  'Manager Segunda',
  'En lista de espera',
  'visitante',
] as const;
export type Role = (typeof ROLES)[number];

/** Sign-up role (DESIGN.md §6). */
export const SIGNUP_ROLE: Role = 'En lista de espera';

export const STAFF_ROLES: readonly Role[] = ['Admin', 'Organizador'];

export const isAdmin = (rol: string | null | undefined): boolean => rol === 'Admin';
export const isStaff = (rol: string | null | undefined): boolean => rol === 'Admin' || rol === 'Organizador';
export const isManager = (rol: string | null | undefined): boolean =>
  rol === 'Manager Primera' || rol === 'Manager Segunda';

/** How a role is labelled on screen: visitante is shown as 'Otro' (spec 01 §1). */
export function roleLabel(rol: string): string {
  return rol === 'visitante' ? 'Otro' : rol;
}
