import { useState, type FormEvent } from 'react';
import { isApiError, type FieldErrors } from './api-client';
import { loadMessages } from './messages';
import { useSession } from './session';

/**
 * A settings form edited in place: its value, the refusal's errors by field (or one `form` error when no
 * field took it) and the submit that saves the value and shows the notice `save` answers.
 */
export function useSettingsForm<T>(initial: T, save: (value: T) => Promise<string>) {
  const { notify } = useSession();
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    try {
      notify(await save(value));
    } catch (err) {
      setErrors(isApiError(err) && err.errors ? err.errors : { form: [loadMessages.settingsSaveError] });
    }
  };
  return { value, setValue, errors, onSubmit: (e: FormEvent) => void submit(e) };
}
