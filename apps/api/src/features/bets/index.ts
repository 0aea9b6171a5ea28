/** What other features call: saving a match's result or statistics settles the bets linked to it. */
export { settleMatchBetsOf, settlePlayerBetsOf } from './settle-linked';
/** The bets lists, read by the public pages through their allow-list (decision 035). */
export { listMatchBets, listPlayerBets } from './queries';
