import { may } from '@liga/domain';
import { Card, Page } from '../../../components/ui/page';
import { rolePage } from '../../../components/ui/role-page';
import { useCurrentUser } from '../../../lib/session';
import { LiftsPanel } from '../components/lifts-panel';
import { SanctionForm } from '../components/sanction-form';
import { SanctionsList } from '../components/sanctions-list';
import { SettingsForm } from '../components/settings-form';
import { sanctionsMessages as m } from '../messages';

/** /sanciones (Admin, Organizador): record and revert sanctions, decide suspension lifts (decision 025). */
export const SanctionsPage = rolePage(
  { action: 'manageSanctions', title: m.title, denied: m.noPermission },
  SanctionsScreen,
);

function SanctionsScreen() {
  const me = useCurrentUser();
  return (
    <Page title={m.title}>
      <Card>
        <SanctionForm />
      </Card>
      <LiftsPanel />
      <SanctionsList />
      {may(me.rol, 'editDisciplineSettings') ? (
        <Card>
          <SettingsForm />
        </Card>
      ) : null}
    </Page>
  );
}
