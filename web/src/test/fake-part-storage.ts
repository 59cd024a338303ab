/**
 * Storage's side of presigned part PUTs, as @uppy/aws-s3 sends them (XMLHttpRequest): each PUT is recorded, reports
 * half its bytes sent, and answers 200 with an ETag once released (at once with `autoRelease`), or fails with the
 * status a test picks for a part number.
 */
export class FakePartStorage {
  static puts: { url: string; partNumber: number }[] = [];
  static held: (() => void)[] = [];
  static autoRelease = true;
  static failParts = new Map<number, number>();
  /** Bytes each part reports sent before its answer (half the part unless set: tests' files are often sized, empty). */
  static progressBytes: number | null = null;

  static reset(): void {
    FakePartStorage.puts = [];
    FakePartStorage.held = [];
    FakePartStorage.autoRelease = true;
    FakePartStorage.failParts = new Map();
    FakePartStorage.progressBytes = null;
  }

  static releaseAll(): void {
    const held = FakePartStorage.held;
    FakePartStorage.held = [];
    for (const release of held) release();
  }

  status = 0;
  responseText = '';
  responseType = '';
  timeout = 0;
  upload = new EventTarget();
  private listeners = new EventTarget();
  private url = '';
  private aborted = false;

  open(_method: string, url: string): void {
    this.url = url;
  }
  setRequestHeader(): void {}
  addEventListener(type: string, listener: EventListener): void {
    this.listeners.addEventListener(type, listener);
  }
  getAllResponseHeaders(): string {
    return `etag: "etag-${this.partNumber()}"\r\ncontent-length: 0\r\n`;
  }
  abort(): void {
    this.aborted = true;
    this.listeners.dispatchEvent(new Event('abort'));
  }
  send(body: Blob): void {
    const partNumber = this.partNumber();
    FakePartStorage.puts.push({ url: this.url, partNumber });
    const progress = Object.assign(new Event('progress'), {
      lengthComputable: true,
      loaded: FakePartStorage.progressBytes ?? body.size / 2,
      total: body.size,
    });
    setTimeout(() => !this.aborted && this.upload.dispatchEvent(progress), 0);
    const answer = () => {
      if (this.aborted) return;
      this.status = FakePartStorage.failParts.get(partNumber) ?? 200;
      this.listeners.dispatchEvent(new Event('load'));
    };
    if (FakePartStorage.autoRelease) setTimeout(answer, 0);
    else FakePartStorage.held.push(answer);
  }
  private partNumber(): number {
    return Number(new URL(this.url, 'https://s3.test').searchParams.get('partNumber'));
  }
}
