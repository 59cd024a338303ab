import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import { modalsHost } from '../lib/modals-ready';

const ModalsOnDemand = lazy(() => import('./modals-on-demand'));

/** Mounts Mantine's ModalsProvider the first time a confirmation is asked for (see lib/modals-ready.ts). */
export function ModalsHost() {
  useEffect(() => modalsHost.attach(), []);
  const requested = useSyncExternalStore(modalsHost.subscribe, modalsHost.isRequested);
  return requested ? (
    <Suspense fallback={null}>
      <ModalsOnDemand />
    </Suspense>
  ) : null;
}
