import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { THREAD_STATUS, TRANSLATION_NAMESPACES } from "@samtrot/constants-catalogue";
import { baseI18nOptions } from "../shell/i18n/i18n-options";
import { LOCALE_RESOURCES } from "../shell/i18n/locale-bundle.server";
import type { TThreadView } from "./messenger-state";
import { ThreadList } from "./thread-list";

// Every thread status other than normal (spec 001 §3) has a label for the thread list and a sentence for the
// conversation, in German and English, with the partner's name filled in — "deactivated" included (issue 12).

const i18nOf = (lang: "de" | "en") => {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    ...baseI18nOptions({ lang, brandName: "Samtrot", ns: TRANSLATION_NAMESPACES }),
    resources: { [lang]: LOCALE_RESOURCES[lang] },
    initImmediate: false,
  });
  return i18n;
};
const STATUSES = THREAD_STATUS.filter((status) => status !== "normal");
const thread = (status: TThreadView["status"], id: number): TThreadView => ({
  id,
  partner: { id: 100 + id, username: `mia${id}`, displayName: "Mia", avatarUrl: null, userType: 2 },
  lastText: "Hallo",
  lastImages: 0,
  lastFromMe: false,
  lastAt: "2026-11-25T12:00:00.000Z",
  unreadCount: 0,
  status,
});
const textOf = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ").trim();

describe("thread status texts", () => {
  it.each(["de", "en"] as const)("the conversation sentence of every status names the partner (%s)", (lang) => {
    const t = i18nOf(lang).getFixedT(lang, "messenger");
    for (const status of STATUSES) {
      const text = t(`status.${status}.text`, { name: "Mia" });
      expect(text, status).not.toMatch(/^status\.|\{\{/);
      expect(text.length, status).toBeGreaterThan(10);
    }
    expect(t("status.deactivated.text", { name: "Mia" })).toContain("Mia");
    expect(t("status.deactivated.text", { name: "Mia" })).toBe(
      lang === "de"
        ? "Das Profil von Mia ist vom Support-Team deaktiviert. Solange kannst du Mia nicht schreiben."
        : "Mia's profile has been deactivated by the support team. Until then you cannot write to Mia.",
    );
  });

  it("the thread list labels every status in German (deactivated: Deaktiviert)", () => {
    const html = renderToString(
      <I18nextProvider i18n={i18nOf("de")}>
        <ThreadList threads={STATUSES.map((status, i) => thread(status, i + 1))} activeThreadId={null} hrefOf={(t) => `/messenger/${t.partner.username}`} typing={{}} hasMore={false} loadingMore={false} onLoadMore={() => undefined} lang="de" />
      </I18nextProvider>,
    );
    const items = html.split("<li").slice(1).map(textOf);
    expect(items).toHaveLength(STATUSES.length);
    items.forEach((item, i) => {
      expect(item, STATUSES[i]).not.toMatch(/status\.|\{\{/);
    });
    expect(items[STATUSES.indexOf("deactivated")]).toContain("Deaktiviert");
    expect(items[STATUSES.indexOf("paused")]).toContain("Pausiert");
  });
});
