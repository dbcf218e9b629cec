import type { TNotificationContentType, TNotificationDelivery, TNotificationStickiness } from "@samtrot/constants-catalogue";

// The notifications the product makes now (spec 001 'Notification types': each has a content type request/info/alert
// and a delivery push/popup/bar; stickiness short 5 s, medium 8 s, long 15 s, permanent). The spec does not name the
// individual types; these are ours. Later features add theirs here. The web shows `notifications.kind.<kind>`.

export type TNotificationKind = {
  area: string;
  contentType: TNotificationContentType;
  delivery: TNotificationDelivery;
  stickiness: TNotificationStickiness;
};

export const NOTIFICATION_KINDS = {
  /** someone visited the profile (members only: seeing visitors is a Plus benefit) */
  profile_visit: { area: "profile", contentType: "info", delivery: "bar", stickiness: "medium" },
  /** someone favourited the profile (members only) */
  favorite: { area: "profile", contentType: "info", delivery: "popup", stickiness: "medium" },
  /** a new message (the messenger makes these) */
  message_new: { area: "messenger", contentType: "info", delivery: "push", stickiness: "short" },
  /** a payment went through: membership running, dollars or tokens credited */
  payment_success: { area: "payment", contentType: "info", delivery: "popup", stickiness: "long" },
  /** a payment failed (declined, timed out, cancelled) */
  payment_failed: { area: "payment", contentType: "alert", delivery: "popup", stickiness: "permanent" },
  /** dollars or tokens arrived or were taken back, other than by the user's own spending or purchase */
  balance_changed: { area: "payment", contentType: "info", delivery: "bar", stickiness: "short" },
  /** a client asks for a date (issue 13): the receiver answers */
  date_request: { area: "date", contentType: "request", delivery: "popup", stickiness: "long" },
  /** the other side proposed another time: the receiver of this answers */
  date_rescheduled: { area: "date", contentType: "request", delivery: "popup", stickiness: "long" },
  date_accepted: { area: "date", contentType: "info", delivery: "popup", stickiness: "medium" },
  date_rejected: { area: "date", contentType: "alert", delivery: "bar", stickiness: "medium" },
  date_cancelled: { area: "date", contentType: "alert", delivery: "popup", stickiness: "long" },
  /** a request or another time was not answered in time (the expiry job; both sides) */
  date_expired: { area: "date", contentType: "info", delivery: "bar", stickiness: "medium" },
  /** the other side reviewed the date; theirs is shown once you have reviewed too, or the window closed */
  date_reviewed: { area: "date", contentType: "request", delivery: "popup", stickiness: "medium" },
  /** the other side reviewed too: both reviews are published now */
  date_reviews_published: { area: "date", contentType: "info", delivery: "bar", stickiness: "medium" },
  /** the one your review is about answered it */
  date_review_reply: { area: "date", contentType: "info", delivery: "bar", stickiness: "medium" },
  /** the receipt of a report the user made (DSA Art. 16 (4)); params: number */
  report_received: { area: "report", contentType: "info", delivery: "bar", stickiness: "medium" },
  /** someone attends your event (issue 14; to the organizer) */
  event_attendance: { area: "event", contentType: "info", delivery: "bar", stickiness: "medium" },
  /** someone asks to attend your event that needs confirmation (/event/creator_accept) */
  event_attendance_request: { area: "event", contentType: "request", delivery: "popup", stickiness: "long" },
  /** the organizer confirmed your attendance */
  event_attendance_confirmed: { area: "event", contentType: "info", delivery: "popup", stickiness: "medium" },
  /** the organizer rejected your attendance (for good) */
  event_attendance_rejected: { area: "event", contentType: "alert", delivery: "bar", stickiness: "medium" },
  /** the organizer cancelled an event you attend */
  event_cancelled: { area: "event", contentType: "alert", delivery: "popup", stickiness: "long" },
  /** an attendee reviewed your event */
  event_reviewed: { area: "event", contentType: "info", delivery: "bar", stickiness: "medium" },
  /** the organizer commented on your review */
  event_review_comment: { area: "event", contentType: "info", delivery: "bar", stickiness: "medium" },
  /** the team accepted your event: it is public now */
  event_accepted: { area: "event", contentType: "info", delivery: "popup", stickiness: "medium" },
  /** the team rejected your event (with a statement) */
  event_rejected: { area: "event", contentType: "alert", delivery: "popup", stickiness: "long" },
  /** her safety check-in is due in 15 minutes: "Ich bin sicher" on the date (decision 027) */
  date_check_in_reminder: { area: "date", contentType: "request", delivery: "popup", stickiness: "permanent" },
  /** she did not check in in time: her emergency contact was e-mailed */
  date_check_in_alerted: { area: "date", contentType: "alert", delivery: "popup", stickiness: "permanent" },
  /** someone commented on your blog (issue 14) */
  blog_comment: { area: "blog", contentType: "info", delivery: "bar", stickiness: "medium" },
  /** the team approved your blog: it is published (or the edit checked) */
  blog_approved: { area: "blog", contentType: "info", delivery: "popup", stickiness: "medium" },
  /** the team rejected your blog; params.reason is the statement of reasons (also in my_blogs) */
  blog_rejected: { area: "blog", contentType: "alert", delivery: "popup", stickiness: "permanent" },
  /** a client sent you a gift (decision 040); params username, gift (key), price */
  gift_received: { area: "gift", contentType: "info", delivery: "popup", stickiness: "medium" },
  /** someone replied in a forum topic you started (forum_notifications.replies) or posted in (followed_threads; decision 042) */
  forum_reply: { area: "forum", contentType: "info", delivery: "bar", stickiness: "medium" },
  /** someone mentioned you as "@username" in a forum post (forum_notifications.mentions; decision 042) */
  forum_mention: { area: "forum", contentType: "info", delivery: "bar", stickiness: "medium" },
  /** someone you favourited went live (issue 15; to favouriters the room's audience filter admits, unless turned off in the settings) */
  live_started: { area: "live_chat", contentType: "info", delivery: "popup", stickiness: "long" },
  /** someone commented on your recording */
  recording_comment: { area: "live_chat", contentType: "info", delivery: "bar", stickiness: "medium" },
  /** a moderation decision restricted you: the statement of reasons (DSA Art. 17) and the way to appeal (issue 16) */
  statement_of_reasons: { area: "moderation", contentType: "alert", delivery: "popup", stickiness: "permanent" },
  /** your report was decided (to the reporter, with whether automation was used) */
  report_decided: { area: "report", contentType: "info", delivery: "bar", stickiness: "medium" },
  /** your appeal was decided */
  appeal_decided: { area: "moderation", contentType: "info", delivery: "popup", stickiness: "long" },
} as const satisfies Record<string, TNotificationKind>;

export type TNotificationKindName = keyof typeof NOTIFICATION_KINDS;
