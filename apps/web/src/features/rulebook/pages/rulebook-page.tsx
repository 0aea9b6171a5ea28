import { may } from '@liga/domain';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { EmptyState, Loading } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser, useSession } from '../../../lib/session';
import { useCopyRulebook } from '../api/copy-rulebook';
import { useRulebook } from '../api/get-rulebook';
import { Contents } from '../components/contents';
import { NewSection } from '../components/new-section';
import { SearchBox } from '../components/search-box';
import { SectionView } from '../components/section-view';
import { rulebookMessages as m } from '../messages';

/**
 * /reglamento: 'REGLAMENTO TEMPORADA <n>' of the active season, with a table of
 * contents, anchors, search and, for an Admin, editing with preview and history.
 */
export function RulebookPage() {
  const me = useCurrentUser();
  const { notify } = useSession();
  const admin = may(me.rol, 'editRuleBook');
  const book = useRulebook();
  const copy = useCopyRulebook();
  const [copyError, setCopyError] = useState<string | null>(null);
  const { hash } = useLocation();

  // The router does not scroll to an anchor on its own; once the sections are there, do it.
  useEffect(() => {
    if (!hash || !book.data) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash, book.data]);

  if (book.isPending) return <Loading />;
  if (book.isError)
    return (
      <Page title="REGLAMENTO">
        <Alert>{`${m.loadError} ${book.error.message}`}</Alert>
        <Button variant="secondary" onClick={() => void book.refetch()}>
          {m.retry}
        </Button>
      </Page>
    );

  const { title, season, source_season: source, sections } = book.data;
  const editable = admin && source === null;
  return (
    <Page title={title}>
      {source ? (
        <Alert tone="info">
          <p>{m.inherited(source.name)}</p>
          {admin ? (
            <Button
              className="mt-2"
              disabled={copy.isPending}
              onClick={() => {
                setCopyError(null);
                copy.mutateAsync(season?.id).then(
                  (res) => notify(res.message),
                  (e: unknown) => setCopyError(isApiError(e) ? e.message : m.copyError),
                );
              }}
            >
              {m.copy}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {copyError ? <Alert>{copyError}</Alert> : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[16rem_1fr]">
        <aside className="space-y-4 lg:sticky lg:top-20 lg:self-start">
          <SearchBox season={season?.id} />
          {sections.length > 0 ? <Contents sections={sections} /> : null}
        </aside>
        <div className="min-w-0 space-y-4">
          {sections.length === 0 ? <EmptyState>{m.empty}</EmptyState> : null}
          {sections.map((s, i) => (
            <SectionView
              key={s.id}
              section={s}
              number={i + 1}
              editable={editable}
              first={i === 0}
              last={i === sections.length - 1}
            />
          ))}
          {editable || (admin && sections.length === 0) ? <NewSection seasonId={season?.id} /> : null}
        </div>
      </div>
    </Page>
  );
}
