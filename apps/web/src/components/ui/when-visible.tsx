import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Loading } from './states';

interface Props {
  children: ReactNode;
  /** How far below the screen the placeholder starts the work (CSS margin). */
  margin?: string;
}

/**
 * Draws `children` (typically a React.lazy part of a page) once its place comes within `margin` of the
 * screen: what lies below the fold on a phone costs nothing until the user scrolls towards it. Where
 * the browser cannot tell (no IntersectionObserver), it draws at once.
 */
export function WhenVisible({ children, margin = '200px' }: Props) {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const node = placeholder.current;
    if (visible || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible, margin]);

  if (!visible) return <div ref={placeholder} className="min-h-24" aria-hidden="true" />;
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}
