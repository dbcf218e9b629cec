import { z } from "zod";
import { AGE_BANDS, POPULAR_LANGUAGES, RUN_COUNTRY_CODES, TOKENS } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZPageNo } from "./gallery.js";

// Live streaming (issue 15 items 1, 2, 5; spec 001 §1 live areas browse_streaming, start_streaming, streaming_live,
// watch_recording; §3 "Live streaming": creator fields tags, birth_date, display_name, spoken_language, audience
// filter usertype, gender, age, member, origin, roles producer and audience, the kicked-out state; §9 live tipping
// amounts, tipping polling 1 s). The paths and shapes are ours; decision record 034. The media travel over WebRTC to
// the api's SFU; the SDP goes over the realtime websocket (live.publish / live.watch / live.answer, see the live
// module's README).

export const LIVE_TITLE_MIN = 3;
export const LIVE_TITLE_MAX = 80;
export const LIVE_DISPLAY_NAME_MIN = 2;
export const LIVE_DISPLAY_NAME_MAX = 40;
export const LIVE_TAG_MAX = 24;
export const LIVE_TAGS_MAX = 5;
export const LIVE_CHAT_MAX = 500;
/** the newest chat lines a page starts with */
export const LIVE_CHAT_BACKLOG = 50;
/** who may go live: escorts and businesses */
export const LIVE_PRODUCER_USER_TYPES = [2, 3] as const;
/** who an audience filter can name (spec 001 §3 usertype, gender) */
export const LIVE_AUDIENCE_USER_TYPES = [1, 2, 3] as const;
export const LIVE_AUDIENCE_GENDERS = [1, 2, 3] as const;
export const LIVE_TIP_AMOUNTS = TOKENS.liveTippingAmounts;
export const LIVE_LANGUAGES = POPULAR_LANGUAGES;
export const LIVE_AGE_BANDS = AGE_BANDS.map((band) => band.key) as [string, ...string[]];
export const LIVE_ORIGINS = RUN_COUNTRY_CODES;
export const LIVE_ROOM_STATUS = ["waiting", "live", "ended"] as const;
/** what the api says about the caller and a room */
export const LIVE_ACCESS = ["producer", "audience", "kicked_out", "refused", "sign_in", "ended"] as const;
export type TLiveAccess = (typeof LIVE_ACCESS)[number];

const required = { required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" };
const ZRoomId = z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().positive().max(Number.MAX_SAFE_INTEGER);
const ZTag = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, "validation.live.tag_length")
  .max(LIVE_TAG_MAX, "validation.live.tag_length")
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u, "validation.live.tag_invalid");

export const ZLiveAudience = z
  .object({
    user_types: z.array(z.union(LIVE_AUDIENCE_USER_TYPES.map((n) => z.literal(n)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>], { errorMap: () => ({ message: "validation.common.invalid_choice" }) })).max(3).default([]),
    genders: z.array(z.union(LIVE_AUDIENCE_GENDERS.map((n) => z.literal(n)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>], { errorMap: () => ({ message: "validation.common.invalid_choice" }) })).max(3).default([]),
    age_bands: z.array(z.enum(LIVE_AGE_BANDS, { message: "validation.common.invalid_choice" })).max(4).default([]),
    members_only: z.boolean({ invalid_type_error: "validation.common.invalid_type" }).default(false),
    origins: z.array(z.enum(LIVE_ORIGINS, { message: "validation.common.invalid_choice" })).max(LIVE_ORIGINS.length).default([]),
  })
  .strict();
export type TLiveAudience = z.infer<typeof ZLiveAudience>;

export const ZStartLiveRoom = z
  .object({
    title: z.string(required).trim().min(LIVE_TITLE_MIN, "validation.live.title_length").max(LIVE_TITLE_MAX, "validation.live.title_length"),
    tags: z.array(ZTag).max(LIVE_TAGS_MAX, "validation.live.too_many_tags").default([]),
    display_name: z.string(required).trim().min(LIVE_DISPLAY_NAME_MIN, "validation.live.display_name_length").max(LIVE_DISPLAY_NAME_MAX, "validation.live.display_name_length"),
    spoken_language: z.enum(LIVE_LANGUAGES, { message: "validation.common.invalid_choice" }),
    audience: ZLiveAudience.default({}),
  })
  .strict();
