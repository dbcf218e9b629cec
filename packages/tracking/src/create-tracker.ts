import { TRACKING } from "@samtrot/constants-catalogue";
import { createBrowserEnvironment, type TTrackingEnvironment } from "./browser-environment.js";
import { createEventId } from "./create-event-id.js";
import { buildTrackingUrl, encodeTrackingBody } from "./encode-tracking-body.js";
import { TrackingError } from "./tracking-error.js";
import {
  TRACKING_EVENT_TITLE,
  TRACKING_RECORD_LIMITS,
  ZTrackingRecord,
  type TTrackingEntity,
  type TTrackingRecord,
  type TTrackingScalar,
} from "./tracking-record.js";

type TTimerHandle = unknown;

export interface TTrackerOptions {
  /** The community (brand) name; becomes each record's provider. Required (spec 000 §7). */
  community: string;
  /** Where the buffer is posted, e.g. "/api/v2/tracking". Required (spec 000 §7). */
  endpoint: string;
  /** The tracking session id (tsid cookie), read for every event. */
  getSessionId: () => string;
  /** Default generator of every record, e.g. { type: "web", id: "main-brand" }. */
  generator?: TTrackingEntity;
  fetch?: typeof fetch;
  now?: () => number;
  setTimeout?: (callback: () => void, ms: number) => TTimerHandle;
  clearTimeout?: (handle: TTimerHandle) => void;
  environment?: TTrackingEnvironment;
  /** Age of the oldest buffered event that triggers a send. Default 4000 ms (spec 000 §9). */
  flushTimeMs?: number;
  /** Serialized buffer size (characters) that triggers a send. Default 100000 (spec 000 §9). */
  maxSize?: number;
  /** Bodies longer than this are compressed and sent with g=1. Default 1000 (spec 000 §7). */
  compressAbove?: number;
  /** Sends in flight at most. Default 3 (spec 000 §9). */
  maxPending?: number;
  /** Failed sends in a row after which sending stops. Default 3 (spec 000 §9). */
  maxErrors?: number;
  /** Heartbeat interval while visible; 0 switches it off. Default 5000 ms (spec 000 §9). */
  heartbeatMs?: number;
  /** Where failures go; they never reach the caller. Default: console.warn. */
  onError?: (error: TrackingError) => void;
}

export interface TTrackEvent {
  title: string;
  actor?: TTrackingEntity;
  object?: TTrackingEntity;
  generator?: TTrackingEntity;
  /** Overrides or extends the context read from the page (location, referrer, further flat keys). */
  context?: Partial<Record<"userAgent" | "location" | "referrer", string>> & Record<string, TTrackingScalar>;
}

export interface TTrackerStats {
  buffered: number;
  size: number;
  pending: number;
  errors: number;
}

export interface TTracker {
  /** Buffers one event; never throws. */
  track(event: TTrackEvent): void;
  /** Sends the buffer now, under the same pending/error limits. keepalive lets it outlive the page. */
  flush(options?: { keepalive?: boolean }): void;
  /** Stops timers and listeners; the buffer is not sent (call flush first for that). */
  destroy(): void;
  stats(): TTrackerStats;
  readonly environment: TTrackingEnvironment;
}

interface TBuffered {
  line: string;
  at: number;
}

// Browsers refuse keepalive requests whose bodies total more than 64 KiB.
const KEEPALIVE_BODY_MAX = 64 * 1024;

/**
 * The visitor tracking buffer of spec 000 §7. Events become records (id, title, actor, object,
 * provider, generator, published, context) buffered as JSON lines. The buffer is posted when its
 * serialized size reaches maxSize or its oldest event is flushTimeMs old — unless maxPending sends are
 * in flight or maxErrors sends failed in a row. Decisions where the spec is open:
 * - Blocked by pending sends: events stay buffered; past maxSize the OLDEST are dropped (reported as
 *   buffer_overflow), since the newest say most about the visit. When a send settles, a due buffer
 *   goes out at once.
 * - maxErrors failures in a row (a success resets the count): sending stops and new events are
 *   dropped, not buffered — there is no point holding data for an endpoint that keeps failing. Only a
 *   send still in flight that succeeds switches it back on; otherwise it stays off for the page's life.
 * - A failed batch is not resent (failures are only logged, spec 000 §7).
 * - Heartbeat: every heartbeatMs while the page is visible and after something was tracked, a
 *   "heartbeat" record with the last event's actor and object, so time on page can be measured.
 * - The body is gzip + base64 when compressed (see encodeTrackingBody); content type text/plain,
 *   the only simple type fitting a no-cors post.
 */
