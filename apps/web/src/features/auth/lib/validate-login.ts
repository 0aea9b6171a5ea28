import type { LoginInput } from '@liga/domain';

export type LoginErrors = Partial<Record<keyof LoginInput, string>>;

const loadSchema = () => import('./login-schema').then((mod) => mod.LoginSchema);

/** Starts loading the rules while the person types, so a submit rarely waits for them. */
export function preloadLoginRules(): void {
  void loadSchema();
}

/**
 * Checks the form with the domain's LoginSchema (the same rules and Spanish messages the server
 * applies): the parsed values, or the first message of each field.
 */
export async function validateLogin(
  raw: LoginInput,
): Promise<{ values: LoginInput; errors?: undefined } | { values?: undefined; errors: LoginErrors }> {
  const parsed = (await loadSchema()).safeParse(raw);
  if (parsed.success) return { values: parsed.data };
  const errors: LoginErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginInput;
    errors[field] ??= issue.message;
  }
  return { errors };
}
