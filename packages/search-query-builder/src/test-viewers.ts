import type { TViewer } from "./search-state.js";

// The viewer matrix the tests walk through (spec 000 §1 user types, genders male 1, female 2, trans 3).
export const VIEWERS = {
  guest: { userType: 0, gender: null, isMember: false, signedIn: false },
  client: { userType: 1, gender: 1, isMember: false, signedIn: true },
  memberClient: { userType: 1, gender: 1, isMember: true, signedIn: true },
  femaleClient: { userType: 1, gender: 2, isMember: false, signedIn: true },
  transClient: { userType: 1, gender: 3, isMember: false, signedIn: true },
  coupleClient: { userType: 1, gender: 7, isMember: false, signedIn: true },
  escort: { userType: 2, gender: 2, isMember: false, signedIn: true },
  memberEscort: { userType: 2, gender: 2, isMember: true, signedIn: true },
  business: { userType: 3, gender: null, isMember: false, signedIn: true },
  memberBusiness: { userType: 3, gender: null, isMember: true, signedIn: true },
} as const satisfies Record<string, TViewer>;
