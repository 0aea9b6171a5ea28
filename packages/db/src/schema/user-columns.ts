import { integer } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { requiredFk } from './columns';

/**
 * A row's link to a user that turns null when the account is deleted (who created, edited, paid or
 * decided it, a team's owner …): the row and its history outlive the account.
 */
export const userLink = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/**
 * The account a row belongs to (`user_id`), deleted with it: its notifications, subscriptions,
 * predictions … (accounts.ts, which defines `users`, writes the column out for its own tables).
 */
export const belongsToUser = () => requiredFk('user_id', () => users.id, { onDelete: 'cascade' });
