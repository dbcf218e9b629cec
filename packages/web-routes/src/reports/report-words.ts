import { REPORT_ANONYMOUS_REASONS, REPORT_CATEGORY, REPORT_REASONS, type TReportCategory, type TReportReason } from "@samtrot/constants-catalogue";

// Pure helpers of the report pages (client-safe: no zod, no server code).

/** The form's fields (errors of the api with these sources are shown at the field). */
export const REPORT_FIELDS = ["reason", "explanation", "reporter_name", "reporter_email", "good_faith"] as const;

/** The most serious reasons first (how the form lists them). */
export const REPORT_REASON_ORDER: readonly TReportReason[] = REPORT_REASONS;

const CATEGORY_CODES = new Set<number>(Object.values(REPORT_CATEGORY));

/** A category code of spec 001 §3 from the path, or null. */
export function reportCategoryOf(value: string | undefined): TReportCategory | null {
  const code = Number(value);
  return Number.isSafeInteger(code) && CATEGORY_CODES.has(code) ? (code as TReportCategory) : null;
}

/** An item id from the path, or null. */
export function reportItemIdOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The request body the api's contract checks, from the submitted form (a guest's name and e-mail only when shown). */
export function reportBodyFromForm(form: FormData, category: number, itemId: number, guest: boolean) {
  const text = (name: string) => String(form.get(name) ?? "");
  return {
    category,
    item_id: itemId,
    reason: text("reason"),
    explanation: text("explanation"),
    ...(guest ? { reporter_name: text("reporter_name"), reporter_email: text("reporter_email") } : {}),
    good_faith: form.get("good_faith") === "on",
  };
}

/** Whether the reason lets a guest stay anonymous (DSA Art. 16 (2)(c)). */
export const anonymousAllowed = (reason: string) => (REPORT_ANONYMOUS_REASONS as readonly string[]).includes(reason);

/** The report page of an item, with the page to go back to. */
export function reportPath(category: number, itemId: number, back: string): string {
  return `/report/${category}/${itemId}?back=${encodeURIComponent(back)}`;
}
