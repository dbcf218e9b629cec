import { readFileSync } from "node:fs";
import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { ZDateReviewBody, ZProfileReviews, type TProfileReviews } from "@samtrot/api-client/contracts";
import { DATE_STAGE, SHOW_UP, TRANSLATION_NAMESPACES, USER_TYPE } from "@samtrot/constants-catalogue";
import { validateReview } from "@samtrot/dating";
import { baseI18nOptions } from "../shell/i18n/i18n-options";
import { LOCALE_RESOURCES } from "../shell/i18n/locale-bundle.server";
import { ProfileReviews } from "../profiles/profile-reviews";
import {
  averageWidth,
  criteriaOfKind,
  ratingOptions,
  ratingWordKey,
  REVIEW_FIELDS,
  REVIEW_RADIOS,
  reviewBodyFromForm,
  reviewRefusalKey,
  reviewsArePublished,
  SHOW_UP_ORDER,
  showUpKey,
  subjectKindOf,
} from "./review-words";

const json = (lang: string, ns: string) => JSON.parse(readFileSync(new URL(`../../../../locales/${lang}/${ns}.json`, import.meta.url), "utf8"));
const lookup = (tree: unknown, key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
const i18nOf = (lang: "de" | "en") => {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ ...baseI18nOptions({ lang, brandName: "Samtrot", ns: TRANSLATION_NAMESPACES }), resources: { [lang]: LOCALE_RESOURCES[lang] }, initImmediate: false });
  return i18n;
};
const textOf = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ").trim();

/** A filled-in review form as the browser posts it (every criterion, radio and show-up answered). */
function filledForm(subjectUserType: number, rating = "4"): FormData {
  const form = new FormData();
  for (const c of criteriaOfKind(subjectKindOf(subjectUserType))) form.set(`ratings.${c}`, rating);
  form.set("radios.would_you_recommend_this_user", "yes");
  form.set("radios.profile_match_reality", "no");
  form.set("radios.would_you_come_again", "yes");
  if (subjectUserType !== USER_TYPE.business) form.set("show_up", String(SHOW_UP.little_late));
  form.set("comment", "  Sehr nett.  ");
  return form;
}

