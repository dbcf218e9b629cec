import { z } from "zod";
import { USER_TYPE } from "@samtrot/constants-catalogue";

// The website address on a business's or escort's profile (issue 16 item 2; decision 043 "Business website
// review"; spec 001 §4 website status). One rule for the settings form in the browser and for the api.

/** our limit (spec 001 gives none): long enough for a real address, short enough for the profile */
export const WEBSITE_MAX_LENGTH = 200;
/** who may show a website: businesses and escorts (clients and the team have no public offer) */
export const WEBSITE_USER_TYPES: readonly number[] = [USER_TYPE.business, USER_TYPE.escort];

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Whether a host name is a real public name: two labels or more, a top-level domain of letters; no IP address. */
function isRealHost(hostname: string): boolean {
  if (hostname.length > 253 || hostname.startsWith("[")) return false;
  const labels = hostname.replace(/\.$/, "").split(".");
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1]!);
}

/**
 * A website address as typed: "example.com" gets https:// in front; anything with another scheme (javascript:,
 * data:, ftp:, mailto: …) is refused, so are user names or passwords in the address, ports, IP addresses and hosts
 * without a top-level domain. The output is the normalised address (URL.href); "" is null (no website).
 */
export const ZWebsite = z
  .string({ invalid_type_error: "validation.common.invalid_type" })
  .trim()
  .max(WEBSITE_MAX_LENGTH, { message: "validation.website.too_long" })
  .transform((value, ctx): string | null => {
    if (value === "") return null;
    const refuse = (message: string) => {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    };
    if (/[\s\u0000-\u001f\u007f]/.test(value)) return refuse("validation.website.invalid");
    const withScheme = SCHEME.test(value) && !/^[^:/]+:\d/.test(value) ? value : `https://${value}`;
    let url: URL;
    try {
      url = new URL(withScheme);
    } catch {
      return refuse("validation.website.invalid");
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return refuse("validation.website.scheme");
    if (url.username !== "" || url.password !== "" || /^[a-z]+:\/\/[^/?#]*@/i.test(withScheme)) return refuse("validation.website.credentials");
    if (url.port !== "" || !isRealHost(url.hostname)) return refuse("validation.website.host");
    if (url.href.length > WEBSITE_MAX_LENGTH) return refuse("validation.website.too_long");
    return url.href;
  });

/** The review's state as the owner sees it in settings (contact section). */
export const WEBSITE_STATUS_NAMES = ["default", "pending", "approved", "rejected"] as const;
export type TWebsiteStatusName = (typeof WEBSITE_STATUS_NAMES)[number];
