/** Routes of later issues: [path, section title]; they render the shared 'Próximamente' page. */
export const PLACEHOLDER_ROUTES: ReadonlyArray<readonly [string, string]> = [];