describe("review words", () => {
  it("names the rating words 1 terrible … 5 excellent in German and English", () => {
    expect([1, 2, 3, 4, 5].map(ratingWordKey)).toEqual(["dating.rating.terrible", "dating.rating.poor", "dating.rating.average", "dating.rating.very_good", "dating.rating.excellent"]);
    expect(ratingWordKey(0)).toBeNull();
    expect(ratingWordKey(6)).toBeNull();
    const de = json("de", "common");
    expect(ratingOptions((k) => lookup(de, k) as string).map((o) => o.label)).toEqual(["1 – Schrecklich", "2 – Schlecht", "3 – Durchschnittlich", "4 – Sehr gut", "5 – Ausgezeichnet"]);
    expect(ratingOptions((k) => lookup(json("en", "common"), k) as string)[4]).toEqual({ value: "5", label: "5 – Excellent" });
  });

  it("asks a person on the six person criteria and a business on the six of a place", () => {
    expect(subjectKindOf(USER_TYPE.escort)).toBe("person");
    expect(subjectKindOf(USER_TYPE.client)).toBe("person");
    expect(subjectKindOf(USER_TYPE.business)).toBe("business");
    expect(criteriaOfKind("person")).toEqual(["date_arrangement_process", "reliability_punctuality", "communication", "discrete_behavior", "respectful_behavior", "body_hygiene"]);
    expect(criteriaOfKind("business")).toEqual(["interior", "location", "value_for_money", "smooth_payment", "cleanliness", "staff"]);
  });

  it("has a German and an English text for every criterion, question and show-up option", () => {
    for (const lang of ["de", "en"]) {
      const dating = json(lang, "dating");
      const common = json(lang, "common");
      for (const c of [...criteriaOfKind("person"), ...criteriaOfKind("business")]) expect(typeof lookup(dating, `review.criterion.${c}`), `${lang} ${c}`).toBe("string");
      for (const r of REVIEW_RADIOS) {
        expect(typeof lookup(dating, `review.radio.${r}`), `${lang} ${r}`).toBe("string");
        expect(typeof lookup(dating, `review.radio_public.${r}`), `${lang} ${r}`).toBe("string");
      }
      for (const s of SHOW_UP_ORDER) expect(typeof lookup(common, showUpKey(SHOW_UP[s]) as string), `${lang} ${s}`).toBe("string");
    }
    expect(SHOW_UP_ORDER.map((s) => SHOW_UP[s])).toEqual([1, 5, 2, 4]);
    expect(showUpKey(3)).toBeNull();
  });

  it("turns a filled form into the body the api accepts: for a person with show-up, for a business without", () => {
    const person = reviewBodyFromForm(filledForm(USER_TYPE.escort), USER_TYPE.escort);
    expect(ZDateReviewBody.safeParse(person).success).toBe(true);
    expect(person.radios).toEqual({ would_you_recommend_this_user: true, profile_match_reality: false, would_you_come_again: true });
    expect(person.show_up).toBe(SHOW_UP.little_late);
    expect(person.comment).toBe("Sehr nett.");
    expect(validateReview(person, USER_TYPE.escort).ok).toBe(true);

    const business = reviewBodyFromForm(filledForm(USER_TYPE.business), USER_TYPE.business);
    expect("show_up" in business).toBe(false);
    expect(Object.keys(business.ratings)).toEqual(criteriaOfKind("business"));
    expect(validateReview(business, USER_TYPE.business).ok).toBe(true);
  });

  it("leaves unanswered questions out, so the api's errors name the form's own fields", () => {
    const form = filledForm(USER_TYPE.client);
    form.delete("ratings.communication");
    form.delete("radios.would_you_come_again");
    form.delete("show_up");
    const body = reviewBodyFromForm(form, USER_TYPE.client);
    const checked = validateReview(body, USER_TYPE.client);
    expect(checked.ok).toBe(false);
    const errors = checked.ok ? [] : checked.errors;
    expect(errors.map((e) => `${e.field} ${e.key}`)).toEqual([
      "ratings.communication validation.dating.rating_required",
      "radios.would_you_come_again validation.dating.answer_required",
      "show_up validation.dating.show_up_required",
    ]);
    for (const e of errors) expect(REVIEW_FIELDS.some((f) => e.field === f || e.field.startsWith(`${f}.`)), e.field).toBe(true);
  });

  it("says why a review cannot be written from what the api answered", () => {
    expect(reviewRefusalKey({ stage: DATE_STAGE.NEEDS_REVIEW }, { can_review: true, mine: null })).toBeNull();
    expect(reviewRefusalKey({ stage: DATE_STAGE.UPCOMING }, { can_review: false, mine: null })).toBe("exception.dating.review_too_early");
    expect(reviewRefusalKey({ stage: DATE_STAGE.COMPLETED }, { can_review: false, mine: null })).toBe("exception.dating.review_window_closed");
    expect(reviewRefusalKey({ stage: DATE_STAGE.CANCELLED }, { can_review: false, mine: null })).toBe("exception.dating.date_not_accepted");
    const mine = {} as Parameters<typeof reviewRefusalKey>[1]["mine"];
    expect(reviewRefusalKey({ stage: DATE_STAGE.COMPLETED }, { can_review: false, mine })).toBe("exception.dating.already_reviewed");
    for (const lang of ["de", "en"]) {
      for (const key of ["review_too_early", "review_window_closed", "date_not_accepted", "already_reviewed"]) expect(typeof lookup(json(lang, "common"), `exception.dating.${key}`)).toBe("string");
    }
  });

  it("knows when reviews are published and how wide an average's bar is", () => {
    const now = Date.parse("2026-11-25T12:00:00Z");
    expect(reviewsArePublished({ theirs: null, published_at: null }, now)).toBe(false);
    expect(reviewsArePublished({ theirs: null, published_at: "2026-11-30T12:00:00Z" }, now)).toBe(false);
    expect(reviewsArePublished({ theirs: null, published_at: "2026-11-25T12:00:00Z" }, now)).toBe(true);
    expect(averageWidth(5)).toBe(100);
    expect(averageWidth(2.5)).toBe(50);
    expect(averageWidth(0)).toBe(0);
  });
});

