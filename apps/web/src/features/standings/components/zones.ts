import type { StandingTable } from '@liga/domain';

export type ZoneKind = NonNullable<StandingTable['data'][number]['zone']>;

/** A colour per zone: the bar beside the position and the legend's swatch. */
export const ZONE_COLOUR: Readonly<Record<ZoneKind, string>> = {
  promotion: 'bg-emerald-600',
  playoff: 'bg-sky-600',
  playin: 'bg-amber-400',
  playout: 'bg-orange-500',
  relegation: 'bg-red-600',
};
