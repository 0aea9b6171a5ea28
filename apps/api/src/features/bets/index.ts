/** What other features call: saving a match's result or statistics settles the bets linked to it. */
export { settleMatchBetsOf, settlePlayerBetsOf } from './settle-linked';
