// The zod schemas of blogs (moved here so browser pages that only need its constants do not load zod).
import { BLOG_CATEGORIES, BLOG_STATUS, WEBSITE_STATUS } from "../blogs.js";
import { z } from "zod";
import { zCodeOf } from "../zod-helpers.js";

export const ZBlogCategory = z.enum(BLOG_CATEGORIES);

export const ZBlogStatus = zCodeOf(BLOG_STATUS);

export const ZWebsiteStatus = zCodeOf(WEBSITE_STATUS);
