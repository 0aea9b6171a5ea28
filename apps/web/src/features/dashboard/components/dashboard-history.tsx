import type { Dashboard } from '@liga/domain';
import { memo } from 'react';
import { ClausesList } from '../../market';
import { UserMovements } from '../../movements';
import { dashboardMessages as m } from '../messages';
import { DashboardSection, SectionEmpty } from './dashboard-section';
import { OwnAuctions } from './own-auctions';

/** Clauses the user executed (against a team) or received (by a manager) in the season. */
function ClausesSection(props: {
  title: string;
  empty: string;
  clauses: Dashboard['executed_clauses'];
  party: 'team' | 'by';
}) {
  return (
    <DashboardSection title={props.title} count={props.clauses.length}>
      {props.clauses.length === 0 ? (
        <SectionEmpty>{props.empty}</SectionEmpty>
      ) : (
        <ClausesList
          clauses={props.clauses}
          caption={props.title}
          columns={['player', props.party, 'value', 'extra', 'total', 'status', 'time', 'actions']}
        />
      )}
    </DashboardSection>
  );
}

interface Props {
  data: Dashboard;
  userId: number;
}

/**
 * The dashboard below the fold: clauses executed and received, own auctions and the ledger's
 * movements. A chunk of its own, drawn when the user scrolls towards it (WhenVisible), so a phone's
 * first screen (budget, chart, transfers to confirm) does not wait for it.
 */
export const DashboardHistory = memo(function DashboardHistory({ data, userId }: Props) {
  return (
    <div className="space-y-6">
      <ClausesSection
        title={m.executedTitle}
        empty={m.executedEmpty}
        clauses={data.executed_clauses}
        party="team"
      />
      <ClausesSection
        title={m.receivedTitle}
        empty={m.receivedEmpty}
        clauses={data.received_clauses}
        party="by"
      />
      <DashboardSection title={m.auctionsTitle} count={data.own_auctions.length}>
        <OwnAuctions auctions={data.own_auctions} />
      </DashboardSection>
      <UserMovements userId={userId} paged={false} />
    </div>
  );
});
