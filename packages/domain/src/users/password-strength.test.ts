import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignupSchema } from '../auth/contracts';
import { installPasswordCheck } from './password-check';
import { WEAK_PASSWORD, installPasswordStrength, passwordWeakness } from './password-strength';

/** A sign-up with valid name and email, so that only the password decides. */
const signUp = (password: string) =>
  SignupSchema.safeParse({
    name: 'Ana',
    email: 'ana@liga.test',
    password,
    password_confirmation: password,
  });

describe('password strength (decision 013)', () => {
  beforeAll(() => installPasswordStrength());
  afterAll(() => installPasswordCheck(() => null));

  it.each(['password', '12345678', '        ', 'password123', 'qwertyuiop', 'futbol2024'])(
    'refuses %j with a Spanish reason on the password field',
    (password) => {
      const parsed = signUp(password);
      expect(parsed.success).toBe(false);
      const issue = parsed.error!.issues.find((i) => i.path[0] === 'password');
      expect(issue?.message.startsWith(WEAK_PASSWORD)).toBe(true);
    },
  );

  it('accepts passphrases and keeps the length message for short ones', () => {
    expect(passwordWeakness('Rojos-campeones-99')).toBeNull();
    expect(passwordWeakness('clave-muy-segura')).toBeNull();
    const short = signUp('abc');
    expect(short.error!.issues.map((i) => i.message)).toEqual([
      'El password debe tener al menos 8 caracteres.',
    ]);
  });
});

describe('password field before the estimator is installed', () => {
  it('checks only the length (the web loads the estimator lazily; the server installs it at start-up)', () => {
    expect(signUp('password').success).toBe(true);
  });
});
