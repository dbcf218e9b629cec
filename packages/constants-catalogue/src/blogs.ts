import type { z } from "zod";
import type { ZBlogCategory, ZBlogStatus, ZWebsiteStatus } from "./schemas/blogs.js";

/**
 * Blog categories (URL slugs). spec 001 §3 names only the default, everyday-life; the others are our
 * decision (DECISIONS.md).
 */
export const BLOG_CATEGORIES = [
  "everyday-life",
  "experiences",
  "tips-and-advice",
  "health-and-safety",
  "relationships",
  "news",
] as const;
export type TBlogCategory = z.infer<typeof ZBlogCategory>;
export const DEFAULT_BLOG_CATEGORY = "everyday-life" satisfies TBlogCategory;

/** Blog list filters. spec 001 §3 */
export const BLOG_FILTERS = ["category", "userType", "onlyShow", "datePublished"] as const;
/** Blog manager filters. spec 001 §2 */
export const BLOG_MANAGER_FILTERS = ["all", "category", "status"] as const;

/** Blog status codes. spec 001 §4 */
export const BLOG_STATUS = {
  pending: 0,
  approved: 1,
  rejected: 2,
  draft: 3,
  post_check: 4,
  published: 10,
} as const;
export type TBlogStatus = z.infer<typeof ZBlogStatus>;

/** What a status is displayed as: approved, post check and published all show as published. spec 001 §4 */
export const BLOG_STATUS_DISPLAY = {
  0: "pending",
  1: "published",
  2: "rejected",
  3: "draft",
  4: "published",
  10: "published",
} as const satisfies Readonly<Record<TBlogStatus, string>>;
export type TBlogStatusDisplay = (typeof BLOG_STATUS_DISPLAY)[TBlogStatus];

/** Status filter of the blog manager: published, pending, rejected. spec 001 §4 */
export const BLOG_MANAGER_STATUS_FILTER = {
  published: [BLOG_STATUS.approved, BLOG_STATUS.post_check, BLOG_STATUS.published],
  pending: [BLOG_STATUS.pending],
  rejected: [BLOG_STATUS.rejected],
} as const;

/** Profile website status. spec 001 §4 */
export const WEBSITE_STATUS = { default: 0, pending: 1, approved: 2, rejected: 3 } as const;
export type TWebsiteStatus = z.infer<typeof ZWebsiteStatus>;
