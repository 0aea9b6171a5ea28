import type { Dashboard } from '@liga/domain';
import { memo } from 'react';
import { ClausesList } from '../../market';
import { UserMovements } from '../../movements';
import { dashboardMessages as m } from '../messages';
import { DashboardSection, SectionEmpty } from './dashboard-section';
import { OwnAuctions } from './own-auctions';

interface Props {
  data: Dashboard;
  userId: number;
  timeZone: string;
}

/**
 * The dashboard below the fold: clauses executed and received, own auctions and the ledger's
 * movements. A chunk of its own, drawn when the user scrolls towards it (WhenVisible), so a phone's
 * first screen (budget, chart, transfers to confirm) does not wait for it.
 */
export const DashboardHistory = memo(function DashboardHistory({ data, userId, timeZone }: Props) {
  return (
    <div className="space-y-6">
      <DashboardSection title={m.executedTitle} count={data.executed_clauses.length}>
        {data.executed_clauses.length === 0 ? (
          <SectionEmpty>{m.executedEmpty}</SectionEmpty>
        ) : (
          <ClausesList
            clauses={data.executed_clauses}
            caption={m.executedTitle}
            columns={['player', 'team', 'value', 'extra', 'total', 'status', 'time', 'actions']}
          />
        )}
      </DashboardSection>
      <DashboardSection title={m.receivedTitle} count={data.received_clauses.length}>
        {data.received_clauses.length === 0 ? (
          <SectionEmpty>{m.receivedEmpty}</SectionEmpty>
        ) : (
          <ClausesList
            clauses={data.received_clauses}
            caption={m.receivedTitle}
            columns={['player', 'by', 'value', 'extra', 'total', 'status', 'time', 'actions']}
          />
        )}
      </DashboardSection>
      <DashboardSection title={m.auctionsTitle} count={data.own_auctions.length}>
        <OwnAuctions auctions={data.own_auctions} timeZone={timeZone} />
      </DashboardSection>
      <UserMovements userId={userId} paged={false} />
    </div>
  );
});
