/** What other features use from the assistant: the scouting button of the player page. */
export { ScoutingButton } from './components/scouting-button';
