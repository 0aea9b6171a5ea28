import { formatDateTimeShort, type RulebookSection, type SaveSectionInput } from '@liga/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useLeagueTimezone } from '../../../lib/league-config';
import { useSession } from '../../../lib/session';
import { useSaveSection } from '../api/save-section';
import { rulebookMessages as m } from '../messages';
import { RulebookMarkdown } from './markdown';
import { Revisions } from './revisions';
import { SectionActions } from './section-actions';
import { SectionEditor } from './section-editor';

interface Props {
  section: RulebookSection;
  number: number;
  /** Admins edit, order and delete; everyone reads the history. */
  editable: boolean;
  first: boolean;
  last: boolean;
}

/** One section: its anchor, its text with the league's numbers, its history and, for an Admin, its editor. */
export function SectionView({ section, number, editable, first, last }: Props) {
  const { notify } = useSession();
  const timeZone = useLeagueTimezone();
  const save = useSaveSection();
  const [editing, setEditing] = useState(false);
  const [history, setHistory] = useState(false);

  const store = async (input: SaveSectionInput) => {
    const res = await save.mutateAsync({ id: section.id, section: input });
    notify(res.message);
    setEditing(false);
  };

  return (
    <article
      id={section.slug}
      aria-labelledby={`${section.slug}-title`}
      className="scroll-mt-20 space-y-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${section.slug}-title`} className="text-lg font-semibold text-emerald-900">
          <a
            href={`#${section.slug}`}
            aria-label={m.anchor(section.title)}
            className="mr-1 text-emerald-300 hover:text-emerald-700"
          >
            #
          </a>
          {number}. {section.title}
        </h2>
        <div className="flex flex-wrap justify-end gap-1">
          <Button variant="ghost" aria-expanded={history} onClick={() => setHistory((h) => !h)}>
            {history ? m.hideHistory : m.history}
          </Button>
          {editable && !editing ? (
            <>
              <SectionActions section={section} first={first} last={last} />
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {m.edit}
              </Button>
            </>
          ) : null}
        </div>
      </header>
      {editing ? (
        <SectionEditor
          initial={{ title: section.title, body: section.body }}
          scope={section.slug}
          busy={save.isPending}
          onSave={store}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <RulebookMarkdown scope={section.slug}>{section.content}</RulebookMarkdown>
      )}
      <p className="text-xs text-stone-500">
        {m.updated(section.updated_by?.name ?? null, formatDateTimeShort(section.updated_at, timeZone))}
      </p>
      {history ? (
        <Revisions
          sectionId={section.id}
          scope={section.slug}
          onRestore={editable ? (r) => store({ title: r.title, body: r.body }) : undefined}
        />
      ) : null}
    </article>
  );
}
