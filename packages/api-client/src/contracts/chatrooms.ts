import { z } from "zod";
import { defineContract } from "./define-contract.js";

// Topic chat rooms (issue 15 item 4; spec 000 §1 "chat rooms", §2 community/*). Signed-in users only; text only
// (plain text after the allow-list sanitiser, like messenger texts); slow mode and mutes decided by the api in
// Postgres; live over the websocket (events below). Paths and shapes are ours; decision record 035.

/** Longest message, in characters after sanitising (ours: a chat line, shorter than a messenger message). */
export const CHAT_MESSAGE_MAX = 500;
/** Messages a page of the history (older ones by before_id). */
export const CHAT_PAGE_SIZE = 30;
/** Most messages one after_id call returns (the gap after a reconnect). */
export const CHAT_CATCH_UP_MAX = 100;
/** A room page tells the api it is open this often over the websocket (`chatroom.join`). */
export const CHAT_PRESENCE_REFRESH_SECONDS = 30;
/** Presence older than this counts as gone (a missed refresh or two). */
export const CHAT_PRESENCE_TTL_SECONDS = 70;
/** The mute lengths a moderator chooses from, in minutes; 0 lifts a mute. */
export const CHAT_MUTE_MINUTES = [0, 10, 60, 1440, 10080] as const;

const ZId = z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().positive().max(Number.MAX_SAFE_INTEGER);
const ZSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { message: "validation.common.invalid_choice" });
export const ZChatRoomParams = z.object({ slug: ZSlug });
export const ZChatMessageParams = z.object({ messageId: ZId });

/** A text in both languages of the product (the room's name and description). */
const ZBilingual = z.object({ de: z.string(), en: z.string() });

export const ZChatRoom = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: ZBilingual,
  description: ZBilingual,
  /** at least this many seconds between two messages of one user (0: no slow mode) */
  slow_mode_seconds: z.number().int(),
  /** users with the room open now (presence refreshed within CHAT_PRESENCE_TTL_SECONDS) */
  online_count: z.number().int(),
  /** the newest shown message; null for a room nobody wrote in yet */
  last_message_at: z.string().nullable(),
});
export type TChatRoom = z.infer<typeof ZChatRoom>;

export const ZChatSender = z.object({ id: z.number().int(), username: z.string(), user_type: z.number().int(), avatar_url: z.string() });

