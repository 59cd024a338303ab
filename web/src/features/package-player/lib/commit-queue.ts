/** The server refused a commit (an expired launch session answers 401 or 404). */
class CommitRefused extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`Commit refused (${status})`);
    this.name = 'CommitRefused';
    this.status = status;
  }
}

/** What one commit carries (packagePlayer.commit's body): the cmi tree, and whether the SCO has terminated. */
interface TCommitBody {
  cmi: Record<string, unknown>;
  finished: boolean;
}

interface TCommitQueueOptions {
  /** The session's commit URL (public: the session token in the path is the credential). */
  url: string;
  /** The cmi as it is now. */
  render: (finished: boolean) => Record<string, unknown>;
  /** Told after each commit the server accepted, so the course's progress can be read again. */
  onSaved: (finished: boolean) => void;
  onError: (error: unknown) => void;
  /** How long a burst of Commit calls is gathered into one request. */
  delayMs?: number;
}

/**
 * Sends the SCORM data to the server in batches: Commit calls within `delayMs` of each other make one request, at
 * most one request is in flight (a commit asked for meanwhile is sent once it answers), Terminate goes at once,
 * and when the page goes away whatever is not yet saved leaves by `navigator.sendBeacon`.
 */
export class CommitQueue {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight = false;
  /** A commit asked for while one was in flight (true = a finishing one). */
  private queued: boolean | null = null;
  /** Data changed since the last commit left. */
  private dirty = false;
  private finishedSent = false;
  /** The frame closed: nothing more is sent or reported after what left on closing. */
  private disposed = false;
  private readonly options: TCommitQueueOptions;

  constructor(options: TCommitQueueOptions) {
    this.options = options;
  }

  /** A value was set: the data differs from what the server holds. */
  markDirty(): void {
    this.dirty = true;
  }

  /** The content called Commit (or scorm-again's autocommit did): send soon, with the commits that follow. */
  request(): void {
    if (this.disposed || this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.send(false);
    }, this.options.delayMs ?? 1000);
  }

  /** The content called Terminate / LMSFinish: send now, marked finished. */
  finish(): void {
    if (this.disposed) return;
    this.clearTimer();
    this.send(true);
  }

  /** The page is going away (pagehide) or the frame closes: hand what is unsaved to the browser to deliver. */
  flushWithBeacon(): void {
    this.clearTimer();
    if (!this.dirty && this.queued === null) return;
    const finished = this.queued === true;
    this.queued = null;
    this.dirty = false;
    const payload = this.payload(finished);
    const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(this.options.url, payload);
    // No beacon: a keepalive request, sent now rather than behind one in flight, which the page may not outlive.
    if (!sent) void fetch(this.options.url, this.requestInit(payload, true)).catch(() => undefined);
  }

  /**
   * The frame closes: what is unsaved leaves now, and the queue goes quiet. A commit still in flight is not followed
   * by another, and its answer reaches no one (the component that listened is gone).
   */
  dispose(): void {
    this.flushWithBeacon();
    this.disposed = true;
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private payload(finished: boolean): string {
    if (finished) this.finishedSent = true;
    const body: TCommitBody = { cmi: this.options.render(finished), finished };
    return JSON.stringify(body);
  }

  private send(finished: boolean): void {
    if (this.finishedSent && !finished) return;
    if (this.inFlight) {
      this.queued = finished || this.queued === true;
      return;
    }
    this.inFlight = true;
    this.dirty = false;
    fetch(this.options.url, this.requestInit(this.payload(finished), finished))
      .then((response) => {
        if (!response.ok) throw new CommitRefused(response.status);
        if (!this.disposed) this.options.onSaved(finished);
      })
      .catch((error: unknown) => {
        // Not saved: the next commit (or the beacon on leaving) carries the data again.
        this.dirty = true;
        if (!this.disposed) this.options.onError(error);
      })
      .finally(() => {
        this.inFlight = false;
        const next = this.queued;
        this.queued = null;
        if (next !== null && !this.disposed) this.send(next);
      });
  }

  private requestInit(body: string, keepalive: boolean): RequestInit {
    return { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, keepalive };
  }
}
