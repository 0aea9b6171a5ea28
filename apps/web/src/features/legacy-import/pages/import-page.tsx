import type { LegacyImportReport } from '@liga/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Page } from '../../../components/ui/page';
import { rolePage } from '../../../components/ui/role-page';
import { Loading } from '../../../components/ui/states';
import { isApiError } from '../../../lib/api-client';
import { importLeague, useLegacyImportState } from '../api/import-league';
import { ImportReport } from '../components/import-report';
import { legacyImportMessages as m } from '../messages';

const errorText = (e: unknown) => (isApiError(e) ? e.message || m.failed : m.failed);

/** /importar (Admin, empty league only; decision 032): upload a dump, follow the progress, read the report. */
export const ImportPage = rolePage(
  { action: 'importLeague', title: m.title, denied: m.noPermission },
  ImportScreen,
);

function ImportScreen() {
  const state = useLegacyImportState();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const [asking, setAsking] = useState(false);
  const [progress, setProgress] = useState<{ text: string; share: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<LegacyImportReport | null>(null);

  const run = async () => {
    if (!file) return;
    setAsking(false);
    setError(null);
    setReport(null);
    setProgress({ text: m.uploading(0), share: 0 });
    try {
      const result = await importLeague(file, dryRun, (stage, share, table) => {
        const pct = Math.round(share * 100);
        // The upload is the first half of the bar, the server's writing the second.
        if (stage === 'uploading') setProgress({ text: m.uploading(pct), share: share / 2 });
        else setProgress({ text: m.importing(pct, table ?? ''), share: 0.5 + share / 2 });
      });
      setReport(result);
      if (!result.dryRun) await client.invalidateQueries();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setProgress(null);
    }
  };

  const start = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setError(m.noFile);
    if (dryRun) void run();
    else setAsking(true);
  };

  return (
    <Page title={m.title}>
      <p className="text-sm">{m.intro}</p>
      {state.isPending ? <Loading text={m.loading} /> : null}
      {state.error ? <Alert>{errorText(state.error)}</Alert> : null}
      {state.data && !state.data.empty && !report ? <Alert tone="warning">{m.notEmpty}</Alert> : null}
      {state.data?.empty ? (
        <form className="space-y-3" onSubmit={start}>
          <label className="block">
            <span className="block font-medium">{m.file}</span>
            <input
              type="file"
              accept=".sql,application/sql,text/plain"
              disabled={progress !== null}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-3 file:py-2 file:font-medium"
            />
          </label>
          <label className="flex items-start gap-2">
            <input type="checkbox" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} />
            <span>{m.dryRun}</span>
          </label>
          <Button type="submit" disabled={progress !== null}>
            {dryRun ? m.simulate : m.submit}
          </Button>
        </form>
      ) : null}
      {progress ? (
        <div role="status" className="space-y-1">
          <progress className="w-full" max={1} value={progress.share} aria-label={progress.text} />
          <p className="text-sm">{progress.text}</p>
        </div>
      ) : null}
      {error ? <Alert>{error}</Alert> : null}
      {report ? <ImportReport report={report} /> : null}
      <ConfirmDialog
        open={asking}
        title={m.confirmTitle}
        confirmLabel={m.submit}
        variant="danger"
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      >
        {m.confirmBody(file?.name ?? '')}
      </ConfirmDialog>
    </Page>
  );
}
