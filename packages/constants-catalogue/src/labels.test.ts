import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { labelKey } from "./labels.js";
import { AGE_BANDS, PRICE_BANDS, SORT_OPTIONS } from "./search.js";
import { BUSINESS_TYPES, COUPLE_TYPE, GENDER, USER_TYPE } from "./users.js";
import { CUP_GROUPS, TRAIT_CATEGORY, TRAIT_VALUES, type TTraitCategoryName } from "./traits.js";
import { DATING_TABS, RATING_VALUES, SHOW_UP } from "./dating.js";
import { FORM_INVALID_KEY, RANGE_MESSAGE, UPLOAD_SIZE_TOO_SMALL_KEY } from "./validation.js";
import { ZUsername, ZPhone, ZStatusText, ZBusinessDescription } from "./schemas/validation.js";
import { REPLY_TIME_BANDS } from "./display/reply-time-band.js";
import { PRICE_TEXT_KEY } from "./display/format-price.js";
import { SEO_CATEGORIES, seoCategoryTextKeys } from "./seo.js";
import { zTraitValueIdOf } from "./schemas/traits.js";
import { ZWorkingHourSlot } from "./schemas/profile-fields.js";

/**
 * The texts live in one home, the repository's top-level locales/ (namespace common, nested objects), so
 * `t("common.reply_time.in_a_day")` resolves in the apps. Flattened here to dotted keys.
 */
function readTexts(locale: string): Record<string, string> {
  const nested: unknown = JSON.parse(readFileSync(new URL(`../../../locales/${locale}/common.json`, import.meta.url), "utf8"));
  const flat: Record<string, string> = {};
  const walk = (value: unknown, prefix: string) => {
    if (value !== null && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) walk(inner, prefix ? `${prefix}.${key}` : key);
    } else if (typeof value === "string") {
      flat[prefix] = value;
    }
  };
  walk(nested, "");
  return flat;
}
const de = readTexts("de");
const en = readTexts("en");

function issueMessages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues ?? []).map((issue) => issue.message);
}

/** Every key the catalogue can hand to the UI. */
function usedKeys(): string[] {
  const keys: string[] = [];
  for (const name of Object.keys(USER_TYPE) as (keyof typeof USER_TYPE)[]) keys.push(labelKey.userType(name));
  for (const name of Object.keys(GENDER) as (keyof typeof GENDER)[]) keys.push(labelKey.gender(name));
  for (const name of Object.keys(COUPLE_TYPE) as (keyof typeof COUPLE_TYPE)[]) keys.push(labelKey.coupleType(name));
  for (const type of BUSINESS_TYPES) keys.push(labelKey.businessType(type.key));
  for (const category of Object.keys(TRAIT_CATEGORY) as TTraitCategoryName[]) {
    keys.push(labelKey.traitCategory(category));
    for (const value of TRAIT_VALUES[category]) keys.push(labelKey.traitValue(category, value.key));
  }
  for (const group of Object.keys(CUP_GROUPS) as (keyof typeof CUP_GROUPS)[]) keys.push(labelKey.cupGroup(group));
  for (const band of AGE_BANDS) keys.push(labelKey.ageBand(band.key));
  for (const band of PRICE_BANDS) keys.push(labelKey.priceBand(band.key));
  for (const option of SORT_OPTIONS) keys.push(labelKey.sortOption(option));
  for (const tab of DATING_TABS) keys.push(labelKey.datingTab(tab));
  for (const rating of RATING_VALUES) keys.push(labelKey.ratingWord(rating));
  for (const name of Object.keys(SHOW_UP) as (keyof typeof SHOW_UP)[]) keys.push(labelKey.showUp(name));
  for (const band of REPLY_TIME_BANDS) keys.push(band.key);
  keys.push(...Object.values(PRICE_TEXT_KEY), ...Object.values(RANGE_MESSAGE), UPLOAD_SIZE_TOO_SMALL_KEY, FORM_INVALID_KEY);
  for (const category of SEO_CATEGORIES) keys.push(...Object.values(seoCategoryTextKeys(category.slug)));
  // Messages the schemas produce.
  keys.push(
    ...issueMessages(ZUsername.safeParse("a")),
    ...issueMessages(ZUsername.safeParse("a".repeat(21))),
    ...issueMessages(ZUsername.safeParse("a!b")),
    ...issueMessages(ZPhone.safeParse("x")),
    ...issueMessages(ZStatusText.safeParse("x".repeat(251))),
    ...issueMessages(ZBusinessDescription.safeParse("x")),
    ...issueMessages(zTraitValueIdOf("tattoo").safeParse(1)),
    ...issueMessages(ZWorkingHourSlot.safeParse({ day: "mon", timeFrom: "22:00", timeTo: "02:00", isOverDay: false })),
  );
  return [...new Set(keys)];
}

describe("catalogue translation texts (top-level locales/{de,en}/common.json)", () => {
  const keys = usedKeys();

  it("has a German and an English text for every key the catalogue uses", () => {
    const missing = keys.filter((key) => !de[key]?.trim() || !en[key]?.trim());
    expect(missing).toEqual([]);
  });
  it("has English for every German text and no text for a key of the catalogue's families the catalogue does not use", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
    // The catalogue's own label families: a text there without a key in the code is a stale label.
    const families = /^(common\.(user_type|gender|couple_type|business_type|age_band|price_band|sort|price|reply_time)|profile\.(trait|trait_category|cup_group)|dating\.(tab|rating|show_up)|seo\.category)\./;
    expect(Object.keys(de).filter((key) => families.test(key) && !keys.includes(key))).toEqual([]);
  });
  it("keeps placeholders in both languages", () => {
    for (const key of Object.values(RANGE_MESSAGE)) {
      for (const texts of [de, en]) expect(texts[key]).toMatch(/%min%.*%max%/);
    }
    for (const key of Object.values(PRICE_TEXT_KEY)) for (const texts of [de, en]) expect(texts[key]).toContain("{{price}}");
    for (const category of SEO_CATEGORIES) {
      const { name: _name, ...templates } = seoCategoryTextKeys(category.slug);
      // Titles and descriptions are templates with the place; the category's name is a plain label.
      for (const key of Object.values(templates)) {
        for (const texts of [de, en]) expect(texts[key]).toContain("{{location}}");
      }
    }
  });
});
