/** The league assistant: other features do not use it; the app registers its routes. */
export { answer } from './answer';
