import { SANCTION_KIND_LABELS, STAFF_SANCTION_KINDS, type StaffSanctionKind } from '@liga/domain';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ChoiceField, InputField, SelectField } from '../../../components/ui/field';
import { isApiError, type FieldErrors } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useAllTeams } from '../../teams';
import { useCreateSanction } from '../api/create-sanction';
import { sanctionsMessages as m } from '../messages';

/** Staff record a sanction: team, kind, its match or offer and a reason (docs/rules.md §17.2). */
export function SanctionForm() {
  const { notify } = useSession();
  const teams = useAllTeams();
  const create = useCreateSanction();
  const [team, setTeam] = useState('');
  const [kind, setKind] = useState<StaffSanctionKind>('warning');
  const [match, setMatch] = useState('');
  const [offer, setOffer] = useState('');
  const [reason, setReason] = useState('');
  const [notified, setNotified] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setFailure(null);
    try {
      const res = await create.mutateAsync({
        team_id: team,
        kind,
        match_id: match,
        offer_id: offer,
        reason,
        notified,
      });
      notify(res.message);
      setReason('');
      setMatch('');
      setOffer('');
    } catch (err) {
      if (isApiError(err) && err.errors) setErrors(err.errors);
      else setFailure(isApiError(err) ? err.message : m.actionError);
    }
  };
  const leagueTeams = (teams.data ?? []).filter((t) => t.division === 'Primera' || t.division === 'Segunda');

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3" aria-label={m.formTitle} noValidate>
      <h2 className="text-base font-semibold text-emerald-900">{m.formTitle}</h2>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <ChoiceField
          label={m.team}
          value={team}
          onChange={(e) => setTeam(e.target.value)}
          error={errors.team_id?.[0]}
          choices={leagueTeams}
          placeholder={m.chooseTeam}
        />
        <SelectField
          label={m.kind}
          value={kind}
          onChange={(e) => setKind(e.target.value as StaffSanctionKind)}
          error={errors.kind?.[0]}
        >
          {STAFF_SANCTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {SANCTION_KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        <InputField
          label={m.match}
          hint={m.matchHint}
          inputMode="numeric"
          value={match}
          onChange={(e) => setMatch(e.target.value)}
          error={errors.match_id?.[0]}
        />
        <InputField
          label={m.offer}
          inputMode="numeric"
          value={offer}
          onChange={(e) => setOffer(e.target.value)}
          error={errors.offer_id?.[0]}
        />
      </div>
      <InputField
        label={m.reason}
        value={reason}
        maxLength={300}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason?.[0]}
      />
      {kind === 'withdrawal' ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={notified} onChange={(e) => setNotified(e.target.checked)} />
          {m.notified}
        </label>
      ) : null}
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? m.saving : m.save}
      </Button>
    </form>
  );
}
