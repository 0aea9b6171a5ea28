/**
 * The domain's login rules, in a chunk of their own: the login page imports this module only after
 * its first paint (and awaits it on submit), so zod stays out of the first screen's JavaScript.
 */
export { LoginSchema } from '@liga/domain';
