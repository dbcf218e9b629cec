// The zod schemas of seo (moved here so browser pages that only need its constants do not load zod).
import { SEO_CATEGORY_SLUGS } from "../seo.js";
import { z } from "zod";

export const ZSeoCategorySlug = z.enum(SEO_CATEGORY_SLUGS);
