import type { Player, User } from '@liga/domain';
import { Button, ButtonLink } from '../../../components/ui/button';
import { playersMessages as m } from '../messages';
import { offerPath, rowPermissions } from './player-permissions';

interface Props {
  player: Player;
  me: User;
  busy: boolean;
  onRegister: (player: Player) => void;
}

export function PlayerRowActions({ player, me, busy, onRegister }: Props) {
  const can = rowPermissions(player, me);
  return (
    <div className="flex flex-wrap gap-2">
      {can.register ? (
        <Button className="px-2 py-1" disabled={busy} onClick={() => onRegister(player)}>
          {m.register}
        </Button>
      ) : null}
      {can.offer ? (
        <ButtonLink to={offerPath(player)} variant="secondary" className="px-2 py-1">
          {m.offer}
        </ButtonLink>
      ) : null}
    </div>
  );
}