export type TStartLiveRoom = z.input<typeof ZStartLiveRoom>;

export const ZLiveProducer = z.object({ id: z.number().int(), username: z.string(), user_type: z.number().int(), avatar_url: z.string(), age: z.number().int().nullable() });

export const ZLiveRoom = z.object({
  id: z.number().int(),
  title: z.string(),
  tags: z.array(z.string()),
  display_name: z.string(),
  spoken_language: z.string(),
  status: z.enum(LIVE_ROOM_STATUS),
  producer: ZLiveProducer,
  audience: z.object({ user_types: z.array(z.number().int()), genders: z.array(z.number().int()), age_bands: z.array(z.string()), members_only: z.boolean(), origins: z.array(z.string()) }),
  viewer_count: z.number().int(),
  live_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  /** the caller's place: producer, audience (admitted), kicked_out, refused (outside the filter), sign_in (guest), ended */
  access: z.enum(LIVE_ACCESS),
});
export type TLiveRoom = z.infer<typeof ZLiveRoom>;

export const ZLiveRoomList = z.object({ items: z.array(ZLiveRoom), tags: z.array(z.object({ tag: z.string(), count: z.number().int() })) });
export type TLiveRoomList = z.infer<typeof ZLiveRoomList>;

export const ZLiveListQuery = z
  .object({
    tag: z.string().trim().toLowerCase().max(LIVE_TAG_MAX, "validation.live.tag_length").optional(),
    language: z.enum(LIVE_LANGUAGES, { message: "validation.common.invalid_choice" }).optional(),
  })
  .strict();

export const ZLiveMessage = z.object({
  id: z.number().int(),
  kind: z.enum(["chat", "tip"]),
  user: z.object({ id: z.number().int(), username: z.string() }),
  body: z.string(),
  amount: z.number().int().nullable(),
  at: z.string(),
});
export type TLiveMessage = z.infer<typeof ZLiveMessage>;

export const ZLiveState = z.object({
  status: z.enum(LIVE_ROOM_STATUS),
  access: z.enum(LIVE_ACCESS),
  viewer_count: z.number().int(),
  /** chat lines and tips after `after` (the newest LIVE_CHAT_BACKLOG without it), oldest first */
  messages: z.array(ZLiveMessage),
  /** the producer's view only: who watches now (to kick), and the tips of this broadcast */
  viewers: z.array(z.object({ id: z.number().int(), username: z.string() })).nullable(),
  tips_total: z.number().int().nullable(),
});
export type TLiveState = z.infer<typeof ZLiveState>;

export const ZLiveStateQuery = z.object({ after: z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().min(0).optional() }).strict();
export const ZLiveChat = z.object({ text: z.string(required).trim().min(1, "validation.live.message_empty").max(LIVE_CHAT_MAX, "validation.live.message_too_long") }).strict();
export const ZLiveKick = z.object({ user_id: z.number(required).int().positive() }).strict();
export const ZLiveTip = z
  .object({
    amount: z.number(required).refine((n) => (LIVE_TIP_AMOUNTS as readonly number[]).includes(n), "validation.live.tip_amount"),
    pin: z.string(required).regex(/^\d{4,6}$/, "validation.pin.format"),
    request_key: z.string(required).min(8, "validation.common.invalid_format").max(64, "validation.common.invalid_format").regex(/^[A-Za-z0-9_-]+$/, "validation.common.invalid_format"),
  })
  .strict();
export const ZLiveTipResult = z.object({ message: ZLiveMessage, balance: z.number().int(), remaining: z.number().int() });

const params = z.object({ roomId: ZRoomId });

