import { ERROR_KEY } from "./pending-catalogue";

export type TApiError = { code: number | string; title: string; source?: string | null };

const UNAUTHORISED_TITLES = new Set(["invalid_grant", "access_denied"]);

/**
 * Normalises an api error body into one list of { code, title } (spec 000 §8): the `errors` list as
 * sent; an OAuth body's error_description becomes the title; invalid_grant / access_denied count as
 * 401; anything else gets the generic key.
 */
export function normalizeApiErrors(status: number, body: unknown): TApiError[] {
  const record = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  if (Array.isArray(record.errors) && record.errors.length > 0) {
    return record.errors.map((entry): TApiError => {
      const item = entry !== null && typeof entry === "object" ? (entry as Record<string, unknown>) : {};
      const title = typeof item.title === "string" && item.title ? item.title : ERROR_KEY.somethingWrong;
      const code =
        UNAUTHORISED_TITLES.has(title)
          ? 401
          : typeof item.code === "number" || typeof item.code === "string"
            ? item.code
            : status;
      const source = typeof item.source === "string" ? item.source : null;
      return { code, title, source };
    });
  }
  if (typeof record.error === "string") {
    const title = typeof record.error_description === "string" && record.error_description
      ? record.error_description
      : record.error;
    return [{ code: UNAUTHORISED_TITLES.has(record.error) ? 401 : status, title, source: null }];
  }
  return [{ code: status, title: ERROR_KEY.somethingWrong, source: null }];
}
