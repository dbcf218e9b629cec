import { describe, expect, it } from "vitest";
import * as catalogue from "./index.js";

describe("package index", () => {
  it("exports the tables other packages depend on, and the city catalogue", () => {
    for (const name of [
      "USER_TYPE", "SELECTABLE_USER_TYPES", "GENDER", "COUPLE_TYPE", "BUSINESS_TYPES", "TRAIT_CATEGORY",
      "TRAIT_VALUES", "PRICE_DURATIONS", "POPULAR_LANGUAGES", "POPULAR_ORIGINS", "RUN_COUNTRIES", "LOCALES",
      "DEFAULT_LOCALE", "SELECTABLE_LOCALES", "COOKIE", "PAGE_SIZE", "RADIUS", "CUP_SIZES", "TRACKING", "REQUEST",
      "UPLOAD_CHUNK_BYTES", "ZUsername", "shortenNumber", "formatPrice", "formatDistance", "replyTimeBand",
      "formatDate", "labelKey", "CITIES", "COUNTRY_SLUGS",
    ]) {
      expect(catalogue, name).toHaveProperty(name);
    }
  });
  it("pairs every code table object with a zod schema named Z…", () => {
    const codeTables = ["USER_TYPE", "GENDER", "COUPLE_TYPE", "TRAIT_CATEGORY", "DATING_TIMELINE_TYPE", "DATE_STAGE",
      "BACKEND_DATE_STATUS", "SHOW_UP", "REPORT_CATEGORY", "MEDIA_VISIBILITY", "MEDIA_REVIEW_STATUS",
      "VIDEO_PROCESSING", "EVENT_TIMING", "BLOG_STATUS", "WEBSITE_STATUS", "PAYMENT_STATUS", "PAYING_CODE",
      "SUBSCRIPTION_STATUS", "PAYOUT_STATUS", "CONTACT_LIMIT_RESULT", "AGE_CHECK_STATUS", "REGISTRATION_STEP",
      "SALUTATION"];
    const exported = catalogue as Record<string, unknown>;
    for (const table of codeTables) {
      const schemaName = `Z${table.toLowerCase().replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase())}`;
      const schema = exported[schemaName] as { safeParse(value: unknown): { success: boolean } } | undefined;
      expect(schema, schemaName).toBeDefined();
      for (const code of Object.values(exported[table] as Record<string, unknown>)) {
        expect(schema!.safeParse(code).success, `${schemaName} accepts ${String(code)}`).toBe(true);
      }
      expect(schema!.safeParse(12345).success, `${schemaName} refuses 12345`).toBe(false);
    }
  });
});
