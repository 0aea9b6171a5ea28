/**
 * The strength check the password field runs, installed by whoever can afford its dictionaries
 * (≈1.4 MB): the API installs the zxcvbn estimator at start-up, synchronously, so every schema it
 * parses refuses weak passwords; the web loads it with a dynamic import only on the screens where a
 * password is typed (usePasswordStrength), so the login page and the rest of the app never load it.
 * Until it is installed, the field checks only its length: the server still has the last word.
 */
export type PasswordCheck = (password: string) => string | null;

let installed: PasswordCheck | undefined;

export function installPasswordCheck(check: PasswordCheck): void {
  installed = check;
}

/** null when strong enough or when no check is installed; otherwise the Spanish reason. */
export function passwordWeaknessIfChecked(password: string): string | null {
  return installed ? installed(password) : null;
}
