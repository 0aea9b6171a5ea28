import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_LABELS,
  type NotificationChannel,
  type NotificationKind,
} from '@liga/domain/notifications';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { Card, Page } from '../../../components/ui/page';
import { Loading } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { usePreferences, useSavePreferences } from '../api/preferences';
import { PushToggle } from '../components/push-toggle';
import { notificationMessages as m } from '../messages';

/** /notificaciones/preferencias: where each kind reaches the user, and push on this device. */
export function NotificationPreferencesPage() {
  const prefs = usePreferences();
  const save = useSavePreferences();
  const [changed, setChanged] = useState<Partial<Record<NotificationKind, NotificationChannel>>>({});
  const back = { to: paths.notifications, label: m.back };
  if (prefs.isPending) return <Loading />;
  if (prefs.isError)
    return (
      <Page title={m.preferencesTitle} link={back}>
        <Alert>{`${m.loadError} ${prefs.error.message}`}</Alert>
      </Page>
    );
  const dirty = Object.keys(changed).length > 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const list = Object.entries(changed).map(([kind, channel]) => ({
      kind: kind as NotificationKind,
      channel: channel,
    }));
    save.mutate(list, { onSuccess: () => setChanged({}) });
  };
  return (
    <Page title={m.preferencesTitle} link={back}>
      <p className="text-sm text-stone-600">{m.preferencesIntro}</p>
      <Card>
        <form className="space-y-3" onSubmit={submit}>
          <div className="grid gap-3 sm:grid-cols-2">
            {prefs.data.preferences.map((p) => (
              <SelectField
                key={p.kind}
                label={NOTIFICATION_KIND_LABELS[p.kind]}
                value={changed[p.kind] ?? p.channel}
                onChange={(e) =>
                  setChanged((c) => ({ ...c, [p.kind]: e.target.value as NotificationChannel }))
                }
              >
                {NOTIFICATION_CHANNELS.map((c) => (
                  <option key={c} value={c}>
                    {m.channels[c]}
                  </option>
                ))}
              </SelectField>
            ))}
          </div>
          {save.isSuccess && !dirty ? <Alert tone="success">{m.saved}</Alert> : null}
          {save.isError ? <Alert>{save.error.message}</Alert> : null}
          <Button type="submit" disabled={!dirty || save.isPending}>
            {m.save}
          </Button>
        </form>
      </Card>
      <Card>
        <h2 className="mb-1 font-semibold text-stone-900">{m.pushTitle}</h2>
        <p className="mb-3 text-sm text-stone-600">{m.pushIntro}</p>
        <PushToggle publicKey={prefs.data.push.public_key} />
      </Card>
    </Page>
  );
}
