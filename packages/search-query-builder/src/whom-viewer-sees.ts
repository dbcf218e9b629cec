import {
  COUPLE_TYPE_GENDERS,
  GENDER,
  USER_TYPE,
  type TCoupleType,
  type TGender,
  type TProfileGender,
} from "@samtrot/constants-catalogue";
import type { TSearchKind, TViewer } from "./search-state.js";

/** Membership counts only for a signed-in viewer (a guest is never a member). */
export function isEffectiveMember(viewer: TViewer): boolean {
  return viewer.signedIn && viewer.isMember;
}

/** The profile type a search lists. */
export type TSearchedType = "escort" | "client" | "business";

/** A viewer who is not signed in is a guest, whatever else the caller passed. */
export function effectiveUserType(viewer: TViewer): TViewer["userType"] {
  return viewer.signedIn ? viewer.userType : USER_TYPE.guest;
}

/**
 * Which profile type a search lists (spec 000 §4 "Whom a viewer sees", DECISIONS.md "Search"):
 * the escort, client and business search paths list that type for everyone; the default search
 * (home and its variants) lists clients to escorts and escorts to everyone else — guests, clients
 * and businesses.
 */
export function searchedProfileType(kind: TSearchKind, viewer: TViewer): TSearchedType {
  if (kind !== "default") return kind;
  return effectiveUserType(viewer) === USER_TYPE.escort ? "client" : "escort";
}

/** The user_type list of the request. */
export function seenUserTypes(kind: TSearchKind, viewer: TViewer): (1 | 2 | 3)[] {
  return [USER_TYPE[searchedProfileType(kind, viewer)]];
}

function isSingleGender(gender: number): gender is TGender {
  return gender === GENDER.male || gender === GENDER.female || gender === GENDER.trans;
}

/**
 * The genders a viewer sees when they chose none (spec 000 §4): a code at or above the trans flag
 * means trans only, otherwise the opposite gender (3 minus one's own). DECISIONS.md limits the rule to
 * single genders, so guests, viewers without a gender and couples see every gender (null).
 */
export function genderRule(viewer: TViewer): TGender[] | null {
  if (!viewer.signedIn || viewer.gender === null || !isSingleGender(viewer.gender)) return null;
  if (viewer.gender >= GENDER.trans) return [GENDER.trans];
  return [(3 - viewer.gender) as TGender];
}

/**
 * Whether a profile's gender matches a gender filter (for the api). A couple profile matches when
 * either partner's gender matches (DECISIONS.md "Whom a viewer sees … incl. couples").
 */
export function profileMatchesGender(genders: readonly TGender[], profileGender: TProfileGender): boolean {
  if (isSingleGender(profileGender)) return genders.includes(profileGender);
  const partners = COUPLE_TYPE_GENDERS[profileGender as TCoupleType];
  return partners.some((partner) => genders.includes(partner));
}
