import { may } from '@liga/domain';
import { AllowedPage } from '../../../components/ui/allowed-page';
import { Card, Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/session';
import { LiftsPanel } from '../components/lifts-panel';
import { SanctionForm } from '../components/sanction-form';
import { SanctionsList } from '../components/sanctions-list';
import { SettingsForm } from '../components/settings-form';
import { sanctionsMessages as m } from '../messages';

/** /sanciones (Admin, Organizador): record and revert sanctions, decide suspension lifts (decision 025). */
export function SanctionsPage() {
  return (
    <AllowedPage action="manageSanctions" title={m.title} denied={m.noPermission}>
      <SanctionsScreen />
    </AllowedPage>
  );
}

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
