import { t } from '@lingui/core/macro';
import { PACKAGE_BRIDGE, ZScormStartMessage, type TLaunchPageMessage, type TScormStartMessage } from '@skillway/shared';
import { startScormSession, type TScormSession } from '../lib/scorm-runtime';

/** The app origin the launch page may talk to, from its own address (`?app=`, set by packagePlayer.enter). */
function appOriginOf(search: string): string | null {
  const app = new URLSearchParams(search).get('app');
  if (!app) return null;
  try {
    const origin = new URL(app).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function say(doc: Document, text: string): void {
  const note = doc.createElement('p');
  note.className = 'note';
  note.textContent = text;
  doc.body.replaceChildren(note);
}

/**
 * The SCORM launch page (content origin, `/launch/scorm.html`): it tells the course player it is ready, takes one
 * launch from it (a message from its parent window, from the app origin named in its address, in the shape
 * ZScormStartMessage checks), installs scorm-again's API on its own window with the saved cmi, and frames the
 * package's item beneath it, where the content finds the API by walking up its parents. Commits go to the launch
 * session's commit path on this origin (the session token is the only credential here: the user's session never
 * reaches this origin); the player hears of each commit, failure and navigation request by message. Returns what
 * undoes it (tests). Its text is in the active language (launch-language.ts sets it first).
 */
export function runLaunchPage(win: Window = window, search = win.location.search): () => void {
  const doc = win.document;
  doc.title = t`E-learning package`;
  const appOrigin = appOriginOf(search);
  if (!appOrigin || win.parent === win) {
    say(doc, t`Open this e-learning package from its course.`);
    return () => undefined;
  }
  const tell = (message: TLaunchPageMessage) => win.parent.postMessage(message, appOrigin);
  let started = false;
  let session: TScormSession | null = null;
  let closed = false;
  const onPageHide = () => session?.flushWithBeacon();

  async function start(launch: TScormStartMessage) {
    const value = await startScormSession(
      {
        version: launch.version,
        cmi: launch.cmi,
        commitUrl: launch.commit_path,
        item: launch.item,
        learner: launch.learner,
      },
      {
        onSaved: (finished) => tell({ type: PACKAGE_BRIDGE.SAVED, finished }),
        onError: () => tell({ type: PACKAGE_BRIDGE.FAILED }),
        onNavigate: (request) => tell({ type: PACKAGE_BRIDGE.NAVIGATE, request }),
      },
      win,
    );
    if (closed) {
      value.dispose();
      return;
    }
    session = value;
    win.addEventListener('pagehide', onPageHide);
    const frame = doc.createElement('iframe');
    frame.title = launch.title;
    frame.src = launch.content_path;
    frame.allow = 'fullscreen; autoplay';
    doc.body.replaceChildren(frame);
  }

  const onMessage = (event: MessageEvent) => {
    // Only the course player that framed this page, on the app origin: a package's own scripts share this origin,
    // so the window is checked as well as the origin.
    if (started || event.source !== win.parent || event.origin !== appOrigin) return;
    const launch = ZScormStartMessage.safeParse(event.data);
    if (!launch.success) return;
    started = true;
    start(launch.data).catch(() => {
      say(doc, t`This e-learning package could not be started. Open it again from its course.`);
      tell({ type: PACKAGE_BRIDGE.FAILED });
    });
  };
  win.addEventListener('message', onMessage);
  tell({ type: PACKAGE_BRIDGE.READY });
  return () => {
    closed = true;
    win.removeEventListener('message', onMessage);
    win.removeEventListener('pagehide', onPageHide);
    session?.dispose();
  };
}
