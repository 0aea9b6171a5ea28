/** What other features read from the statistics: a tournament's top lists (prize tables' bonuses). */
export { topLists, type TopRow } from './top';
export { teamStatistics } from './summary';
