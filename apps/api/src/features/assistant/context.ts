import type { Db } from '@liga/db';
import type { AssistantSource } from '@liga/domain';
import type { AuthUser } from '../../plugins/auth';
import type { Season } from '../seasons';

/** Who asks and when: every data answer reads through the API's services as this user. */
export interface AskContext {
  db: Db;
  me: AuthUser;
  now: Date;
  timeZone: string;
  season: Season | null;
  question: string;
}

export interface Grounded {
  message: string;
  sources: AssistantSource[];
  /** True when the answer holds data only the caller may see (never sent to a language model). */
  personal?: boolean;
  suggestions?: string[];
}

export const link = (label: string, href: string): AssistantSource => ({ label, href });
