import { pagingButtons } from '@liga/domain';
import { Button } from './button';

interface PagerProps {
  page: number;
  lastPage: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

/** Previous only when page > 1, next only when page < last_page. */
export function Pager({ page, lastPage, onChange, disabled }: PagerProps) {
  const show = pagingButtons(page, lastPage);
  if (!show.previous && !show.next) return null;
  return (
    <nav aria-label="Paginación" className="flex items-center justify-between gap-2 pt-2">
      <div>
        {show.previous ? (
          <Button variant="secondary" disabled={disabled} onClick={() => onChange(page - 1)}>
            Página anterior
          </Button>
        ) : null}
      </div>
      <span className="text-xs text-stone-500">
        {page} / {lastPage}
      </span>
      <div>
        {show.next ? (
          <Button variant="secondary" disabled={disabled} onClick={() => onChange(page + 1)}>
            Página siguiente
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
