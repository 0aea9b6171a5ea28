/** Public surface of the OCR feature: the captures kept with a match, for its page. */
export { MatchScreenshots } from './components/match-screenshots';
