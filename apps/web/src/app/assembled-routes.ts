import type { RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page';
import { paths } from '../lib/paths';

/**
 * Pages that show several features are assembled here, above them, so no feature imports one that
 * imports it back (CONVENTIONS.md: no cycles, feature folders included). /partidos puts the tournaments'
 * season picker over the matches; /partidos/{id} puts the match's statistics and captures under it;
 * /temporadas/{id} puts a past season's final tables and top lists among its history (decision 030).
 * Each page is its own chunk.
 */
export const assembledRoutes: RouteObject[] = [
  { path: paths.matches, Component: lazyPage(() => import('./pages/matches-page'), 'MatchesPage') },
  { path: paths.match(), Component: lazyPage(() => import('./pages/match-page'), 'MatchPage') },
  {
    path: paths.seasonSummary(),
    Component: lazyPage(() => import('./pages/season-summary-page'), 'SeasonSummaryPage'),
  },
];
