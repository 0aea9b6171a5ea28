/** Public surface of auth: the session user's query and logout, which the authenticated layout runs. */
export { currentUserQueryOptions, useCurrentUserQuery } from './api/get-current-user';
export { useLogout } from './api/logout';
