import { hash, verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** A bcrypt hash brought over from the league's previous application (decision 032). */
export const isLegacyHash = (stored: string): boolean => /^\$2[aby]\$/.test(stored);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    // PHP writes $2y$, the same algorithm as $2b$.
    if (isLegacyHash(stored)) return await bcrypt.compare(password, stored.replace(/^\$2y\$/, '$2b$'));
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the email is unknown, so timing does not reveal accounts. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword('decoy-password-never-used'));
