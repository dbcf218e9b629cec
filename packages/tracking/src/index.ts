// Visitor tracking (spec 000 §7): the browser-side buffer and the receiver's decoder.
export {
  TRACKING_EVENT_TITLE,
  TRACKING_RECORD_LIMITS,
  ZTrackingContext,
  ZTrackingEntity,
  ZTrackingRecord,
  ZTrackingScalar,
  type TTrackingContext,
  type TTrackingEntity,
  type TTrackingRecord,
  type TTrackingScalar,
} from "./tracking-record.js";
export { TrackingError, type TTrackingErrorCode } from "./tracking-error.js";
export { createBrowserEnvironment, type TTrackingEnvironment } from "./browser-environment.js";
export { createEventId } from "./create-event-id.js";
export { buildTrackingUrl, encodeTrackingBody, type TEncodedTrackingBody } from "./encode-tracking-body.js";
export {
  decodeTrackingBody,
  TRACKING_DECODE_ERROR,
  type TDecodeTrackingBodyOptions,
  type TDecodeTrackingBodyResult,
  type TTrackingDecodeError,
} from "./decode-tracking-body.js";
export {
  createTracker,
  type TTrackEvent,
  type TTracker,
  type TTrackerOptions,
  type TTrackerStats,
} from "./create-tracker.js";
export { createBrowserTracker } from "./create-browser-tracker.js";
export { trackPageView, type TPageView } from "./track-page-view.js";
export {
  createDocumentCookieJar,
  createRequestCookieJar,
  getOrCreateTrackingSession,
  parseCookieHeader,
  serializeCookie,
  type TCookieAttributes,
  type TCookieJar,
  type TTrackingSession,
} from "./tracking-session.js";
export { toTrackingEventRow, type TTrackingEventRow } from "./to-tracking-event-row.js";
