/** A team's trophy cabinet, read by the public team page (decision 035). */
export { teamTrophyCabinet } from './service';
