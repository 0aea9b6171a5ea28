import { useEffect } from 'react';

let loading: Promise<void> | undefined;

/**
 * Loads the password strength estimator (zxcvbn and its dictionaries, ≈1.4 MB) in its own chunk the
 * first time a screen where a password is typed mounts, and installs it into the domain's password
 * field, so the form refuses weak passwords before sending. The server checks again either way.
 */
export function loadPasswordStrength(): Promise<void> {
  loading ??= import('@liga/domain/password-strength').then((m) => m.installPasswordStrength());
  return loading;
}

export function usePasswordStrength(): void {
  useEffect(() => {
    void loadPasswordStrength();
  }, []);
}
