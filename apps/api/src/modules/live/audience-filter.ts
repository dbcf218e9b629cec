import { AGE_BANDS } from "@samtrot/constants-catalogue";

// The audience filter of a live room (spec 001 §3 "Live streaming": usertype, gender, age, member, origin). Each
// field is a list of what it admits; an empty list (or members_only false) admits everyone. Origin is the viewer's
// country (profile), age the whole years of the birth date; a viewer without a value a field asks for is outside.

export type TAudience = { user_types: number[]; genders: number[]; age_bands: string[]; members_only: boolean; origins: string[] };
export type TViewerFacts = { userType: number; gender: number | null; age: number | null; isMember: boolean; country: string | null };

export function ageBandOf(age: number): string | null {
  return AGE_BANDS.find((band) => age >= band.min && (band.maxExclusive === null || age < band.maxExclusive))?.key ?? null;
}

/** Whether the filter admits the viewer (the producer and the team are not asked: see join-room.ts). */
export function admitsViewer(audience: TAudience, viewer: TViewerFacts): boolean {
  if (audience.user_types.length > 0 && !audience.user_types.includes(viewer.userType)) return false;
  if (audience.genders.length > 0 && (viewer.gender === null || !audience.genders.includes(viewer.gender))) return false;
  if (audience.age_bands.length > 0) {
    const band = viewer.age === null ? null : ageBandOf(viewer.age);
    if (band === null || !audience.age_bands.includes(band)) return false;
  }
  if (audience.members_only && !viewer.isMember) return false;
  if (audience.origins.length > 0 && (viewer.country === null || !audience.origins.includes(viewer.country))) return false;
  return true;
}
