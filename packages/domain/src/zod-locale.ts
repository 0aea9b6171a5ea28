import { z } from 'zod';

/**
 * Spanish default messages for every schema that does not give its own. A call, not a side effect of
 * importing the package: the server makes it first thing at start (apps/api/src/main.ts), the test
 * setups before any test; the web bundle gets the same messages from its zod alias
 * (apps/web/build/zod-es.ts), which keeps zod off pages that build no schema.
 */
export function installSpanishZodMessages(): void {
  z.config(z.locales.es());
}
