import { z } from "zod";
import { ZLandingUrlDetail } from "@samtrot/search-query-builder";
import { defineContract } from "./define-contract.js";

/**
 * The SEO landing page endpoint (spec 000 §7 "POST SEO landing page endpoint | short_url | response data has a
 * urlDetail list"; §3 "Landing page: short_url, and urlDetail entries each with name, value and active").
 * Each active entry's name is a search URL parameter (search-query-builder `searchParamsFromLandingPage`).
 */
export const ZLandingPageRequest = z.object({ short_url: z.string().min(1).max(100) }).strict();

export const ZLandingPage = z.object({
  short_url: z.string(),
  /** camelCased by the api-client to `urlDetail` (spec 000 §7) */
  url_detail: z.array(ZLandingUrlDetail),
});
export type TLandingPage = z.infer<typeof ZLandingPage>;

export const landingPageContract = defineContract({
  id: "seoLandingPage",
  method: "POST",
  path: "/api/v2/seo/landing-page",
  summary: "An SEO landing page by its short URL: the search it runs (urlDetail); 404 when there is none",
  tags: ["search", "seo"],
  auth: "public",
  body: ZLandingPageRequest,
  response: ZLandingPage,
});
