import { may } from '@liga/domain';
import { Alert } from '../../../components/ui/alert';
import { Card, Page } from '../../../components/ui/page';
import { useCurrentUser } from '../../../lib/session';
import { PublicSettingsSection } from '../../public';
import { WebhooksForm } from '../components/webhooks-form';
import { settingsMessages as m } from '../messages';

/** /configuracion (Admin): the league's Discord webhooks (decision 034). */
export function SettingsPage() {
  const me = useCurrentUser();
  if (!may(me.rol, 'manageDiscordWebhooks'))
    return (
      <Page title={m.title}>
        <Alert>{m.noPermission}</Alert>
      </Page>
    );
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
