import { may, type Action } from '@liga/domain';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../lib/session';
import { Alert } from './alert';
import { Page } from './page';

interface Props {
  /** The policy entry that names the roles this screen is for (docs/rules.md §1). */
  action: Action;
  title: string;
  /** What anyone else reads under the title. */
  denied: string;
  deniedTone?: 'error' | 'info';
  children: ReactNode;
}

/**
 * A screen kept for the roles `policy` names: anyone else sees its title and a notice, and the screen
 * itself never mounts, so it sends no request the server would refuse.
 */
export function AllowedPage({ action, title, denied, deniedTone = 'error', children }: Props) {
  const me = useCurrentUser();
  if (may(me.rol, action)) return children;
  return (
    <Page title={title}>
      <Alert tone={deniedTone}>{denied}</Alert>
    </Page>
  );
}
