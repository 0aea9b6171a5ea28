import { zodResolver } from '@hookform/resolvers/zod';
import { DIVISIONS, TeamInputSchema, roleLabel, type Team, type UserEntry } from '@liga/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { ChoiceField, InputField, SelectField } from '../../../components/ui/field';
import { ServerForm } from '../../../components/ui/server-form';
import { useServerSubmit } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useUpdateTeam } from '../api/update-team';
import { teamsMessages as m } from '../messages';

type Values = z.input<typeof TeamInputSchema>;
type Parsed = z.output<typeof TeamInputSchema>;
const FIELDS = ['name', 'division', 'id_user'] as const;

const defaults = (t: Team): Values => ({
  name: t.name,
  division: t.division as Values['division'],
  id_user: t.id_user,
});
const byName = (a: UserEntry, b: UserEntry) => a.name.localeCompare(b.name, 'es');

interface Props {
  team: Team;
  /** Only an Admin edits teams; everyone else sees the fields disabled and no save button. */
  editable: boolean;
  users: UserEntry[] | undefined;
}

export function TeamForm({ team, editable, users }: Props) {
  const { notify } = useSession();
  const update = useUpdateTeam(team.id);
  const form = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(TeamInputSchema),
    defaultValues: defaults(team),
  });
  const { register, formState } = form;
  const err = formState.errors;
  // The current owner stays selectable while the users load, and for non-admins.
  const owners: Array<{ id: number; name: string; rol?: string }> = users
    ? [...users].sort(byName)
    : team.user
      ? [team.user]
      : [];

  const submit = useServerSubmit(form, FIELDS, m.unexpected, async (values) => {
    const res = await update.mutateAsync(values);
    notify(res.message || m.updated);
    form.reset(defaults(res.team));
  });

  return (
    <ServerForm {...submit} submitLabel={editable ? m.save : null} busyLabel={m.saving}>
      {!editable ? <Alert tone="info">{m.adminOnly}</Alert> : null}
      <InputField label={m.name} readOnly={!editable} error={err.name?.message} {...register('name')} />
      <SelectField
        label={m.division}
        disabled={!editable}
        error={err.division?.message}
        {...register('division')}
      >
        <option value="">{m.noDivision}</option>
        {DIVISIONS.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </SelectField>
      <ChoiceField
        label={m.owner}
        disabled={!editable}
        error={err.id_user?.message}
        {...register('id_user', { setValueAs: (v: unknown) => (v === '' || v === null ? null : Number(v)) })}
        choices={owners}
        placeholder={m.noOwner}
        labelOf={(u) => (u.rol ? `${u.name} (${roleLabel(u.rol)})` : u.name)}
      />
    </ServerForm>
  );
}
