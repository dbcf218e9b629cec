import { z } from "zod";
import { defineContract } from "./define-contract.js";
import { ZSecurityPin } from "./ledger.js";

// Gifts (issue 17 item 4; spec 000 §2 user/gifts, spec 001 §3 goods type gift, ledger type gift): a client sends an
// escort a gift of a small catalogue for dollars; the escort sees what she received under user/gifts and may show it
// on her profile. Decision 040.

/** The longest message a gift may carry (plain text after the allow-list). */
export const GIFT_MESSAGE_MAX = 200;
export const GIFT_KEY_PATTERN = /^[a-z_]{2,30}$/;

export const ZGiftKey = z
  .string({ required_error: "validation.gift.required", invalid_type_error: "validation.gift.unknown" })
  .regex(GIFT_KEY_PATTERN, { message: "validation.gift.unknown" });

const ZGiftNames = z.object({ de: z.string(), en: z.string() });

export const ZGift = z.object({
  key: z.string(),
  /** whole dollars */
  price: z.number().int(),
  names: ZGiftNames,
});
export type TGift = z.infer<typeof ZGift>;

export const ZGiftCatalogue = z.object({ gifts: z.array(ZGift) });
export type TGiftCatalogue = z.infer<typeof ZGiftCatalogue>;

export const ZSendGiftBody = z
  .object({
    recipient_id: z.number({ required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" }).int().positive(),
    gift_key: ZGiftKey,
    message: z.string({ invalid_type_error: "validation.common.invalid_type" }).max(GIFT_MESSAGE_MAX, { message: "validation.gift.message_too_long" }).optional(),
    pin: ZSecurityPin,
    /** made when the picker opens (a uuid): a double submit sends one gift */
    request_key: z.string({ required_error: "validation.common.required" }).uuid({ message: "validation.common.invalid_format" }),
  })
  .strict();
export type TSendGiftBody = z.input<typeof ZSendGiftBody>;

const ZGiftParty = z.object({ id: z.number().int(), username: z.string().nullable() });

export const ZSentGift = z.object({
  id: z.number().int(),
  gift_key: z.string(),
  names: ZGiftNames,
  price: z.number().int(),
  message: z.string().nullable(),
  created_at: z.string(),
  sender: ZGiftParty,
  recipient: ZGiftParty,
});
export type TSentGift = z.infer<typeof ZSentGift>;

export const ZSendGiftResult = z.object({
  gift: ZSentGift,
  /** the request_key was used before: nothing new was booked */
  replayed: z.boolean(),
  /** the sender's dollars before → after (the first booking's on a replay) */
  balance: z.object({ before: z.number().int(), after: z.number().int() }),
});
export type TSendGiftResult = z.infer<typeof ZSendGiftResult>;

export const ZGiftCount = z.object({ gift_key: z.string(), names: ZGiftNames, count: z.number().int() });
export type TGiftCount = z.infer<typeof ZGiftCount>;

export const ZMyGifts = z.object({
  /** the received gifts per kind (what the profile shows when she chooses to) */
  received_counts: z.array(ZGiftCount),
  /** the latest received and sent gifts, newest first (at most GIFT_LIST_LIMIT each) */
  received: z.array(ZSentGift),
  sent: z.array(ZSentGift),
  show_gifts: z.boolean(),
});
export type TMyGifts = z.infer<typeof ZMyGifts>;
export const GIFT_LIST_LIMIT = 50;

export const ZProfileGifts = z.object({ gifts: z.array(ZGiftCount) });
export type TProfileGifts = z.infer<typeof ZProfileGifts>;

export const ZGiftSendInfo = z.object({
  gifts: z.array(ZGift),
  /** the caller's dollars */
  balance: z.number().int(),
  has_pin: z.boolean(),
});
export type TGiftSendInfo = z.infer<typeof ZGiftSendInfo>;

export const giftCatalogueContract = defineContract({
  id: "giftCatalogue",
  method: "GET",
  path: "/api/v2/gifts/catalogue",
  summary: "The gift catalogue (key, price in dollars, names de/en), in display order",
  tags: ["gifts"],
  auth: "public",
  response: ZGiftCatalogue,
});

export const giftSendInfoContract = defineContract({
  id: "giftSendInfo",
  method: "GET",
  path: "/api/v2/gifts/send-info",
  summary: "What the gift picker needs: the catalogue, the caller's dollars and whether a security PIN is set",
  tags: ["gifts"],
  auth: "user",
  response: ZGiftSendInfo,
});

export const sendGiftContract = defineContract({
  id: "sendGift",
  method: "POST",
  path: "/api/v2/gifts",
  summary:
    "A client sends an escort a gift for its price in dollars (ledger type gift, all of it to her) with the security PIN and an optional message. " +
    "Refusals book nothing: 403 exception.gift.not_allowed (not a client), 422 validation.gift.self, 422 validation.gift.unknown (gift_key), " +
    "404 exception.gift.recipient_unavailable (unknown, deleted, banned, not an escort, blocked either way), 422 exception.gift.not_accepted " +
    "(she takes no gifts), 422 ad-text refusals on message, 422 validation.pin.*, 429 exception.pin.locked, 422 exception.ledger.insufficient_balance " +
    "(meta currency, balance, needed). The same request_key answers the first result (replayed: true)",
  tags: ["gifts"],
  auth: "user",
  body: ZSendGiftBody,
  response: ZSendGiftResult,
});

export const myGiftsContract = defineContract({
  id: "myGifts",
  method: "GET",
  path: "/api/v2/gifts/mine",
  summary: "The caller's received gifts (counts per kind and the latest) and sent gifts, and whether the profile shows them",
  tags: ["gifts"],
  auth: "user",
  response: ZMyGifts,
});

export const profileGiftsContract = defineContract({
  id: "profileGifts",
  method: "GET",
  path: "/api/v2/gifts/profile/:username",
  summary: "The gifts a profile shows (counts per kind); empty when she does not show them, or the profile is not available to the caller",
  tags: ["gifts"],
  auth: "public",
  params: z.object({ username: z.string().min(1).max(100) }),
  response: ZProfileGifts,
});

export const giftContracts = [giftCatalogueContract, giftSendInfoContract, sendGiftContract, myGiftsContract, profileGiftsContract] as const;
