import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { TRANSLATION_NAMESPACES } from "@samtrot/constants-catalogue";
import { baseI18nOptions } from "../shell/i18n/i18n-options";
import { LOCALE_RESOURCES } from "../shell/i18n/locale-bundle.server";
import { notificationText } from "./notification-text";

// The date notifications (issue 13) read as sentences with the other side's name, in German and English — not the
// generic "new notification".

const tOf = (lang: "de" | "en") => {
  const i18n = createInstance();
  void i18n.init({ ...baseI18nOptions({ lang, brandName: "Samtrot", ns: TRANSLATION_NAMESPACES }), resources: { [lang]: LOCALE_RESOURCES[lang] }, initImmediate: false });
  return i18n.t.bind(i18n);
};
const KINDS = ["date_request", "date_rescheduled", "date_accepted", "date_rejected", "date_cancelled", "date_expired", "date_reviewed", "date_reviews_published", "date_review_reply"] as const;

describe("date notifications", () => {
  it.each(["de", "en"] as const)("%s: each kind names the other side", (lang) => {
    const t = tOf(lang);
    const generic = t("notifications.kind.other");
    const texts = KINDS.map((kind) => notificationText(t, { kind, params: { username: "mia" }, actor: kind === "date_expired" ? null : { id: 7, username: "mia" } } as never, lang));
    for (const text of texts) {
      expect(text).toContain("mia");
      expect(text).not.toBe(generic);
      expect(text).not.toContain("notifications.");
    }
    expect(new Set(texts).size).toBe(KINDS.length);
  });

  it("German wording", () => {
    const t = tOf("de");
    expect(notificationText(t, { kind: "date_request", params: {}, actor: { id: 7, username: "mia" } } as never, "de")).toBe("mia fragt ein Date bei dir an.");
  });

  it.each(["de", "en"] as const)("%s: the live notifications name the producer or the commenter and the title", (lang) => {
    const t = tOf(lang);
    const live = notificationText(t, { kind: "live_started", params: { username: "lena", title: "Abendplausch" }, actor: { id: 3, username: "lena" } } as never, lang);
    const comment = notificationText(t, { kind: "recording_comment", params: { username: "tom", title: "Abendplausch" }, actor: { id: 4, username: "tom" } } as never, lang);
    expect(live).toMatch(/lena.*Abendplausch/);
    expect(comment).toMatch(/tom.*Abendplausch/);
    expect(live).not.toBe(t("notifications.kind.other"));
  });
});
