import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as spanish, translations } from '@zxcvbn-ts/language-es-es';
import { installPasswordCheck } from './password-check';

/**
 * Lowest zxcvbn score accepted (0–4). 2 refuses the common and trivial passwords (`password`,
 * `12345678`, eight spaces, keyboard rows, names and dates) without forcing long passphrases on a
 * community league (decision 013).
 */
export const MIN_PASSWORD_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;
/**
 * Built on first use. Not exported from the package's index: the API and the web's password screens
 * import '@liga/domain/password-strength' and install it (password-check.ts).
 */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common, ...spanish },
    graphs: adjacencyGraphs,
    translations,
  });
  return estimator;
}

export const WEAK_PASSWORD = 'El password es demasiado fácil de adivinar.';

/** null when the password is strong enough; otherwise the Spanish reason, with the estimator's advice. */
export function passwordWeakness(password: string, userInputs: string[] = []): string | null {
  const result: ZxcvbnResult = zxcvbn().check(password.slice(0, 128), userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const advice = [result.feedback.warning, ...result.feedback.suggestions]
    .filter((text): text is string => Boolean(text))
    .map((text) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`));
  return [WEAK_PASSWORD, ...advice].join(' ');
}

/** Makes the password field of every schema refuse weak passwords (password-check.ts). */
export function installPasswordStrength(): void {
  installPasswordCheck((password) => passwordWeakness(password));
}
