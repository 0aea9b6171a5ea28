import { paths } from '../lib/paths';

/** Routes of later issues: [path, section title]; they render the shared 'Próximamente' page. */
export const PLACEHOLDER_ROUTES: ReadonlyArray<readonly [string, string]> = [
  [paths.ruleBook, 'Reglamento'],
  [paths.prizes, 'Premios'],
  [paths.prizesNew, 'Crear premios'],
  [paths.predictions, 'Prode'],
  [paths.protected, 'Área protegida'],
  [paths.chatbot, 'Chatbot'],
  [paths.about, 'Acerca de'],
];