export function createTracker(options: TTrackerOptions): TTracker {
  if (typeof options?.community !== "string" || options.community.trim() === "") {
    throw new Error("Missing option: community");
  }
  if (typeof options.endpoint !== "string" || options.endpoint.trim() === "") {
    throw new Error("Missing option: endpoint");
  }
  if (typeof options.getSessionId !== "function") throw new Error("Missing option: getSessionId");

  const community = options.community;
  const endpoint = options.endpoint;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;
  const setTimer = options.setTimeout ?? defaultSetTimeout;
  const clearTimer = options.clearTimeout ?? ((handle: TTimerHandle) => globalThis.clearTimeout(handle as never));
  const environment = options.environment ?? createBrowserEnvironment();
  const flushTimeMs = options.flushTimeMs ?? TRACKING.flushMs;
  const maxSize = options.maxSize ?? TRACKING.maxSize;
  const compressAbove = options.compressAbove ?? TRACKING.compressAbove;
  const maxPending = options.maxPending ?? TRACKING.maxPending;
  const maxErrors = options.maxErrors ?? TRACKING.maxErrors;
  const heartbeatMs = options.heartbeatMs ?? TRACKING.heartbeatMs;
  const onError = options.onError ?? ((error: TrackingError) => console.warn("[tracking]", error));

  let buffer: TBuffered[] = [];
  let size = 0;
  let pending = 0;
  let errors = 0;
  let destroyed = false;
  let flushTimer: TTimerHandle | null = null;
  let heartbeatTimer: TTimerHandle | null = null;
  let lastSubject: { actor?: TTrackingEntity; object: TTrackingEntity } | null = null;

  const report = (error: TrackingError) => {
    try {
      onError(error);
    } catch {
      // A broken error handler must not break the page either.
    }
  };
  const disabled = () => errors >= maxErrors;
  const isDue = () => buffer.length > 0 && (size >= maxSize || now() - buffer[0]!.at >= flushTimeMs);

  function buildRecord(event: TTrackEvent): TTrackingRecord {
    const { userAgent, location, referrer, ...extra } = event.context ?? {};
    const record: TTrackingRecord = {
      id: createEventId(),
      title: clip(event.title, TRACKING_RECORD_LIMITS.titleMax),
      provider: community,
      published: new Date(now()).toISOString(),
      context: {
        ...extra,
        userAgent: clip(userAgent ?? environment.userAgent(), TRACKING_RECORD_LIMITS.userAgentMax),
        location: clip(location ?? environment.location(), TRACKING_RECORD_LIMITS.urlMax),
        referrer: clip(referrer ?? environment.referrer(), TRACKING_RECORD_LIMITS.urlMax),
        sessionId: options.getSessionId(),
      },
    };
    if (event.actor) record.actor = event.actor;
    if (event.object) record.object = event.object;
    const generator = event.generator ?? options.generator;
    if (generator) record.generator = generator;
    return record;
  }

  function track(event: TTrackEvent): void {
    if (destroyed || disabled()) return;
    let line: string;
    try {
      const parsed = ZTrackingRecord.safeParse(buildRecord(event));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        report(new TrackingError("invalid_event", `invalid tracking event: ${issue?.path.join(".")} ${issue?.message}`));
        return;
      }
      line = JSON.stringify(parsed.data);
    } catch (cause) {
      report(new TrackingError("invalid_event", "tracking event could not be built", { cause }));
      return;
    }
    if (line.length > maxSize) {
      report(new TrackingError("event_too_large", `tracking event of ${line.length} characters exceeds ${maxSize}`));
      return;
    }
    if (event.object) lastSubject = event.actor ? { actor: event.actor, object: event.object } : { object: event.object };

    size += (buffer.length > 0 ? 1 : 0) + line.length; // + the "\n" that will join it
    buffer.push({ line, at: now() });
    if (size >= maxSize) send(false);
    else armFlushTimer();
  }

  function armFlushTimer(): void {
    if (flushTimer !== null || buffer.length === 0 || destroyed) return;
    const delay = Math.max(0, buffer[0]!.at + flushTimeMs - now());
    flushTimer = setTimer(() => {
      flushTimer = null;
      send(false);
    }, delay);
  }

  function cancelFlushTimer(): void {
    if (flushTimer === null) return;
    clearTimer(flushTimer);
    flushTimer = null;
  }

  /** Posts the whole buffer if the limits allow; otherwise keeps it within maxSize. */
  function send(keepalive: boolean): void {
    if (destroyed || buffer.length === 0) return;
    if (disabled()) {
      buffer = [];
      size = 0;
      cancelFlushTimer();
      return;
    }
    if (pending >= maxPending) {
      dropOldestOverSize();
      return; // the settling send picks the buffer up again
    }
    cancelFlushTimer();
    const text = buffer.map((entry) => entry.line).join("\n");
    buffer = [];
    size = 0;

    const { body, compressed } = encodeTrackingBody(text, compressAbove);
    const url = buildTrackingUrl(endpoint, now(), compressed);
    pending++;
    let request: Promise<Response>;
    try {
      request = fetchImpl(url, {
        method: "POST",
        mode: "no-cors",
        headers: { "content-type": "text/plain;charset=UTF-8" },
        body,
        keepalive: keepalive && body.length <= KEEPALIVE_BODY_MAX,
      });
    } catch (error) {
      request = Promise.reject(error);
    }
    request
      .then((response) => {
        // no-cors to another origin gives an opaque answer whose status cannot be read: count it as
        // delivered. Same-origin answers are readable, and a non-2xx one is a failure.
        if (response.type !== "opaque" && !response.ok) {
          void response.body?.cancel().catch(() => undefined);
          throw new TrackingError("http_status", `tracking post answered ${response.status}`);
        }
        void response.body?.cancel().catch(() => undefined);
        errors = 0;
      })
      .catch((cause: unknown) => {
        errors++;
        report(cause instanceof TrackingError ? cause : new TrackingError("send_failed", "tracking post failed", { cause }));
        if (errors === maxErrors) {
          report(new TrackingError("disabled", `tracking stopped after ${maxErrors} failed posts in a row`));
        }
      })
      .finally(() => {
        pending--;
        if (destroyed) return;
        if (disabled()) send(false); // discards what is left
        else if (isDue()) send(false);
        else armFlushTimer();
      });
  }

  function dropOldestOverSize(): void {
    let dropped = 0;
    while (size > maxSize && buffer.length > 1) {
      const oldest = buffer.shift()!;
      size -= oldest.line.length + 1;
      dropped++;
    }
    if (dropped > 0) {
      report(new TrackingError("buffer_overflow", `tracking buffer full: dropped ${dropped} oldest event(s)`));
    }
  }

  function scheduleHeartbeat(): void {
    if (heartbeatMs <= 0 || destroyed) return;
    heartbeatTimer = setTimer(() => {
      heartbeatTimer = null;
      if (lastSubject && environment.isVisible() && !disabled()) {
        const event: TTrackEvent = { title: TRACKING_EVENT_TITLE.heartbeat, object: lastSubject.object };
        if (lastSubject.actor) event.actor = lastSubject.actor;
        track(event);
      }
      scheduleHeartbeat();
    }, heartbeatMs);
  }

  const stopListening = environment.onHidden(() => send(true));
  scheduleHeartbeat();

  return {
    track,
    flush: (flushOptions) => send(flushOptions?.keepalive ?? false),
    destroy() {
      destroyed = true;
      cancelFlushTimer();
      if (heartbeatTimer !== null) clearTimer(heartbeatTimer);
      heartbeatTimer = null;
      stopListening();
    },
    stats: () => ({ buffered: buffer.length, size, pending, errors }),
    environment,
  };
}

/** Cuts a string to `max` code units without splitting a surrogate pair. */
function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  const code = value.charCodeAt(max - 1);
  return value.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}

function defaultSetTimeout(callback: () => void, ms: number): TTimerHandle {
  const handle = globalThis.setTimeout(callback, ms) as unknown as { unref?: () => void };
  // Outside a browser (tests, a server render by mistake) a tracker must not keep Node running.
  handle.unref?.();
  return handle;
}
