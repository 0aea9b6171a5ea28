import type { MatchPlayer, RecognitionData, RecognizedPlayer } from '@liga/domain';
import { Table, Td, Th } from '../../../components/ui/table';
import { chosenPlayer, type Pick } from '../lib/resolve';
import { ocrMessages as m } from '../messages';
import { InjuryMark } from './injury-mark';
import { PlayerPick } from './player-pick';
import { RatingBadge } from './rating-badge';

interface Props {
  data: RecognitionData;
  fileKey: string;
  squads: { id: number; name: string; players: MatchPlayer[] }[];
  picks: Record<string, Pick>;
  onPick: (rowKey: string, pick: Pick) => void;
}

// Labels as aria-label, not sr-only text: an absolutely placed span inside the sideways-scrolling
// table would widen the whole page on a phone.
const Card = ({ colour, label }: { colour: string; label: string }) => (
  <span role="img" aria-label={label} title={label} className={`inline-block h-4 w-3 rounded-sm ${colour}`} />
);

/** Goals, assists, cards and injury get their own columns from the sm breakpoint up. */
const WIDE = 'hidden text-center sm:table-cell';

/** On a phone the same facts go under the name, in words, so the table fits 390 px without scrolling. */
function PhoneFacts({ player }: { player: RecognizedPlayer }) {
  const facts = [
    player.goals ? `${m.colGoals} ${player.goals}` : '',
    player.assists ? `${m.colAssists} ${player.assists}` : '',
    ...Array.from({ length: player.amarillas }, () => m.yellow),
    ...Array.from({ length: player.rojas }, () => m.red),
    player.is_injured ? m.injured : '',
  ].filter(Boolean);
  return facts.length > 0 ? (
    <p className="mt-1 text-xs text-stone-600 sm:hidden">{facts.join(' · ')}</p>
  ) : null;
}

const percent = (score: number) => Math.round(score * 100);

/** The squad player the server matched the read name to, and how sure it is; never in place of the name. */
function MatchNote({ player }: { player: RecognizedPlayer }) {
  const match = player.match;
  if (!match) return null;
  return (
    <p className="text-xs text-stone-600">
      {match.player_id !== null && match.name !== null
        ? m.matched(match.name, percent(match.score))
        : m.noMatch}
    </p>
  );
}

/** A ratings screen as read (decision 012): each player, and the registered player the row stands for. */
export function PlayersTable({ data, fileKey, squads, picks, onPick }: Props) {
  if (data.players.length === 0) return <p className="text-sm text-stone-500">{m.noPlayers}</p>;
  return (
    <Table caption={m.typeRatings}>
      <thead>
        <tr>
          <Th className="w-10 text-center">{m.colShirt}</Th>
          <Th>{m.colName}</Th>
          <Th className="text-center">{m.colRating}</Th>
          <Th className={WIDE}>{m.colGoals}</Th>
          <Th className={WIDE}>{m.colAssists}</Th>
          <Th className={WIDE}>{m.colCards}</Th>
          <Th className={WIDE}>{m.colInjury}</Th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {data.players.map((player, index) => {
          const key = `${fileKey}:${index}`;
          const value = chosenPlayer({ key, player }, picks);
          return (
            <tr key={key} className={value === undefined ? 'bg-amber-50/60' : undefined}>
              <Td className="text-center text-stone-500 tabular-nums">{player.shirt_number ?? ''}</Td>
              <Td>
                <p className="font-medium">
                  <span className="sr-only">{m.readAs} </span>
                  {player.name}
                </p>
                <MatchNote player={player} />
                <PlayerPick
                  player={player}
                  value={value}
                  squads={squads}
                  onChange={(pick) => onPick(key, pick)}
                />
                <PhoneFacts player={player} />
              </Td>
              <Td className="text-center">
                <RatingBadge rating={player.rating} />
              </Td>
              <Td className={`${WIDE} tabular-nums`}>{player.goals || ''}</Td>
              <Td className={`${WIDE} tabular-nums`}>{player.assists || ''}</Td>
              <Td className={`${WIDE} whitespace-nowrap`}>
                <span className="inline-flex gap-1">
                  {Array.from({ length: player.amarillas }, (_, i) => (
                    <Card key={`y${i}`} colour="bg-yellow-400" label={m.yellow} />
                  ))}
                  {Array.from({ length: player.rojas }, (_, i) => (
                    <Card key={`r${i}`} colour="bg-red-600" label={m.red} />
                  ))}
                </span>
              </Td>
              <Td className={WIDE}>{player.is_injured ? <InjuryMark /> : null}</Td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
