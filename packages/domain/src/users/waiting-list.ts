import { z } from 'zod';
import { RefSchema, TeamRefSchema } from '../common/contracts';
import { idField } from '../fields';
import { paged } from '../paging';
import type { Role } from '../roles';
import { UserEntrySchema } from './contracts';

/** One account of the waiting list, in sign-up order (decision 026); the email only for an Admin. */
export const WaitingUserSchema = UserEntrySchema.pick({
  id: true,
  name: true,
  email: true,
  created_at: true,
}).extend({
  position: z.number(),
});
export type WaitingUser = z.infer<typeof WaitingUserSchema>;

/** GET /users/waiting-list: the queue page by page, and the Primera/Segunda teams nobody runs. */
export const WaitingListSchema = paged(WaitingUserSchema).extend({ free_teams: z.array(TeamRefSchema) });
export type WaitingList = z.infer<typeof WaitingListSchema>;

export const TEAM_TO_ASSIGN_INVALID = 'Elegí un equipo de Primera o Segunda.';

/** POST /users/{id}/assign-team: the team the waiting user will run. */
export const AssignTeamSchema = z.object({ team_id: idField(TEAM_TO_ASSIGN_INVALID) });

/** GET /dashboard/waiting: the caller's place in the queue (decision 026). */
export const WaitingPlaceSchema = z.object({
  position: z.number(),
  total: z.number(),
  signed_up_at: z.string(),
  /** Primera/Segunda teams without a manager right now: what the next assignment can hand out. */
  free_teams: z.number(),
  /** Who assigns the teams (the league's Admins), so the user knows whom to ask. */
  admins: z.array(RefSchema),
});
export type WaitingPlace = z.infer<typeof WaitingPlaceSchema>;

/** The role that runs a team of this division; null for teams outside the league's two. */
export function managerRoleFor(division: string | null): Role | null {
  if (division === 'Primera') return 'Manager Primera';
  if (division === 'Segunda') return 'Manager Segunda';
  return null;
}
