/**
 * EventBridge did not take the event (it refused the entry, or kept failing after the retries): the event is not on
 * the bus. The API's error middleware answers it 503 (http/service-faults.ts, by this name), so the caller may send
 * the request again. Every EventBridge transport throws this.
 */
export class EventPublishError extends Error {
  constructor(
    readonly detailType: string,
    readonly errorCode: string | undefined,
    errorMessage: string | undefined,
    options?: { cause?: unknown },
  ) {
    super(`PutEvents failed for ${detailType}: ${errorCode ?? ''} ${errorMessage ?? ''}`.trim(), options);
    this.name = 'EventPublishError';
  }
}
