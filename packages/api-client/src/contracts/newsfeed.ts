import { z } from "zod";
import { PAGE_SIZE } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";
import { ZPageNo } from "./gallery.js";

// Newsfeed (issue 14 item 4; spec 000 §2 newsfeed (guest), §8 the empty keys; spec 001 §2 tabs, §9 page size 10).
// The path and the item shapes are ours; decision record 032.

export const NEWSFEED_TABS = ["all", "favorites", "exclusive", "trending_now"] as const;
export type TNewsfeedTab = (typeof NEWSFEED_TABS)[number];
export const NEWSFEED_PAGE_SIZE = PAGE_SIZE.default;
/** the window of trending_now, by the api clock */
export const NEWSFEED_TRENDING_HOURS = 24;

export const ZNewsfeedQuery = z
  .object({
    tab: z.enum(NEWSFEED_TABS, { message: "validation.common.invalid_choice" }).default("all"),
    page_no: ZPageNo,
  })
  .strict();
export type TNewsfeedQuery = z.infer<typeof ZNewsfeedQuery>;

/** whose item it is: the profile that posted the photo, organises the event, writes the blog or is reviewed */
export const ZNewsfeedActor = z.object({ id: z.number().int(), username: z.string(), user_type: z.number().int(), avatar_url: z.string() });

const base = { id: z.string(), at: z.string(), actor: ZNewsfeedActor };

export const ZNewsfeedItem = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("photo"),
    ...base,
    media_id: z.number().int(),
    visibility: z.number().int(),
    /** null: a teaser (exclusive media for a viewer without Plus); the card shows the upsell instead */
    urls: z.object({ thumb: z.string(), medium: z.string(), full: z.string() }).nullable(),
    width: z.number().int(),
    height: z.number().int(),
  }),
  z.object({
    kind: z.literal("event"),
    ...base,
    event_id: z.number().int(),
    title: z.string(),
    category: z.string(),
    slug: z.string(),
    city: z.string(),
    starts_at: z.string(),
    /** the event's cover as the viewer may see it (the events module's rule); null without one */
    cover_url: z.string().nullable(),
  }),
  z.object({
    kind: z.literal("review"),
    ...base,
    date_id: z.number().int(),
    author_username: z.string(),
    /** criterion → 1..5 */
    ratings: z.record(z.number()),
    /** the first 140 characters of the comment (decision 030: the whole words are behind the unlock) */
    excerpt: z.string(),
    would_you_recommend_this_user: z.boolean(),
  }),
  z.object({
    kind: z.literal("blog"),
    ...base,
    blog_id: z.number().int(),
    title: z.string(),
    path: z.string(),
  }),
  z.object({
    kind: z.literal("profile_update"),
    ...base,
    /** which text the profile changed last */
    field: z.enum(["status", "description"]),
    /** the new text, plain, at most 280 characters */
    text: z.string(),
  }),
  z.object({
    kind: z.literal("trending"),
    ...base,
    /** engagement in the last 24 hours: new favourites + published reviews about them + attendances of their events */
    score: z.number().int(),
    favorites: z.number().int(),
    reviews: z.number().int(),
    attendances: z.number().int(),
  }),
]);
export type TNewsfeedItem = z.infer<typeof ZNewsfeedItem>;

export const ZNewsfeed = z.object({
  tab: z.enum(NEWSFEED_TABS),
  items: z.array(ZNewsfeedItem),
  page_no: z.number().int(),
  page_size: z.number().int(),
  has_more: z.boolean(),
  /** an empty first page: exception.newsfeed.no_favorites_yet (favorites) or exception.newsfeed.no_newsfeed_yet; null otherwise */
  empty_key: z.enum(["exception.newsfeed.no_favorites_yet", "exception.newsfeed.no_newsfeed_yet"]).nullable(),
  /** favorites and exclusive need a signed-in viewer: a guest gets this flag (and no favourites) instead of a 401 */
  sign_in_required: z.boolean(),
  /** exclusive: the viewer lacks Plus; the photos come without URLs and the page offers the membership */
  upsell: z.boolean(),
});
export type TNewsfeed = z.infer<typeof ZNewsfeed>;

export const newsfeedContract = defineContract({
  id: "newsfeed",
  method: "GET",
  path: "/api/v2/newsfeed",
  summary:
    "Newest first, 10 a page, from available profiles without a block either way: accepted public photos (logged_in ones for signed-in viewers), " +
    "accepted events, published date reviews (excerpt and ratings only), blogs. tab all | favorites (the viewer's favourites) | exclusive (plus_member media; " +
    "URLs only for Plus) | trending_now (profiles with the most engagement in the last 24 hours). Empty: empty_key, not an error",
  tags: ["newsfeed"],
  auth: "public",
  query: ZNewsfeedQuery,
  response: ZNewsfeed,
});

export const newsfeedContracts = [newsfeedContract] as const;
