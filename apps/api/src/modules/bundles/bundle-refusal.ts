/** The error key when an 18+ bundle is closed to a viewer: no verified age, or no re-authentication (decision 044). */
export const BUNDLE_REFUSAL_TITLE = {
  age_check: "exception.bundles.age_check_required",
  reauth: "exception.bundles.reauth_required",
} as const;