// Recordings (issue 15 item 3; watch_recording). The producer publishes one free, for Plus members or for a price in
// dollars, or deletes it (its files are deleted).
export const LIVE_RECORDING_VISIBILITY = ["draft", "free", "members", "price"] as const;
export const LIVE_RECORDING_PRICE_MAX = 1000;
export const ZLiveRecording = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  producer: z.object({ id: z.number().int(), username: z.string() }),
  title: z.string(),
  display_name: z.string(),
  status: z.enum(["recording", "processing", "ready", "failed", "removed"]),
  visibility: z.enum(LIVE_RECORDING_VISIBILITY),
  price: z.number().int().nullable(),
  duration_seconds: z.number().int().nullable(),
  views: z.number().int(),
  created_at: z.string(),
  /** whether the caller may play it; playlist_url only then (and once ready) */
  can_watch: z.boolean(),
  playlist_url: z.string().nullable(),
  /** a priced recording the caller may unlock now (signed in, not the producer, not unlocked yet) */
  can_unlock: z.boolean(),
  /** whether the caller may comment (signed in and may watch it) */
  can_comment: z.boolean(),
  comments_count: z.number().int(),
  /** the producer's figures (null for everyone else): unlocks bought and the dollars they paid */
  unlocks: z.number().int().nullable(),
  earnings: z.number().int().nullable(),
});
export type TLiveRecording = z.infer<typeof ZLiveRecording>;
export const ZPublishRecording = z
  .object({
    visibility: z.enum(LIVE_RECORDING_VISIBILITY, { message: "validation.common.invalid_choice" }),
    price: z.number({ invalid_type_error: "validation.common.invalid_type" }).int("validation.live.price_invalid").min(1, "validation.live.price_invalid").max(LIVE_RECORDING_PRICE_MAX, "validation.live.price_invalid").nullable().optional(),
  })
  .strict();
const recordingParams = z.object({ recordingId: ZRoomId });
const recordingFileParams = z.object({ recordingId: ZRoomId, file: z.string().max(40) });

export const myRecordingsContract = defineContract({
  id: "myLiveRecordings",
  method: "GET",
  path: "/api/v2/live/recordings/mine",
  summary: "The caller's recordings, newest first (status, visibility, views)",
  tags: ["live"],
  auth: "user",
  response: z.object({ items: z.array(ZLiveRecording) }),
});
export const liveRecordingContract = defineContract({
  id: "liveRecording",
  method: "GET",
  path: "/api/v2/live/recordings/:recordingId",
  summary: "One recording (watch_recording) with can_watch; counts a view when someone else than the producer opens it. Drafts are the producer's only (404 for others)",
  tags: ["live"],
  auth: "public",
  params: recordingParams,
  response: ZLiveRecording,
});
export const publishRecordingContract = defineContract({
  id: "publishLiveRecording",
  method: "PUT",
  path: "/api/v2/live/recordings/:recordingId",
  summary: "The producer sets who may watch: draft, free, members, or price (dollars)",
  tags: ["live"],
  auth: "user",
  params: recordingParams,
  body: ZPublishRecording,
  response: ZLiveRecording,
});
export const deleteRecordingContract = defineContract({
  id: "deleteLiveRecording",
  method: "DELETE",
  path: "/api/v2/live/recordings/:recordingId",
  summary: "The producer deletes a recording: gone from every list, its files deleted",
  tags: ["live"],
  auth: "user",
  params: recordingParams,
  response: z.object({ deleted: z.boolean() }),
});
export const recordingFileContract = defineContract({
  id: "liveRecordingFile",
  method: "GET",
  path: "/api/v2/live/recordings/:recordingId/files/:file",
  summary: "The HLS playlist, its segments and the MP4 of a recording, for whoever may watch it",
  tags: ["live"],
  auth: "public",
  params: recordingFileParams,
  responseContentType: "application/octet-stream",
});

