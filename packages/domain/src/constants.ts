/** Business constants from the league's client. */
export const NOTIFICATION_MS = 8000;
export const ACCESS_TOKEN_KEY = 'ACCESS_TOKEN';
export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;
export const DATE_TIME_FORMAT = 'DD-MM-YYYY HH:mm:ss';
export const DEFAULT_LEAGUE_TIMEZONE = 'America/Argentina/Buenos_Aires';
/** Token lifetime: long enough for a season of casual use, revocable at any time. */
export const TOKEN_TTL_DAYS = 30;
/** Discord OAuth state lifetime. */
export const OAUTH_STATE_TTL_MINUTES = 10;
