import { useEffect, useRef } from 'react';
import { Button, Center, Loader } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The end of an infinite list: loads the next page as it scrolls into view (IntersectionObserver), and offers a
 * button for keyboards and browsers without the observer.
 */
export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  const { t } = useLingui();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore]);

  if (!hasMore) return null;
  return (
    <Center ref={sentinel} py="md">
      {loading ? (
        <Loader role="img" size="sm" aria-label={t`Loading more courses`} />
      ) : (
        <Button variant="subtle" onClick={onLoad}>
          <Trans>Show more courses</Trans>
        </Button>
      )}
    </Center>
  );
}
