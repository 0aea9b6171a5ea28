import { type Format, roundName, type TeamPlayerStats } from '@liga/domain';

export const round = (format: Format, stage: number | null) =>
  stage === null ? '' : roundName(format, stage, 'statistics');

/** The rounds a player is barred in, by stage name, with the reasons as tooltip and small text. */
export function Barred({ barred }: { barred: TeamPlayerStats['barred'] }) {
  if (barred.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {barred.map((b) => (
        <li
          key={b.stage}
          title={b.reasons.join(', ')}
          className="rounded-md bg-red-50 px-2 py-0.5 whitespace-nowrap ring-1 ring-red-200"
        >
          <span className="font-semibold text-red-800">{b.label}</span>
          <span className="block text-[11px] leading-tight text-red-700">{b.reasons.join(', ')}</span>
        </li>
      ))}
    </ul>
  );
}
