/**
 * URL slugs in German (docs/decisions/028-blogs.md): lower case, umlauts and ß transliterated as Germans write them
 * without the letters (ä → ae, ö → oe, ü → ue, ß → ss), other accents dropped (é → e), every other run of characters
 * a single "-", at most SLUG_MAX_LENGTH characters, cut at a word boundary where possible. Used for blog slugs and
 * free for event slugs.
 */
export const SLUG_MAX_LENGTH = 80;

const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", ẞ: "ss", Ä: "ae", Ö: "oe", Ü: "ue", æ: "ae", ø: "oe", œ: "oe", å: "aa", ł: "l", đ: "d", ð: "d", þ: "th" };

export function germanSlug(text: string, fallback = "beitrag"): string {
  const transliterated = text.replace(/[äöüßẞÄÖÜæøœåłđðþ]/g, (ch) => TRANSLITERATION[ch] ?? ch);
  const ascii = transliterated.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  let slug = ascii.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length > SLUG_MAX_LENGTH) {
    const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
    const lastDash = cut.lastIndexOf("-");
    slug = (lastDash >= SLUG_MAX_LENGTH / 2 ? cut.slice(0, lastDash) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/g, "");
  }
  return slug || fallback;
}

/** The slug with a number when the plain one is taken ("sommer-in-berlin", "sommer-in-berlin-2", …). */
export function numberedSlug(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/g, "")}${suffix}`;
}

/** A slug as this module makes them (used to refuse malformed path segments before a lookup). */
export function isSlug(value: string): boolean {
  return value.length > 0 && value.length <= SLUG_MAX_LENGTH && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
