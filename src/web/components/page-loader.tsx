/** A centred loader for screens that are still loading (spec 000 §2 "loading state"). */
import { useEffect, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { SHELL_TEXTS as T } from '@web/config/texts';

/** Shows the loader only after `delayMs` (spec 000 §9: indicator after 1 s), to avoid flashes. */
export function PageLoader({
  delayMs = 1000,
  fullScreen = false,
}: {
  delayMs?: number;
  fullScreen?: boolean;
}) {
  const [visible, setVisible] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return;
    const t = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(t);
  }, [delayMs]);
  return (
    <Center h={fullScreen ? '100dvh' : 240} aria-busy="true">
      {visible && <Loader role="status" aria-label={T.loading} />}
    </Center>
  );
}
