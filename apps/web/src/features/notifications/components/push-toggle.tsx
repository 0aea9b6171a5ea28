import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { currentSubscription, disablePush, enablePush, pushSupported, PushDenied } from '../api/push';
import { notificationMessages as m } from '../messages';

/** Turns Web Push on or off for this browser (the installed app), with the browser's permission. */
export function PushToggle({ publicKey }: { publicKey: string }) {
  const supported = pushSupported();
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!supported) return;
    void currentSubscription().then(
      (s) => setOn(s !== null),
      () => setOn(false),
    );
  }, [supported]);

  if (!supported) return <p className="text-sm text-stone-600">{m.pushUnsupported}</p>;
  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      if (on) await disablePush();
      else await enablePush(publicKey);
      setOn(!on);
    } catch (e) {
      setError(e instanceof PushDenied ? m.pushDenied : m.pushError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      {on ? <p className="text-sm text-emerald-800">{m.pushActive}</p> : null}
      <Button
        variant={on ? 'secondary' : 'primary'}
        onClick={() => void toggle()}
        disabled={busy || on === null}
      >
        {on ? m.pushOff : m.pushOn}
      </Button>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
