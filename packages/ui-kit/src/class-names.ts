/** Joins class names, skipping empty values, so components can add `sr-` classes to a caller's className. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(" ");
}
