import { z } from 'zod';

/** Spanish default messages for every schema that does not give its own (server and web alike). */
z.config(z.locales.es());
