// @samtrot/blogs: the pure rules of blogs (issue 14): slugs, the status life, radii, list ranges.
export { BLOG_EXCERPT_MAX, blogExcerpt } from "./excerpt.js";
export { SLUG_MAX_LENGTH, germanSlug, isSlug, numberedSlug } from "./slug.js";
export {
  AWAITING_REVIEW_STATUSES,
  BLOG_AUTHOR_TYPES,
  BLOG_DATE_RANGES,
  BLOG_ONLY_SHOW,
  BLOG_RADII,
  DEFAULT_BLOG_RADIUS,
  DISPLAYED_BLOG_STATUSES,
  blogRadius,
  blogStatusDisplay,
  decideModeration,
  decideSubmit,
  isAwaitingReview,
  isDisplayedBlog,
  isModerator,
  mayWriteBlog,
  publishedSince,
  statusAfterEdit,
  type TBlogDateRange,
  type TBlogOnlyShow,
  type TBlogRadius,
  type TBlogRefusal,
} from "./status.js";
