import { integer } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A row's link to a user that turns null when the account is deleted (who created, edited, paid or
 * decided it, a team's owner …): the row and its history outlive the account.
 */
export const userLink = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });
