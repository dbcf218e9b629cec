import { z } from "zod";
import { PAGE_SIZE, TOKENS, ZBlockRelation, ZContactLimitResult, ZThreadStatus } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZPageNo } from "./gallery.js";
import { ZUploadToken } from "./registration.js";

// The messenger (issue 12; spec 000 §2 messenger/{targetUsername?}, §5 links in messages, §8 overall message
// limit; spec 001 §3 thread statuses and block relation, §4 check results, send states and status precedence,
// §5 images, §9 page sizes and the 5-dollar unlock/boost). The rules live in @samtrot/messenger; the api decides
// with them inside the transaction that stores a message. Message text is plain text (markup is removed by the
// allow-list sanitiser on the way in); the web renders links with messageSegments() of @samtrot/messenger.

/** spec 001 §5: up to 16 images selectable, 4 sent at once (one message carries at most 4) */
export const MESSENGER_IMAGES = { selectable: 16, perMessage: 4 } as const;
export const MESSAGE_TEXT_MAX = 2000;
export const MESSENGER_PAGE_SIZE = { threads: PAGE_SIZE.messengerThreads, conversation: PAGE_SIZE.messengerConversation } as const;

const ZId = z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().positive().max(Number.MAX_SAFE_INTEGER);

export const ZMessengerPartner = z.object({
  id: z.number().int(),
  username: z.string(),
  /** the name the profile shows (null: no profile, or the account is deleted) */
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  user_type: z.number().int(),
  gender: z.number().int().nullable(),
  is_member: z.boolean(),
  is_verified: z.boolean(),
});
export type TMessengerPartner = z.infer<typeof ZMessengerPartner>;

export const ZMessageImage = z.object({
  media_id: z.number().int(),
  thumb_url: z.string(),
  full_url: z.string(),
});
export type TMessageImage = z.infer<typeof ZMessageImage>;

export const ZMessage = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  sender_id: z.number().int(),
  is_mine: z.boolean(),
  /** plain text ("" when the message is only images or deleted) */
  text: z.string(),
  images: z.array(ZMessageImage),
  /** ISO 8601 */
  created_at: z.string(),
  /** the sender's key of the message (only on the sender's own messages): matches an optimistic message */
  client_key: z.string().nullable(),
  is_boosted: z.boolean(),
  /** the sender deleted it: text and images are gone for both */
  is_deleted: z.boolean(),
  /**
   * Read receipt of an own message, only for Plus viewers ("see who read messages", spec 001 §6):
   * true / false for a Plus viewer's own messages, null otherwise.
   */
  is_read: z.boolean().nullable(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZWayThrough = z.object({
  plus: z.boolean(),
  unlock: z.boolean(),
  boost: z.boolean(),
  /** dollars still to tip before a first contact (result 7), else null */
  tip: z.number().int().nullable(),
  verify: z.boolean(),
});

/** The first-contact decision for the caller writing to a partner now (spec 001 §4). */
export const ZContactDecision = z.object({
  result: ZContactLimitResult,
  allowed: z.boolean(),
  /** a limiter case (2, 3, 4, 8, 9): the web shows the limiter with unlock / boost */
  limiter: z.boolean(),
  way_through: ZWayThrough,
  /** dollars for unlock or boost (spec 001 §9) */
  price: z.number().int(),
  /** the translation key of a refusal (exception.messenger.*), null when allowed */
  error: z.string().nullable(),
  /** this message would open the thread (first contact) */
  is_first_contact: z.boolean(),
});
export type TContactDecision = z.infer<typeof ZContactDecision>;

export const ZThreadLastMessage = z.object({
  id: z.number().int(),
  sender_id: z.number().int(),
  /** plain text, at most 120 characters */
  preview: z.string(),
  image_count: z.number().int(),
  is_deleted: z.boolean(),
  created_at: z.string(),
});

export const ZThread = z.object({
  id: z.number().int(),
  partner: ZMessengerPartner,
  /** by the spec's precedence (spec 001 §4) */
  status: ZThreadStatus,
  block_relation: ZBlockRelation,
  unread_count: z.number().int(),
  /** the viewer marked the thread unread */
  is_marked_unread: z.boolean(),
  last_message: ZThreadLastMessage.nullable(),
  last_message_at: z.string().nullable(),
  /** the viewer may write in this thread now (status; first-contact limits are decided when sending) */
  can_send: z.boolean(),
});
export type TThread = z.infer<typeof ZThread>;

// ---- lists ---------------------------------------------------------------------------------------------

export const ZThreadListQuery = z
  .object({
    page_no: ZPageNo,
    /** all (default; hidden threads left out), unread, hidden */
    filter: z.enum(["all", "unread", "hidden"], { message: "validation.common.invalid_choice" }).default("all"),
  })
  .strict();

export const ZThreadList = z.object({
  items: z.array(ZThread),
  total: z.number().int(),
  /** unread messages over all threads of the caller (the header badge) */
  unread_total: z.number().int(),
  page_no: z.number().int(),
  page_size: z.number().int(),
});
export type TThreadList = z.infer<typeof ZThreadList>;

export const threadListContract = defineContract({
  id: "messengerThreads",
  method: "GET",
  path: "/api/v2/messenger/threads",
  summary: `The caller's threads, newest activity first, ${MESSENGER_PAGE_SIZE.threads} a page, with unread counts, status and last message`,
  tags: ["messenger"],
  auth: "user",
  query: ZThreadListQuery,
  response: ZThreadList,
});

export const ZThreadParams = z.object({ threadId: ZId });

export const ZConversationQuery = z
  .object({
    /** older messages than this id (scrolling up); absent = the newest page */
    before_id: ZId.optional(),
  })
  .strict();

export const ZConversation = z.object({
  thread: ZThread,
  /** oldest first, at most 30 (spec 001 §9) */
  items: z.array(ZMessage),
  /** older messages exist before items[0] */
  has_more: z.boolean(),
  page_size: z.number().int(),
});
export type TConversation = z.infer<typeof ZConversation>;

export const conversationContract = defineContract({
  id: "messengerConversation",
  method: "GET",
  path: "/api/v2/messenger/threads/:threadId/messages",
  summary: `Messages of one of the caller's threads, ${MESSENGER_PAGE_SIZE.conversation} a page, oldest first; before_id pages to older ones. 404 exception.messenger.thread_not_found`,
  tags: ["messenger"],
  auth: "user",
  params: ZThreadParams,
  query: ZConversationQuery,
  response: ZConversation,
});

export const ZPartnerParams = z.object({ username: z.string().min(1).max(40) });

export const ZMessengerTarget = z.object({
  partner: ZMessengerPartner,
  /** the existing thread with that user, or null (a first contact) */
  thread: ZThread.nullable(),
  /** what sending a message now would give (the web shows a refusal before the user types) */
  contact: ZContactDecision,
  /** the caller's dollars (for the unlock / boost offer: balance before → after) */
  dollar_balance: z.number().int(),
});
export type TMessengerTarget = z.infer<typeof ZMessengerTarget>;

export const messengerTargetContract = defineContract({
  id: "messengerTarget",
  method: "GET",
  path: "/api/v2/messenger/target/:username",
  summary:
    "Opens messenger/{targetUsername}: the partner, the thread if one exists, and the first-contact decision for writing now. " +
    "404 exception.profile.not_found (unknown or deleted), 422 validation.messenger.self",
  tags: ["messenger"],
  auth: "user",
  params: ZPartnerParams,
  response: ZMessengerTarget,
});

// ---- sending -------------------------------------------------------------------------------------------

export const ZSendMessageBody = z
  .object({
    recipient_id: z.number({ required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" }).int().positive(),
    text: z.string({ invalid_type_error: "validation.common.invalid_type" }).max(MESSAGE_TEXT_MAX, { message: "validation.messenger.text_too_long" }).default(""),
    /** media ids of images uploaded with the messenger upload token, at most 4 per message */
    media_ids: z
      .array(z.number().int().positive())
      .max(MESSENGER_IMAGES.perMessage, { message: "validation.messenger.too_many_images" })
      .default([]),
    /** made by the web per message (a uuid): a retry of the same message stores it once */
    client_key: z.string({ required_error: "validation.common.required" }).uuid({ message: "validation.common.invalid_format" }),
    /** pay 5 dollars to boost this message past a first-contact limiter (the ledger books it with the message) */
    boost: z.boolean().default(false),
  })
  .strict();
export type TSendMessageBody = z.input<typeof ZSendMessageBody>;

export const ZBalanceChange = z.object({ before: z.number().int(), after: z.number().int() });

export const ZSendMessageResult = z.object({
  message: ZMessage,
  thread: ZThread,
  contact: ZContactDecision,
  /** the boost booked with this message, else null */
  charge: z.object({ kind: z.literal("boost"), amount: z.number().int(), balance: ZBalanceChange }).nullable(),
  /** the client_key was stored before: the first message is answered, nothing new was stored */
  replayed: z.boolean(),
});
export type TSendMessageResult = z.infer<typeof ZSendMessageResult>;

export const sendMessageContract = defineContract({
  id: "sendMessage",
  method: "POST",
  path: "/api/v2/messenger/messages",
  summary:
    "Sends a message (text and/or up to 4 images) to a user; a first message opens the thread. The first-contact limits are decided in the " +
    "transaction that stores it. Refusals store nothing: 403 exception.messenger.<check> with meta { result, limiter, way_through, price } " +
    "(overall limit: exception.messenger.overall_message_limit), 403 exception.messenger.thread_unavailable (meta status), " +
    "422 validation.messenger.empty_message | text_too_long | too_many_images | image_unavailable | self, " +
    "422 exception.ledger.insufficient_balance (boost). The same client_key answers the first result (replayed: true)",
  tags: ["messenger"],
  auth: "user",
  body: ZSendMessageBody,
  response: ZSendMessageResult,
});

export const ZUnlockContactBody = z
  .object({
    target_id: z.number({ required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" }).int().positive(),
    /** one per click (a uuid): a retry books once */
    request_key: z.string({ required_error: "validation.common.required" }).uuid({ message: "validation.common.invalid_format" }),
  })
  .strict();

export const ZUnlockContactResult = z.object({
  target_id: z.number().int(),
  replayed: z.boolean(),
  price: z.number().int(),
  balance: ZBalanceChange,
  /** the decision for writing now, after the unlock */
  contact: ZContactDecision,
});
export type TUnlockContactResult = z.infer<typeof ZUnlockContactResult>;

export const unlockContactContract = defineContract({
  id: "unlockContact",
  method: "POST",
  path: "/api/v2/messenger/unlock",
  summary:
    `Unlocks first contact to a user for ${TOKENS.firstContactUnlockCost} dollars through the ledger (consume, first_contact_unlock): ` +
    "the limiter cases (2, 3, 4, 8, 9) no longer refuse this contact. 422 exception.ledger.insufficient_balance (meta currency, balance, needed), " +
    "422 exception.messenger.unlock_not_needed when nothing an unlock lifts refuses the contact, 404 exception.profile.not_found",
  tags: ["messenger"],
  auth: "user",
  body: ZUnlockContactBody,
  response: ZUnlockContactResult,
});

// ---- thread and message actions ------------------------------------------------------------------------

export const THREAD_ACTIONS = ["read", "unread", "hide", "unhide", "no_thanks"] as const;
export const ZThreadActionBody = z.object({ action: z.enum(THREAD_ACTIONS, { message: "validation.common.invalid_choice" }) }).strict();

export const threadActionContract = defineContract({
  id: "messengerThreadAction",
  method: "PUT",
  path: "/api/v2/messenger/threads/:threadId",
  summary:
    "read (all messages read; the partner's read receipts follow), unread (marked unread), hide (left out of the list until a new message), " +
    "unhide, no_thanks (declines a first contact: the sender cannot write again). Answers the thread from the caller's side",
  tags: ["messenger"],
  auth: "user",
  params: ZThreadParams,
  body: ZThreadActionBody,
  response: ZThread,
});

export const deleteThreadContract = defineContract({
  id: "messengerDeleteThread",
  method: "DELETE",
  path: "/api/v2/messenger/threads/:threadId",
  summary: "Deletes the conversation for the caller (messages so far disappear for the caller only; a new message brings the thread back)",
  tags: ["messenger"],
  auth: "user",
  params: ZThreadParams,
  response: z.object({ id: z.number().int(), deleted: z.literal(true) }),
});

export const ZMessageParams = z.object({ messageId: ZId });

export const deleteMessageContract = defineContract({
  id: "messengerDeleteMessage",
  method: "DELETE",
  path: "/api/v2/messenger/messages/:messageId",
  summary: "The sender deletes an own message for both sides (text and images removed). 403 exception.messenger.not_your_message, 404 exception.messenger.message_not_found",
  tags: ["messenger"],
  auth: "user",
  params: ZMessageParams,
  response: ZMessage,
});

export const hideMessageContract = defineContract({
  id: "messengerHideMessage",
  method: "PUT",
  path: "/api/v2/messenger/messages/:messageId/hide",
  summary: "Hides one message for the caller only",
  tags: ["messenger"],
  auth: "user",
  params: ZMessageParams,
  response: z.object({ id: z.number().int(), hidden: z.literal(true) }),
});

export const ZMessengerUnread = z.object({ unread_total: z.number().int(), threads_with_unread: z.number().int() });

export const messengerUnreadContract = defineContract({
  id: "messengerUnread",
  method: "GET",
  path: "/api/v2/messenger/unread",
  summary: "Unread messages and threads with unread messages of the caller (header badge)",
  tags: ["messenger"],
  auth: "user",
  response: ZMessengerUnread,
});

export const messengerUploadTokenContract = defineContract({
  id: "messengerUploadToken",
  method: "POST",
  path: "/api/v2/messenger/upload-token",
  summary: "An upload token for one image of a message (the chunked upload; JPEG, PNG, WebP); the answered media id goes into media_ids of a message",
  tags: ["messenger"],
  auth: "user",
  response: ZUploadToken,
});

export const ZMessengerMediaParams = z.object({ mediaId: ZId, size: z.enum(["thumb", "full"], { message: "validation.common.invalid_choice" }) });

export const messengerMediaContract = defineContract({
  id: "messengerMedia",
  method: "GET",
  path: "/api/v2/messenger/media/:mediaId/:size",
  summary:
    "An image of a message (thumb 320 px or full 2048 px, WebP), only for the two people of its thread (and the uploader before sending); " +
    "never cached by shared caches. 404 exception.media.not_found otherwise",
  tags: ["messenger"],
  auth: "user",
  params: ZMessengerMediaParams,
  responseContentType: "image/webp",
});

// ---- the receiver's first-contact settings that live in the messenger ----------------------------------

export const ZMessengerSettings = z.object({
  /** dollars a sender must have tipped before a first contact (result 7); null = none */
  minimum_tip: z.number().int().nullable(),
});
export type TMessengerSettings = z.infer<typeof ZMessengerSettings>;

export const ZMessengerSettingsUpdate = z
  .object({
    minimum_tip: z
      .number({ invalid_type_error: "validation.common.invalid_type" })
      .int({ message: "validation.messenger.minimum_tip_invalid" })
      .min(1, { message: "validation.messenger.minimum_tip_invalid" })
      .max(1000, { message: "validation.messenger.minimum_tip_invalid" })
      .nullable(),
  })
  .strict();

export const messengerSettingsContract = defineContract({
  id: "messengerSettings",
  method: "GET",
  path: "/api/v2/messenger/settings",
  summary: "The caller's messenger settings: the minimum tip asked before a first contact (the first-contact filter is settings first_contact_filter_and_blocklist)",
  tags: ["messenger"],
  auth: "user",
  response: ZMessengerSettings,
});

export const updateMessengerSettingsContract = defineContract({
  id: "updateMessengerSettings",
  method: "PUT",
  path: "/api/v2/messenger/settings",
  summary: "Sets the minimum tip (1–1000 dollars, or null) escorts and businesses may ask before a first contact. 403 exception.messenger.minimum_tip_not_allowed for clients",
  tags: ["messenger"],
  auth: "user",
  body: ZMessengerSettingsUpdate,
  response: ZMessengerSettings,
});

// ---- realtime events (sent by the api through the realtime module) --------------------------------------

/** `message.new` to both sides (each its own view): the message and the thread as the receiver sees it. */
export const ZMessageNewEvent = z.object({ thread: ZThread, message: ZMessage });
/** `message.read` to a Plus partner: the reader read up to last_read_message_id. */
export const ZMessageReadEvent = z.object({ thread_id: z.number().int(), reader_id: z.number().int(), last_read_message_id: z.number().int() });
/** `message.deleted` to both sides. */
export const ZMessageDeletedEvent = z.object({ thread_id: z.number().int(), message_id: z.number().int() });
/** `thread.status` when a thread's status or unread count changes for that user. */
export const ZThreadStatusEvent = z.object({ thread: ZThread });
/** `typing` (ephemeral): the client sends { thread_id, is_typing }; the partner receives it with user_id. */
export const ZTypingClientMessage = z.object({ thread_id: z.number().int().positive(), is_typing: z.boolean() }).strict();
export const ZTypingEvent = z.object({ thread_id: z.number().int(), user_id: z.number().int(), is_typing: z.boolean() });

export const messengerContracts = [
  threadListContract,
  conversationContract,
  messengerTargetContract,
  sendMessageContract,
  unlockContactContract,
  threadActionContract,
  deleteThreadContract,
  deleteMessageContract,
  hideMessageContract,
  messengerUnreadContract,
  messengerUploadTokenContract,
  messengerMediaContract,
  messengerSettingsContract,
  updateMessengerSettingsContract,
] as const;