describe("the profile's reviews", () => {
  const review = (id: number, rating: number, locked = false) => ({
    id,
    date_id: 100 + id,
    locked,
    author: { id: 10 + id, username: `kunde${id}`, display_name: null, user_type: USER_TYPE.client },
    ratings: Object.fromEntries(criteriaOfKind("person").map((c) => [c, rating])),
    radios: { would_you_recommend_this_user: true, profile_match_reality: true, would_you_come_again: false },
    show_up: SHOW_UP.on_time,
    comment: `Kommentar ${id}`,
    created_at: "2026-11-20T10:00:00.000Z",
    published_at: "2026-11-21T10:00:00.000Z",
    reply: id === 1 ? "Danke!" : null,
    replied_at: id === 1 ? "2026-11-22T10:00:00.000Z" : null,
  });
  const list = (over: Partial<TProfileReviews>): TProfileReviews =>
    ZProfileReviews.parse({ shown: true, kind: "person", items: [review(1, 5), review(2, 3)], total: 12, page_no: 1, page_size: 10, averages: { communication: { average: 4.4, count: 12 }, body_hygiene: { average: 3, count: 12 } }, ...over });
  const render = (l: TProfileReviews, lang: "de" | "en" = "de") =>
    renderToString(
      <I18nextProvider i18n={i18nOf(lang)}>
        <ProfileReviews list={l} name="Mia" lang={lang} hrefFor={(n) => `/p/mia/reviews?page_no=${n}`} unlockHrefFor={(id) => `/dating/reviews/unlock/${id}`} />
      </I18nextProvider>,
    );

  it("shows the averages with their numbers, each review's ratings in words, answers, comment and reply, and pages", () => {
    const html = render(list({}));
    const text = textOf(html);
    expect(text).toContain("Bewertungen über Mia");
    expect(text).toContain("Durchschnitt aus 12 Bewertungen");
    expect(text).toContain("Kommunikation 4,4 (Sehr gut)");
    expect(text).toContain("Körperhygiene 3,0 (Durchschnittlich)");
    expect(html.match(/data-testid="profile-review"/g)).toHaveLength(2);
    expect(text).toContain("5 von 5: Ausgezeichnet");
    expect(text).toContain("Würde wieder kommen: Nein");
    expect(text).toContain("Pünktlichkeit: Pünktlich");
    expect(text).toContain("Kommentar 1");
    expect(text).toContain("Antwort von Mia Danke!");
    expect(html).toContain('href="/p/mia/reviews?page_no=2"');
    expect(textOf(render(list({}), "en"))).toContain("Communication 4.4 (Very good)");
    expect(html).not.toContain("review-unlock-link");
  });

  it("a locked review (its excerpt) links to unlocking its date's reviews", () => {
    const html = render(list({ items: [{ ...review(3, 4, true), comment: "Wir haben uns im Hotel getroffen…", reply: null, replied_at: null }], total: 1 }));
    expect(html).toContain('href="/dating/reviews/unlock/103"');
    expect(textOf(html)).toContain("Wir haben uns im Hotel getroffen… Ganze Bewertung lesen");
  });

  it("has an empty state, and says so when the profile hides its reviews", () => {
    expect(textOf(render(list({ items: [], total: 0, averages: {} })))).toContain("Noch keine veröffentlichten Bewertungen.");
    expect(textOf(render(list({ shown: false, items: [], total: 0, averages: {} })))).toContain("Mia zeigt Date-Bewertungen nicht im Profil.");
    const single = render(list({ items: [review(1, 4)], total: 1 }));
    expect(single).not.toContain("page_no=2");
    expect(textOf(single)).toContain("Aus 1 Bewertung");
  });
});
