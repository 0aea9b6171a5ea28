import type { ComponentProps, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ServerForm } from '../../../components/ui/server-form';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { betsMessages as m } from '../messages';
import { BetSourceToggle, type BetSource } from './bet-source';

type Submit = Pick<ComponentProps<typeof ServerForm>, 'onSubmit' | 'alert' | 'submitting'>;

interface Props {
  submit: Submit;
  heading: string;
  submitLabel: string;
  source: BetSource;
  onSource: (source: BetSource) => void;
  children: ReactNode;
}

/** A new bet's form: its heading, where the bet comes from (typed or the fixture), its fields, and send. */
export function BetFormFrame({ submit, heading, submitLabel, source, onSource, children }: Props) {
  return (
    <ServerForm
      {...submit}
      submitLabel={submitLabel}
      busyLabel={m.saving}
      className="space-y-3"
      heading={heading}
    >
      <BetSourceToggle value={source} onChange={onSource} />
      {children}
    </ServerForm>
  );
}

/** Once a bet is created: the server's notice (or `fallback`) and back to the bets. */
export function useBetCreated() {
  const { notify } = useSession();
  const navigate = useNavigate();
  return (message: string | undefined, fallback: string) => {
    notify(message || fallback);
    void navigate(paths.bets);
  };
}