export const ZChatMessage = z.object({
  id: z.number().int(),
  room_id: z.number().int(),
  /** plain text; the web renders it as text, links only through messageSegments() */
  text: z.string(),
  created_at: z.string(),
  sender: ZChatSender,
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** What the viewer may do in the room now. */
export const ZChatViewerState = z.object({
  /** a team user: removes messages and mutes users; no slow mode */
  is_moderator: z.boolean(),
  /** muted by a moderator until then (null: not muted) */
  muted_until: z.string().nullable(),
  /** slow mode: the viewer's next message is accepted from then on (null: now) */
  next_message_at: z.string().nullable(),
});
export type TChatViewerState = z.infer<typeof ZChatViewerState>;

export const ZChatRoomList = z.object({ items: z.array(ZChatRoom) });

export const chatRoomListContract = defineContract({
  id: "chatRooms",
  method: "GET",
  path: "/api/v2/chatrooms",
  summary: "The open topic chat rooms with members online and last activity. Signed-in users only (401 for guests)",
  tags: ["chatrooms"],
  auth: "user",
  response: ZChatRoomList,
});

export const ZChatRoomDetail = z.object({ room: ZChatRoom, viewer: ZChatViewerState });

export const chatRoomContract = defineContract({
  id: "chatRoom",
  method: "GET",
  path: "/api/v2/chatrooms/:slug",
  summary: "One room and what the viewer may do there (moderator, muted until, slow mode's next message). 404 exception.chatrooms.room_not_found",
  tags: ["chatrooms"],
  auth: "user",
  params: ZChatRoomParams,
  response: ZChatRoomDetail,
});

export const ZChatHistoryQuery = z
  .object({
    /** older messages than this id (the page's "earlier messages") */
    before_id: ZId.optional(),
    /** newer messages than this id (what a page missed while its connection was down) */
    after_id: ZId.optional(),
  })
  .strict()
  .refine((query) => query.before_id === undefined || query.after_id === undefined, { message: "validation.common.invalid_choice", path: ["after_id"] });

export const ZChatHistory = z.object({
  /** oldest first */
  items: z.array(ZChatMessage),
  /** before_id / first page: older messages exist; after_id: more newer ones than CHAT_CATCH_UP_MAX */
  has_more: z.boolean(),
});
export type TChatHistory = z.infer<typeof ZChatHistory>;

export const chatHistoryContract = defineContract({
  id: "chatHistory",
  method: "GET",
  path: "/api/v2/chatrooms/:slug/messages",
  summary:
    `The room's messages, oldest first: the newest ${CHAT_PAGE_SIZE}, or ${CHAT_PAGE_SIZE} before before_id, or up to ${CHAT_CATCH_UP_MAX} after after_id. ` +
    "Without removed messages and without messages of users the viewer blocked or who blocked the viewer. 404 exception.chatrooms.room_not_found",
  tags: ["chatrooms"],
  auth: "user",
  params: ZChatRoomParams,
  query: ZChatHistoryQuery,
  response: ZChatHistory,
});

export const ZSendChatMessageBody = z
  .object({
    text: z
      .string({ required_error: "validation.chatrooms.empty_message", invalid_type_error: "validation.common.invalid_type" })
      .max(CHAT_MESSAGE_MAX * 4, { message: "validation.chatrooms.text_too_long" }),
  })
  .strict();
export type TSendChatMessageBody = z.infer<typeof ZSendChatMessageBody>;

export const ZSendChatMessageResult = z.object({ message: ZChatMessage, viewer: ZChatViewerState });

export const sendChatMessageContract = defineContract({
  id: "sendChatMessage",
  method: "POST",
  path: "/api/v2/chatrooms/:slug/messages",
  summary:
    "Writes a message (plain text; markup removed by the allow-list sanitiser); everyone with the room open gets it live (chatroom.message) unless a block " +
    `stands between them. 422 validation.chatrooms.empty_message | text_too_long (over ${CHAT_MESSAGE_MAX} characters); 429 exception.chatrooms.slow_mode ` +
    "(meta.next_message_at, meta.retry_after seconds); 403 exception.chatrooms.muted (meta.muted_until); 404 exception.chatrooms.room_not_found",
  tags: ["chatrooms"],
  auth: "user",
  params: ZChatRoomParams,
  body: ZSendChatMessageBody,
  response: ZSendChatMessageResult,
});

export const ZRemovedChatMessage = z.object({ room_id: z.number().int(), message_id: z.number().int() });

export const removeChatMessageContract = defineContract({
  id: "removeChatMessage",
  method: "DELETE",
  path: "/api/v2/moderation/chatrooms/messages/:messageId",
  summary:
    "Team only: removes a message; it disappears live from every open room page (chatroom.removed) and from the history. " +
    "403 exception.common.forbidden; 404 exception.chatrooms.message_not_found (also when removed already)",
  tags: ["chatrooms", "moderation"],
  auth: "user",
  params: ZChatMessageParams,
  response: ZRemovedChatMessage,
});

export const ZMuteChatUserBody = z
  .object({
    user_id: z.number({ required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" }).int().positive(),
    minutes: z
      .number({ required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" })
      .int()
      .refine((m) => (CHAT_MUTE_MINUTES as readonly number[]).includes(m), { message: "validation.common.invalid_choice" }),
  })
  .strict();

export const ZChatMute = z.object({ room_id: z.number().int(), user_id: z.number().int(), muted_until: z.string().nullable() });

export const muteChatUserContract = defineContract({
  id: "muteChatUser",
  method: "POST",
  path: "/api/v2/moderation/chatrooms/:slug/mutes",
  summary:
    `Team only: mutes a user in the room for minutes (${CHAT_MUTE_MINUTES.filter((m) => m > 0).join(", ")}; 0 lifts the mute); the user is told live (chatroom.muted). ` +
    "403 exception.common.forbidden; 404 exception.chatrooms.room_not_found | exception.chatrooms.user_not_found; 422 exception.chatrooms.cannot_mute_team",
  tags: ["chatrooms", "moderation"],
  auth: "user",
  params: ZChatRoomParams,
  body: ZMuteChatUserBody,
  response: ZChatMute,
});

// Realtime (apps/api/src/modules/realtime, ephemeral: not stored; a page that was offline asks for after_id).
/** client → server `chatroom.join` (every CHAT_PRESENCE_REFRESH_SECONDS while the page is open) and `chatroom.leave` */
export const ZChatPresenceClientMessage = z.object({ room_id: z.number().int().positive() }).strict();
/** `chatroom.message` to everyone with the room open (not across a block) and to the sender's other tabs */
export const ZChatMessageEvent = z.object({ room_id: z.number().int(), message: ZChatMessage, online_count: z.number().int() });
/** `chatroom.removed` to everyone with the room open */
export const ZChatRemovedEvent = ZRemovedChatMessage;
/** `chatroom.presence` when someone opens or leaves the room (to everyone there), and to a page refreshing its presence */
export const ZChatPresenceEvent = z.object({ room_id: z.number().int(), online_count: z.number().int() });
/** `chatroom.muted` to the muted user (muted_until null: lifted) */
export const ZChatMutedEvent = ZChatMute;

export const chatRoomContracts = [chatRoomListContract, chatRoomContract, chatHistoryContract, sendChatMessageContract, removeChatMessageContract, muteChatUserContract] as const;
