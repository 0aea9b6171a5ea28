import type { NotificationData, NotificationEvent } from '@liga/domain/notifications';

/** An auction opened (closing on 10 March, 23:00 local): posted to the auctions channel, pinging no one. */
export const auctionCreated = (
  data: Omit<NotificationData<'auction_created'>, 'closes_at'>,
): NotificationEvent => ({
  kind: 'auction_created',
  recipients: [],
  data: { ...data, closes_at: '2026-03-11T02:00:00.000Z' },
});
