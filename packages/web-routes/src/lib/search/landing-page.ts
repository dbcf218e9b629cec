import { z } from "zod";
import { defineContract } from "@samtrot/api-client/contracts";
import { ZLandingUrlDetail } from "@samtrot/search-query-builder";

/**
 * The SEO landing page endpoint of spec 000 §7 ("POST SEO landing page endpoint | short_url | response data has
 * a urlDetail list"; spec 000 §3 "Landing page: short_url, and urlDetail entries each with name, value and
 * active"). The api does not serve it yet: this is the contract the web is built against, for the api to
 * implement (and to move into @samtrot/api-client's contracts when it does).
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
  summary: "An SEO landing page by its short URL: the search it runs (urlDetail)",
  tags: ["search", "seo"],
  auth: "public",
  body: ZLandingPageRequest,
  response: ZLandingPage,
});
