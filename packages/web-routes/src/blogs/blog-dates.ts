/** A blog date in the page language: German "1. Nov. 2026", English "Nov 1, 2026" (spec 001 §9 date formats), Berlin time. */
export function formatBlogDate(iso: string, lang: string): string {
  return new Date(iso).toLocaleDateString(lang === "de" ? "de-DE" : "en-US", { day: "numeric", month: "short", year: "numeric", timeZone: "Europe/Berlin" });
}
