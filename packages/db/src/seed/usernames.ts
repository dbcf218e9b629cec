import { USERNAME_LENGTH, USERNAME_PATTERN } from "@samtrot/constants-catalogue";

const KEEP = /[a-z0-9äöüß]/i;

/** Letters outside a-z/umlauts/ß lose their accent ("É" → "E"); anything else is dropped. */
function cleanChar(char: string): string {
  if (KEEP.test(char)) return char;
  const base = char.normalize("NFD").charAt(0);
  return /[a-z]/i.test(base) ? base : "";
}

/**
 * Makes a candidate valid by spec 001 §5: only letters, digits, umlauts and ß in groups joined by
 * single _ . - separators, 3–20 characters. Spaces and "&" become "-".
 */
export function sanitizeUsername(candidate: string): string {
  const groups = candidate
    .replace(/[\s&+/]+/g, "-")
    .split(/([_.-]+)/)
    .map((part, i) => (i % 2 === 1 ? part.charAt(0) : [...part].map(cleanChar).join("")));
  // Re-join, dropping separators that would now stand next to an empty group.
  let out = "";
  for (let i = 0; i < groups.length; i += 2) {
    const group = groups[i] ?? "";
    if (group === "") continue;
    if (out !== "") out += groups[i - 1] ?? "-";
    out += group;
  }
  return trimToLength(out, USERNAME_LENGTH.max);
}

function trimToLength(name: string, max: number): string {
  let out = name.slice(0, max);
  while (/[_.-]$/.test(out)) out = out.slice(0, -1);
  return out;
}

/** ASCII local part of the demo e-mail address (umlauts transliterated the German way). */
export function emailLocalPart(username: string): string {
  return username
    .toLowerCase()
    .replace(/ä/g, "ae")
    .replace(/ö/g, "oe")
    .replace(/ü/g, "ue")
    .replace(/ß/g, "ss");
}

/**
 * Hands out unique usernames: unique case-insensitively (DECISIONS.md) and by their e-mail local
 * part, so "Jürgen" and "juergen" cannot both get the same demo address. A taken name gets a number.
 */
export class UsernameRegistry {
  private readonly names = new Set<string>();
  private readonly locals = new Set<string>();
  private readonly nextNumber = new Map<string, number>();

  reserve(username: string): void {
    this.names.add(username.toLowerCase());
    this.locals.add(emailLocalPart(username));
  }

  isFree(username: string): boolean {
    return !this.names.has(username.toLowerCase()) && !this.locals.has(emailLocalPart(username));
  }

  /** Claims `candidate` (sanitised) or, when taken, the first free numbered variant of it. */
  claim(candidate: string): string {
    let base = sanitizeUsername(candidate);
    if (base.length < USERNAME_LENGTH.min) base = `${base}user`.slice(0, USERNAME_LENGTH.max);
    if (this.isFree(base) && USERNAME_PATTERN.test(base)) {
      this.reserve(base);
      return base;
    }
    const key = base.toLowerCase();
    let n = this.nextNumber.get(key) ?? 2;
    for (;;) {
      const suffix = String(n);
      const name = `${trimToLength(base, USERNAME_LENGTH.max - suffix.length)}${suffix}`;
      n++;
      if (this.isFree(name)) {
        this.nextNumber.set(key, n);
        this.reserve(name);
        return name;
      }
    }
  }
}
