/** Every auction query lives under this prefix, so a bid or a live event refreshes them all. */
export const auctionsKey = ['auctions'] as const;
