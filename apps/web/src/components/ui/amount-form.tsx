import { useState, type FormEvent } from 'react';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { Alert } from './alert';
import { Button } from './button';
import { MoneyField } from './money-field';

interface Props {
  heading: string;
  label: string;
  hint: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  className?: string;
  /** The form's own check before sending: the message under the amount, or null to send. */
  check: (amount: number) => string | null;
  /** Sends the amount; the answer's message is shown as a notice. */
  send: (amount: number) => Promise<{ message: string }>;
  /** The refusal's fields whose first message goes under the amount, in order. */
  fields: readonly string[];
  /** The alert for a failure that no field took. */
  failure: (error: unknown) => string;
}

/** A form of one amount of money (a bid, a raise): checked here, sent, and emptied once it is taken. */
export function AmountForm({
  heading,
  label,
  hint,
  submitLabel,
  busyLabel,
  busy,
  className,
  ...rest
}: Props) {
  const { notify } = useSession();
  const [amount, setAmount] = useState(Number.NaN);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setAlert(null);
    const refused = rest.check(amount);
    setError(refused);
    if (refused) return;
    try {
      const res = await rest.send(amount);
      setAmount(Number.NaN);
      notify(res.message);
    } catch (err) {
      const field = isApiError(err) ? rest.fields.map((f) => err.errors?.[f]?.[0]).find(Boolean) : undefined;
      if (field) setError(field);
      else setAlert(rest.failure(err));
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className={`space-y-3 ${className ?? ''}`.trim()}>
      <h2 className="font-semibold text-emerald-900">{heading}</h2>
      {alert ? <Alert>{alert}</Alert> : null}
      <MoneyField
        label={label}
        value={amount}
        error={error ?? undefined}
        hint={hint}
        onValueChange={setAmount}
      />
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
