import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { TeamsMismatch } from '../lib/teams-check';
import { ocrMessages as m } from '../messages';

interface Props {
  open: boolean;
  /** The match, 'Home - Away'. */
  match: string;
  mismatches: TeamsMismatch[];
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asked before filling the form from captures whose teams are not the match's: a capture of another
 * match would put its players' goals and cards on this one. Cancelar is the default.
 */
export function TeamsCheckDialog({ open, match, mismatches, onConfirm, onCancel }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title={m.teamsTitle}
      confirmLabel={m.fillAnyway}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{m.teamsIntro(match)}</p>
      <ul className="list-disc space-y-1 pl-5">
        {mismatches.map((x, i) => (
          <li key={`${x.filename}-${i}`} className="break-words">
            <span className="font-medium">{x.filename}</span>: {m.versus(x.home, x.away)}
          </li>
        ))}
      </ul>
      <p>{m.teamsQuestion}</p>
    </ConfirmDialog>
  );
}
