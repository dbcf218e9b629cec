/**
 * Spec 000 §4: "once the session-expiry marker has expired, stored search filters are cleared". The marker
 * cookie holds its own end (epoch ms) and disappears with it, so the browser keeps a copy of that end in
 * local storage: when the copy's moment has passed (whether the cookie is still there or already gone),
 * the filters go. A kept login (keep-logged-in) has no marker, and then nothing is cleared.
 */
export const SESSION_EXPIRY_MIRROR_KEY = "session_expiry_at";

export type TSessionExpiryDecision = {
  /** Remove the stored search filters now. */
  clearFilters: boolean;
  /** What the local-storage copy should hold afterwards (null: remove it). */
  mirror: string | null;
};

function parseMoment(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

export function decideSessionExpiry(input: {
  /** Value of the session-expiry cookie, if the browser still has it. */
  markerCookie: string | null | undefined;
  /** The local-storage copy from an earlier page. */
  mirror: string | null | undefined;
  now: number;
}): TSessionExpiryDecision {
  const cookieAt = parseMoment(input.markerCookie);
  const mirrorAt = parseMoment(input.mirror);
  // The newest known end counts: a new sign-in moves it forward.
  const endsAt = cookieAt !== null && mirrorAt !== null ? Math.max(cookieAt, mirrorAt) : (cookieAt ?? mirrorAt);
  if (endsAt === null) return { clearFilters: false, mirror: null };
  if (endsAt <= input.now) return { clearFilters: true, mirror: null };
  return { clearFilters: false, mirror: String(endsAt) };
}
