/** What other features read from the statistics: a tournament's top lists (prize tables' bonuses). */
export { topLists } from './top';
export { teamStatistics } from './summary';
