/**
 * What `zod` means in the web bundle (vite.config.ts aliases it here): zod itself, with its Spanish
 * messages set before any schema exists. Configuring zod here instead of calling the domain's
 * installSpanishZodMessages() at the app's start keeps zod off pages that build no schema: it loads
 * with the first form, and with it the locale (the web's tests make that call in their setup).
 */
import { config } from 'zod/v4/core';
import { es } from 'zod/v4/locales';

config(es());

export * from 'zod/v4';
export { default } from 'zod/v4';
