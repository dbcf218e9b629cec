export type TTrackingErrorCode =
  /** The post failed on the network (closed port, offline, aborted). */
  | "send_failed"
  /** The post got a readable non-2xx answer (same-origin endpoint; no-cors hides cross-origin ones). */
  | "http_status"
  /** maxErrors sends failed in a row; the tracker stops sending until an in-flight send succeeds. */
  | "disabled"
  /** Sends were blocked (maxPending) and the buffer passed maxSize: the oldest events were dropped. */
  | "buffer_overflow"
  /** The event does not make a valid record (ZTrackingRecord) and was dropped. */
  | "invalid_event"
  /** One serialized event is larger than maxSize on its own and was dropped. */
  | "event_too_large";

/** What the tracker hands to onError. Tracking never throws at its caller (spec 000 §7: only logged). */
export class TrackingError extends Error {
  override readonly name = "TrackingError";
  constructor(
    readonly code: TTrackingErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
