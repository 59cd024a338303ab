/**
 * Mantine's ModalsProvider (Modal, its focus trap, scroll lock and ScrollArea) is mounted by the signed-in shell
 * only when a dialog is first asked for (layout/modals-host.tsx). `modals.*` events sent before a provider listens
 * are lost, so callers wait on `whenModalsReady()`: it asks the host to mount the provider and resolves once the
 * provider listens. With no host mounted (tests wrap their own provider), it resolves at once.
 */
let hosts = 0;
let requested = false;
let ready = false;
let waiting: (() => void)[] = [];
const listeners = new Set<() => void>();

export function whenModalsReady(): Promise<void> {
  if (hosts === 0 || ready) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!requested) {
      requested = true;
      for (const listener of listeners) listener();
    }
  });
}

/** The host's side: register while mounted, learn when the provider is wanted, say when it listens. */
export const modalsHost = {
  attach(): () => void {
    hosts += 1;
    return () => {
      hosts -= 1;
      if (hosts === 0) {
        requested = false;
        ready = false;
      }
    };
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: (): boolean => requested,
  markReady(): void {
    ready = true;
    const resolved = waiting;
    waiting = [];
    for (const resolve of resolved) resolve();
  },
};
