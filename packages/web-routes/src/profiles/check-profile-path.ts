import { USERNAME_CHECK_EXEMPT_PREFIXES, USERNAME_INVALID_REASON, isValidUsername } from "@samtrot/constants-catalogue";

export type TProfilePathCheck = { kind: "ok" } | { kind: "favicon" } | { kind: "invalid"; location: string };

/** A browser asking for a favicon relative to a profile URL (p/favicon.ico, p/name/favicon.png). */
const FAVICON = /^favicon(\.[a-z0-9]+)?$/i;

/**
 * The username check of a profile path (spec 000 §2 "Profiles"): a favicon request answers error 500; a name the
 * catalogue rule refuses goes to the 404 page with reason username_invalid; the exempt prefixes (s, n, c, l, r and
 * the empty one, USERNAME_CHECK_EXEMPT_PREFIXES) skip the name rule, since their second segment is no username.
 * `rest` is whatever follows the username (a tab), checked for a favicon only.
 */
export function checkProfilePath(input: { prefix: string; username: string; rest?: string }): TProfilePathCheck {
  if (FAVICON.test(input.username) || (input.rest !== undefined && FAVICON.test(input.rest))) return { kind: "favicon" };
  if ((USERNAME_CHECK_EXEMPT_PREFIXES as readonly string[]).includes(input.prefix)) return { kind: "ok" };
  if (isValidUsername(input.username)) return { kind: "ok" };
  return { kind: "invalid", location: `/error/404?reason=${USERNAME_INVALID_REASON}` };
}
