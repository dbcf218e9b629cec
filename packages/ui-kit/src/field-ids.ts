import { useId } from "react";

export type TFieldIds = {
  controlId: string;
  hintId: string;
  errorId: string;
  /** The aria-describedby value: hint, then error, then whatever the caller passed; undefined if none. */
  describedBy: string | undefined;
};

/**
 * Ids that tie a form control to its label, hint and error. React's useId keeps them identical
 * between the server render and hydration; a caller's own id wins so labels stay predictable in
 * tests and anchors (e.g. an error summary linking to #email).
 */
export function useFieldIds(options: {
  id: string | undefined;
  hasHint: boolean;
  hasError: boolean;
  describedBy: string | undefined;
}): TFieldIds {
  const generated = useId();
  const controlId = options.id ?? `sr-field${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const parts = [options.hasHint ? hintId : null, options.hasError ? errorId : null, options.describedBy || null];
  const describedBy = parts.filter(Boolean).join(" ") || undefined;
  return { controlId, hintId, errorId, describedBy };
}