/** The answer to an unlock: the recording (playable now) and the balance moved (null when it was unlocked before). */
export const ZRecordingUnlock = z.object({
  recording: ZLiveRecording,
  balance: z.object({ before: z.number().int(), after: z.number().int() }).nullable(),
  already_unlocked: z.boolean(),
});
export type TRecordingUnlock = z.infer<typeof ZRecordingUnlock>;
export const unlockRecordingContract = defineContract({
  id: "unlockLiveRecording",
  method: "POST",
  path: "/api/v2/live/recordings/:recordingId/unlock",
  summary:
    "Unlocks a priced recording: its price in dollars goes from the caller to the producer through the ledger, in one transaction, " +
    "once (a repeated request answers already_unlocked). 422 exception.ledger.insufficient_balance (meta currency, balance, needed) | " +
    "exception.live.recording_not_priced | exception.live.own_recording; 404 exception.live.recording_not_found",
  tags: ["live"],
  auth: "user",
  params: recordingParams,
  response: ZRecordingUnlock,
});

// Comments on recordings (issue 15 item 3): 20 a page, newest first; plain text (the allow-list sanitiser removes
// markup) and the ad-text rules; the commenter, the producer and the team delete; reports are category 27.
export const LIVE_RECORDING_COMMENTS_PAGE_SIZE = 20;
export const LIVE_RECORDING_COMMENT_MAX = 1000;
export const ZRecordingComment = z.object({
  id: z.number().int(),
  /** plain text, line breaks kept */
  body: z.string(),
  created_at: z.string(),
  author: z.object({ id: z.number().int(), username: z.string(), avatar_url: z.string() }),
  can_delete: z.boolean(),
});
export type TRecordingComment = z.infer<typeof ZRecordingComment>;
export const ZRecordingCommentList = z.object({ items: z.array(ZRecordingComment), total: z.number().int(), page_no: z.number().int(), page_size: z.number().int() });
export type TRecordingCommentList = z.infer<typeof ZRecordingCommentList>;
export const ZRecordingCommentBody = z
  .object({
    text: z
      .string({ required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" })
      .trim()
      .min(1, { message: "validation.live.comment_empty" })
      .max(LIVE_RECORDING_COMMENT_MAX, { message: "validation.live.comment_too_long" }),
  })
  .strict();
const recordingCommentParams = z.object({ recordingId: ZRoomId, commentId: ZRoomId });

export const recordingCommentsContract = defineContract({
  id: "liveRecordingComments",
  method: "GET",
  path: "/api/v2/live/recordings/:recordingId/comments",
  summary: `Comments of a published recording, newest first, ${LIVE_RECORDING_COMMENTS_PAGE_SIZE} a page (guests too; drafts: the producer only)`,
  tags: ["live"],
  auth: "public",
  params: recordingParams,
  query: z.object({ page_no: ZPageNo }).strict(),
  response: ZRecordingCommentList,
});
export const addRecordingCommentContract = defineContract({
  id: "addLiveRecordingComment",
  method: "POST",
  path: "/api/v2/live/recordings/:recordingId/comments",
  summary:
    "Whoever may watch a recording comments on it (plain text, markup removed, the ad-text rules); the producer is notified. " +
    "422 validation.live.comment_empty | comment_too_long | the ad-text keys; 403 exception.live.recording_locked | recording_members_only | exception.live.blocked; " +
    "404 exception.live.recording_not_found",
  tags: ["live"],
  auth: "user",
  params: recordingParams,
  body: ZRecordingCommentBody,
  response: ZRecordingComment,
});
export const deleteRecordingCommentContract = defineContract({
  id: "deleteLiveRecordingComment",
  method: "DELETE",
  path: "/api/v2/live/recordings/:recordingId/comments/:commentId",
  summary: "The commenter, the producer or the team deletes a comment. 403 exception.live.comment_not_yours; 404 exception.live.comment_not_found",
  tags: ["live"],
  auth: "user",
  params: recordingCommentParams,
  response: z.object({ deleted: z.literal(true) }),
});

export const liveRoomsContract = defineContract({
  id: "liveRooms",
  method: "GET",
  path: "/api/v2/live/rooms",
  summary: "Rooms live now, newest first (guest-visible previews), with filters tag and language; the tags in use with their counts",
  tags: ["live"],
  auth: "public",
  query: ZLiveListQuery,
  response: ZLiveRoomList,
});
export const startLiveRoomContract = defineContract({
  id: "startLiveRoom",
  method: "POST",
  path: "/api/v2/live/rooms",
  summary: "An escort or business opens a room (status waiting until the media arrive over the websocket: live.publish); one open room each",
  tags: ["live"],
  auth: "user",
  body: ZStartLiveRoom,
  response: ZLiveRoom,
});
export const myLiveRoomContract = defineContract({
  id: "myLiveRoom",
  method: "GET",
  path: "/api/v2/live/my-room",
  summary: "The caller's open room (waiting or live), or null",
  tags: ["live"],
  auth: "user",
  response: ZLiveRoom.nullable(),
});
export const liveRoomContract = defineContract({
  id: "liveRoom",
  method: "GET",
  path: "/api/v2/live/rooms/:roomId",
  summary: "One room with the caller's access (a guest: sign_in); ended rooms too",
  tags: ["live"],
  auth: "public",
  params,
  response: ZLiveRoom,
});
export const joinLiveRoomContract = defineContract({
  id: "joinLiveRoom",
  method: "POST",
  path: "/api/v2/live/rooms/:roomId/join",
  summary: "Checks that the caller may watch (signed in, inside the audience filter, not kicked out, the room live); the websocket's live.watch checks the same",
  tags: ["live"],
  auth: "user",
  params,
  response: ZLiveRoom,
});
export const liveStateContract = defineContract({
  id: "liveState",
  method: "GET",
  path: "/api/v2/live/rooms/:roomId/state",
  summary: "Status, viewer count and the chat after `after` (polled each second as the fallback of the websocket, spec 001 §9); the producer also gets the viewers and the tips total",
  tags: ["live"],
  auth: "user",
  params,
  query: ZLiveStateQuery,
  response: ZLiveState,
});
export const liveChatContract = defineContract({
  id: "liveChat",
  method: "POST",
  path: "/api/v2/live/rooms/:roomId/messages",
  summary: "A chat line (plain text) from the producer or an admitted viewer; everyone in the room gets live.message",
  tags: ["live"],
  auth: "user",
  params,
  body: ZLiveChat,
  response: ZLiveMessage,
});
export const liveTipContract = defineContract({
  id: "liveTip",
  method: "POST",
  path: "/api/v2/live/rooms/:roomId/tips",
  summary: "A client tips the producer 5, 10, 100, 150 or 200 dollars (security PIN, monthly tipping limit, through the ledger); the tip appears in the chat",
  tags: ["live"],
  auth: "user",
  params,
  body: ZLiveTip,
  response: ZLiveTipResult,
});
export const liveKickContract = defineContract({
  id: "liveKick",
  method: "POST",
  path: "/api/v2/live/rooms/:roomId/kick",
  summary: "The producer kicks a viewer out of this broadcast: the connection closes, the viewer sees the kicked-out state and cannot rejoin",
  tags: ["live"],
  auth: "user",
  params,
  body: ZLiveKick,
  response: z.object({ kicked: z.boolean() }),
});
export const endLiveRoomContract = defineContract({
  id: "endLiveRoom",
  method: "POST",
  path: "/api/v2/live/rooms/:roomId/end",
  summary: "The producer ends the stream",
  tags: ["live"],
  auth: "user",
  params,
  response: ZLiveRoom,
});

export const liveContracts = [
  liveRoomsContract,
  startLiveRoomContract,
  myLiveRoomContract,
  liveRoomContract,
  joinLiveRoomContract,
  liveStateContract,
  liveChatContract,
  liveTipContract,
  liveKickContract,
  endLiveRoomContract,
  myRecordingsContract,
  liveRecordingContract,
  publishRecordingContract,
  deleteRecordingContract,
  recordingFileContract,
  unlockRecordingContract,
  recordingCommentsContract,
  addRecordingCommentContract,
  deleteRecordingCommentContract,
] as const;
