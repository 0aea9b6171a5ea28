// Spanish default messages for any schema here that gives none, even when imported without the package index.

export * from './constants';
export * from './messages';
export * from './offer-window';
export * from './offers';
export * from './offer-confirmation';
export * from './auctions';
export * from './odds';
export * from './bets';
export * from './transfers';
export * from './gates';
export * from './offer-winner';
export * from './offer-tiebreak';
