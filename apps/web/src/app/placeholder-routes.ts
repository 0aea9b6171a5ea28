import { paths } from '../lib/paths';

/** Routes of later issues: [path, section title]; they render the shared 'Próximamente' page. */
export const PLACEHOLDER_ROUTES: ReadonlyArray<readonly [string, string]> = [
  [paths.imageUpload(), 'Cargar imágenes'],
  [paths.predictions, 'Prode'],
  [paths.chatbot, 'Chatbot'],
];
