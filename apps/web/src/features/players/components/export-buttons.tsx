import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useExportPlayers, type ExportFormat } from '../api/export-players';
import type { PlayerListFilter } from '../list-params';
import { playersMessages as m } from '../messages';

/** Downloads the list as filtered and sorted on screen; both buttons wait while one file is on its way. */
export function ExportButtons({ filter }: { filter: PlayerListFilter }) {
  const { notify } = useSession();
  const exporter = useExportPlayers();
  const [format, setFormat] = useState<ExportFormat | null>(null);

  const run = async (f: ExportFormat) => {
    setFormat(f);
    try {
      await exporter.mutateAsync({ format: f, filter });
    } catch (e) {
      notify(isApiError(e) ? `${m.exportError} ${e.message}` : m.exportError, 'error');
    } finally {
      setFormat(null);
    }
  };

  const button = (f: ExportFormat, label: string) => (
    <Button
      variant="secondary"
      disabled={format !== null}
      aria-busy={format === f}
      onClick={() => void run(f)}
    >
      {format === f ? (
        <>
          <span
            className="h-3 w-3 animate-spin rounded-full border-2 border-stone-400 border-t-transparent"
            aria-hidden="true"
          />
          {m.exporting}
        </>
      ) : (
        label
      )}
    </Button>
  );

  return (
    <>
      {button('csv', m.exportCsv)}
      {button('xlsx', m.exportXlsx)}
    </>
  );
}
