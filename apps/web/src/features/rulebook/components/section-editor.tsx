import { RULEBOOK_VALUES, SaveSectionSchema, resolveRulebook, type SaveSectionInput } from '@liga/domain';
import { useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FieldShell, InputField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-client';
import { rulebookMessages as m } from '../messages';
import { RulebookMarkdown } from './markdown';

interface Props {
  initial: SaveSectionInput;
  /** Anchor scope of the preview's sub-headings. */
  scope: string;
  submitLabel?: string;
  busy: boolean;
  onSave: (section: SaveSectionInput) => Promise<unknown>;
  onCancel: () => void;
}

const TABS = ['write', 'preview'] as const;
type Tab = (typeof TABS)[number];

/**
 * Markdown editor of a section (Admin): write or preview (numbers resolved as readers will see
 * them), with the league's values to insert as {{KEY}}; checked with the server's schema.
 */
export function SectionEditor({ initial, scope, submitLabel = m.save, busy, onSave, onCancel }: Props) {
  const [title, setTitle] = useState(initial.title);
  const [body, setBody] = useState(initial.body);
  const [tab, setTab] = useState<Tab>('write');
  const [errors, setErrors] = useState<Partial<Record<'title' | 'body', string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);

  const insert = (key: string) => {
    const el = area.current;
    const at = el?.selectionStart ?? body.length;
    const token = `{{${key}}}`;
    setBody((b) => b.slice(0, at) + token + b.slice(el?.selectionEnd ?? at));
    setTab('write');
    requestAnimationFrame(() => el?.focus());
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setMessage(null);
    const parsed = SaveSectionSchema.safeParse({ title, body });
    if (!parsed.success) {
      const found: Partial<Record<'title' | 'body', string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as 'title' | 'body'] ??= issue.message;
      return setErrors(found);
    }
    try {
      await onSave(parsed.data);
    } catch (err) {
      const fields = isApiError(err) ? err.errors : undefined;
      setErrors({ title: fields?.title?.[0], body: fields?.body?.[0] });
      setMessage(isApiError(err) ? err.message : m.saveError);
    }
  };

  const tabClass = (t: Tab) =>
    `rounded-md px-3 py-1 text-sm font-medium ${tab === t ? 'bg-emerald-700 text-white' : 'text-emerald-800 hover:bg-emerald-50'}`;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3" aria-label={m.edit}>
      {message ? <Alert onClose={() => setMessage(null)}>{message}</Alert> : null}
      <InputField
        label={m.editorTitle}
        value={title}
        maxLength={120}
        error={errors.title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <div role="tablist" className="flex gap-1">
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            className={tabClass(t)}
            onClick={() => setTab(t)}
          >
            {m[t]}
          </button>
        ))}
      </div>
      {tab === 'write' ? (
        <FieldShell id={`${scope}-body`} label={m.editorBody} error={errors.body} hint={m.markdownHint}>
          <textarea
            id={`${scope}-body`}
            ref={area}
            value={body}
            rows={12}
            aria-invalid={errors.body ? true : undefined}
            onChange={(e) => setBody(e.target.value)}
            className="block w-full rounded-md border border-stone-300 bg-white px-3 py-2 font-mono text-sm shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none aria-invalid:border-red-500"
          />
        </FieldShell>
      ) : (
        <div
          role="tabpanel"
          aria-label={m.preview}
          className="rounded-md border border-dashed border-stone-300 bg-stone-50 p-3"
        >
          <RulebookMarkdown scope={`${scope}-preview`}>{resolveRulebook(body)}</RulebookMarkdown>
        </div>
      )}
      <details className="rounded-md border border-stone-200 bg-white p-2 text-sm">
        <summary className="cursor-pointer font-medium text-emerald-900">{m.valuesTitle}</summary>
        <p className="my-2 text-xs text-stone-500">{m.valuesHint}</p>
        <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
          {Object.entries(RULEBOOK_VALUES).map(([key, v]) => (
            <li key={key}>
              <button
                type="button"
                onClick={() => insert(key)}
                className="w-full rounded px-2 py-1 text-left hover:bg-emerald-50"
                title={`{{${key}}}`}
              >
                <span className="block text-stone-800">
                  {v.label}: <strong>{v.value}</strong>
                </span>
                <span className="block font-mono text-xs text-stone-500">
                  {`{{${key}}}`}
                  {v.enforced ? '' : ` · ${m.staffRule}`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? m.saving : submitLabel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
