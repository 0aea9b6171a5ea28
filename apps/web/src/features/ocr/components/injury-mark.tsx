import { ocrMessages as m } from '../messages';

/** The red cross of an injured player, read out as 'Lesionado' and shown as a tooltip. */
export function InjuryMark() {
  return (
    <span role="img" aria-label={m.injured} title={m.injured} className="font-bold text-red-600">
      ✚
    </span>
  );
}
