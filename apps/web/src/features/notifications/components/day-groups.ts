import type { Notification } from '@liga/domain/notifications';
import { notificationMessages as m } from '../messages';

export interface DayGroup {
  key: string;
  label: string;
  items: Notification[];
}

const dayKey = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    date,
  );

/** Notifications (newest first) by the league's calendar day: 'Hoy', 'Ayer', then the date. */
export function groupByDay(items: Notification[], now: Date, timeZone: string): DayGroup[] {
  const today = dayKey(now, timeZone);
  const yesterday = dayKey(new Date(now.getTime() - 86_400_000), timeZone);
  const long = new Intl.DateTimeFormat('es-AR', { timeZone, weekday: 'long', day: 'numeric', month: 'long' });
  const groups: DayGroup[] = [];
  for (const item of items) {
    const at = new Date(item.created_at);
    const key = dayKey(at, timeZone);
    let group = groups[groups.length - 1];
    if (!group || group.key !== key) {
      const label = key === today ? m.today : key === yesterday ? m.yesterday : long.format(at);
      group = { key, label: label.charAt(0).toUpperCase() + label.slice(1), items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}
