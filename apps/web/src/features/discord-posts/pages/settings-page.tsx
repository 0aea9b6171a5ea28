import { Card, Page } from '../../../components/ui/page';
import { rolePage } from '../../../components/ui/role-page';
import { PublicSettingsSection } from '../../public';
import { WebhooksForm } from '../components/webhooks-form';
import { settingsMessages as m } from '../messages';

/** /configuracion (Admin): the league's Discord webhooks (decision 034). */
export const SettingsPage = rolePage(
  { action: 'manageDiscordWebhooks', title: m.title, denied: m.noPermission },
  Settings,
);

function Settings() {
  return (
    <Page title={m.title}>
      <Card>
        <WebhooksForm />
      </Card>
      {/* What visitors see under /liga (decision 035). */}
      <Card>
        <PublicSettingsSection />
      </Card>
    </Page>
  );
}
