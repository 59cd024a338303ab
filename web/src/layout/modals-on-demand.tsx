import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { modalsHost } from '../lib/modals-ready';

/** Runs its effect after the provider's (a later sibling): by then the provider listens for `modals.*` events. */
function Ready() {
  useEffect(() => modalsHost.markReady(), []);
  return null;
}

/** The ModalsProvider, a chunk of its own; dialogs render in a portal, so it needs no children. */
export default function ModalsOnDemand() {
  return (
    <>
      <ModalsProvider />
      <Ready />
    </>
  );
}
