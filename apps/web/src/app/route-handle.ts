/** What a route may tell the shell about itself (React Router's `handle`). */
export interface RouteHandle {
  /** The section title of a placeholder page. */
  title?: string;
  /** The catch-all route: a 404, shown inside the shell to a signed-in user and alone to a guest. */
  notFound?: boolean;
}
