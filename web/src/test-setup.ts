import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import type * as TestingLibrary from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateTestSourceLocale } from './test/i18n-wrapper';

// The web files share their workers' module cache (`isolate: false` in vitest.config.ts): React, Mantine and the
// other packages load once a worker, not once a file. The app's own modules are evaluated afresh for each file, so a
// file's `vi.mock` and module state (stores, caches) start clean as they did in a process of its own.
vi.resetModules();

// Every tree is rendered inside Lingui's provider, in English (UK), as main.tsx renders the app (issue 34).
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof TestingLibrary>();
  const { withI18n } = await import('./test/i18n-wrapper');
  return {
    ...rtl,
    render: ((ui: Parameters<typeof rtl.render>[0], options?: Parameters<typeof rtl.render>[1]) =>
      rtl.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof rtl.render,
    renderHook: ((hook: (props: unknown) => unknown, options?: Parameters<typeof rtl.renderHook>[1]) =>
      rtl.renderHook(hook, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof rtl.renderHook,
  };
});
activateTestSourceLocale();

// findBy*/waitFor wait up to 15 s, not 1 s: screens load their page chunk and data lazily. In `npm test` these files
// run niced beside three stacks, a browser and the checks on two cores (SKILLWAY_TESTS_NICED), where a screen that
// shows in 1 s alone took over a minute: there they wait up to 2 minutes. A test still fails on a screen that never
// shows what it waits for.
configure({ asyncUtilTimeout: process.env.SKILLWAY_TESTS_NICED === '1' ? 120_000 : 15_000 });

// jsdom lacks the layout APIs Mantine calls; these stand-ins answer "no match" / "no size".
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
// Mantine's autosizing Textarea resizes when web fonts finish loading; jsdom has no FontFaceSet.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: Object.assign(new EventTarget(), { ready: Promise.resolve() }) });
}
window.HTMLElement.prototype.scrollTo ??= () => {};
afterEach(() => {
  cleanup();
  // What the next file must not see: toasts in Mantine's store (a package module, shared) and anything a portal
  // left in the body.
  notifications.clean();
  notifications.cleanQueue();
  document.body.innerHTML = '';
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
