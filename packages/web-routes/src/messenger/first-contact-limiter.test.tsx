import { createInstance } from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { CONTACT_LIMIT_RESULT as R, TRANSLATION_NAMESPACES, type TContactLimitResult } from "@samtrot/constants-catalogue";
import { CONTACT_LIMIT_ERROR_KEY, decideFirstContact, type TFirstContactInput } from "@samtrot/messenger";
import { baseI18nOptions } from "../shell/i18n/i18n-options";
import { LOCALE_RESOURCES } from "../shell/i18n/locale-bundle.server";
import { FirstContactLimiter, type TLimiterState } from "./first-contact-limiter";

// Every refused first contact (spec 001 §4, results 2–10) as the messenger shows it: the decision comes from the
// real rules of @samtrot/messenger (what the api answers), the panel renders it with the German texts of locales/de.
// Each result is proven once here without a browser: its message and the way through it offers.

const NOW = new Date("2026-11-25T12:00:00Z");
const DAY = 86_400_000;
type TParty = TFirstContactInput["sender"];
type TOver = { sender?: Partial<TParty>; receiver?: Partial<TFirstContactInput["receiver"]>; counters?: Partial<TFirstContactInput["counters"]> };

const party = (over: Partial<TParty> = {}): TParty => ({
  id: 1,
  userType: 1,
  genders: [1],
  age: 30,
  origin: "DE",
  isPlus: false,
  isVerified: true,
  isEmailVerified: true,
  registeredAt: new Date(NOW.getTime() - 100 * DAY),
  ...over,
});

/** A free client writing first to a Plus escort: allowed unless the case changes something. */
function decide({ sender, receiver, counters }: TOver, isFirstContact = true) {
  return decideFirstContact({
    sender: party(sender),
    receiver: { ...party({ id: 2, userType: 2, genders: [2], isPlus: true }), filter: null, minimumTip: null, hotUntil: null, ...receiver },
    counters: {
      senderFirstContacts24h: 0,
      receiverFirstContacts24h: 0,
      receiverFreeFirstContacts24h: 0,
      averageEscortFirstContacts24h: 0,
      senderMessages24h: 0,
      tippedToReceiver: 0,
      ...counters,
    },
    isFirstContact,
    unlocked: false,
    boosted: false,
    now: NOW,
  });
}

const FILTER = { genders: [1, 2, 3], user_types: [1, 2, 3], age_range: { min: 18, max: 99 }, members_only: false, verified_only: false };
const HREF = { plus: "/de/user/membership", buy: "/de/buy/dollar", verify: "/de/user/age_check_verification", profile: "/de/p/Mia" };

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  ...baseI18nOptions({ lang: "de", brandName: "Samtrot", ns: TRANSLATION_NAMESPACES }),
  resources: { de: LOCALE_RESOURCES.de },
  initImmediate: false,
});

/** The panel for a refusal, as the page shows it after a refused send (boost offered for the pending message). */
function render(decision: ReturnType<typeof decide>, balance: number | null = 12) {
  const limiter: TLimiterState = { result: decision.result, wayThrough: decision.wayThrough, price: decision.price, error: CONTACT_LIMIT_ERROR_KEY[decision.result] };
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <FirstContactLimiter
        limiter={limiter}
        partnerName="Mia"
        balance={balance}
        busy={null}
        error={null}
        hrefPlus={HREF.plus}
        hrefBuyDollars={HREF.buy}
        hrefVerify={HREF.verify}
        hrefProfile={HREF.profile}
        onUnlock={() => undefined}
        onBoost={() => undefined}
        onClose={() => undefined}
        lang="de"
      />
    </I18nextProvider>,
  );
  const text = html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
  const has = (testId: string) => html.includes(`data-testid="${testId}"`);
  const ways = {
    plus: has("limiter-plus") && html.includes(`href="${HREF.plus}"`),
    unlock: has("limiter-unlock"),
    boost: has("limiter-boost"),
    buy: has("limiter-buy"),
    tip: has("limiter-tip") && html.includes(`href="${HREF.profile}"`),
    verify: has("limiter-verify") && html.includes(`href="${HREF.verify}"`),
  };
  return { html, text, ways };
}

type TWays = ReturnType<typeof render>["ways"];
const NO_WAY: TWays = { plus: false, unlock: false, boost: false, buy: false, tip: false, verify: false };

const CASES: { name: string; result: TContactLimitResult; over: TOver; title: string; message: string; ways: Partial<TWays>; wayTexts: string[] }[] = [
  {
    name: "2 overflow: a free receiver with too many first contacts today",
    result: R.OVERFLOW_FIRST_CONTACT,
    over: { sender: { userType: 2, genders: [2] }, receiver: { userType: 1, genders: [1], isPlus: false }, counters: { receiverFreeFirstContacts24h: 30 } },
    title: "Mia hat gerade sehr viele Anfragen",
    message: "Heute erreichen Mia zu viele Erstkontakte. Mit Plus oder einer Freischaltung kommt deine Nachricht trotzdem an.",
    ways: { plus: true, unlock: true, boost: true },
    wayTexts: ["Plus ansehen", "Kontakt freischalten (5 Dollar)", "Nachricht hervorheben (5 Dollar)"],
  },
  {
    name: "3 members only",
    result: R.MEMBERSHIP_VERIFICATION,
    over: { receiver: { filter: { ...FILTER, members_only: true } } },
    title: "Nur für Plus-Mitglieder",
    message: "Mia nimmt Erstkontakte nur von Plus-Mitgliedern an.",
    ways: { plus: true, unlock: true, boost: true },
    wayTexts: ["Plus ansehen", "Kontakt freischalten (5 Dollar)"],
  },
  {
    name: "3 verified only",
    result: R.MEMBERSHIP_VERIFICATION,
    over: { sender: { isPlus: true, isVerified: false }, receiver: { filter: { ...FILTER, verified_only: true } } },
    title: "Verifizierung erforderlich",
    message: "Mia nimmt Erstkontakte nur von verifizierten Mitgliedern an.",
    ways: { verify: true, unlock: true, boost: true },
    wayTexts: ["Jetzt verifizieren", "Zur Verifizierung", "Kontakt freischalten (5 Dollar)"],
  },
  {
    name: "3 members and verified only",
    result: R.MEMBERSHIP_VERIFICATION,
    over: { sender: { isVerified: false }, receiver: { filter: { ...FILTER, members_only: true, verified_only: true } } },
    title: "Plus und Verifizierung erforderlich",
    message: "Mia nimmt Erstkontakte nur von verifizierten Plus-Mitgliedern an.",
    ways: { plus: true, verify: true, unlock: true, boost: true },
    wayTexts: ["Plus ansehen", "Zur Verifizierung"],
  },
  {
    name: "4 the receiver's filter (here: origin)",
    result: R.GENDER_USER_TYPE_ORIGIN_AGE,
    over: { receiver: { filter: { ...FILTER, origins: ["AT"] } } },
    title: "Mia filtert Erstkontakte",
    message: "Dein Profil passt nicht zu den Kontakt-Einstellungen von Mia (Geschlecht, Nutzertyp, Herkunft oder Alter).",
    ways: { unlock: true, boost: true },
    wayTexts: ["Für 5 Dollar freischalten", "Kontakt freischalten (5 Dollar)", "Nachricht hervorheben (5 Dollar)"],
  },
  {
    name: "5 hot escort",
    result: R.HOT_ESCORT,
    over: { receiver: { isPlus: false, hotUntil: new Date(NOW.getTime() + 3_600_000) } },
    title: "Mia ist gerade sehr gefragt",
    message: "Wer gerade besonders viele Anfragen bekommt, nimmt Erstkontakte für einige Stunden nur von Plus-Mitgliedern an.",
    ways: { plus: true },
    wayTexts: ["Mit Plus unbegrenzt schreiben", "Plus ansehen"],
  },
  {
    name: "6 new escort",
    result: R.NEW_ESCORT,
    over: { receiver: { isPlus: false, registeredAt: new Date(NOW.getTime() - 3 * DAY) } },
    title: "Mia ist neu hier",
    message: "Neue Escorts nehmen in den ersten 14 Tagen Erstkontakte nur von Plus-Mitgliedern an.",
    ways: { plus: true },
    wayTexts: ["Plus ansehen"],
  },
  {
    name: "7 minimum tip (4 of 10 dollars tipped)",
    result: R.MINIMAL_TIPPING,
    over: { receiver: { minimumTip: 10 }, counters: { tippedToReceiver: 4 } },
    title: "Trinkgeld vor dem ersten Kontakt",
    message: "Mia wünscht vor dem ersten Kontakt ein Trinkgeld von mindestens 6 Dollar.",
    ways: { tip: true },
    wayTexts: ["Trinkgeld von 6 Dollar", "Zum Profil von Mia"],
  },
  {
    name: "8 free client to free escort",
    result: R.LIMIT_BETWEEN_FREE_CLIENT_AND_FREE_ESCORT,
    over: { receiver: { isPlus: false } },
    title: "Kontakt nur mit Plus",
    message: "Zwischen kostenlosen Kunden und kostenlosen Escorts ist kein Erstkontakt möglich.",
    ways: { plus: true, unlock: true, boost: true },
    wayTexts: ["Plus ansehen", "Kontakt freischalten (5 Dollar)", "Nachricht hervorheben (5 Dollar)"],
  },
  {
    name: "9 the free sender's daily first-contact limit",
    result: R.EXCEED_FIRST_CONTACT_LIMIT,
    over: { counters: { senderFirstContacts24h: 3 } },
    title: "Tageslimit für Erstkontakte erreicht",
    message: "Mit dem kostenlosen Konto kannst du pro Tag nur wenige neue Kontakte anschreiben.",
    ways: { plus: true, unlock: true, boost: true },
    wayTexts: ["Plus ansehen", "Kontakt freischalten (5 Dollar)"],
  },
  {
    name: "10 the overall message limit: no way through",
    result: R.OVERALL_MESSAGE_LIMIT,
    over: { counters: { senderMessages24h: 200 } },
    title: "Nachrichtenlimit erreicht",
    message: "Du hast heute das Limit für Nachrichten erreicht. Morgen kannst du wieder schreiben.",
    ways: {},
    wayTexts: [],
  },
];

describe("the first-contact limiter shows every refusal's message and way through (German)", () => {
  it("covers every refusing result 2–10", () => {
    const results = new Set(CASES.map((c) => c.result));
    for (let result = 2; result <= 10; result++) expect(results.has(result as TContactLimitResult), `result ${result}`).toBe(true);
  });

  it.each(CASES)("$name", ({ result, over, title, message, ways, wayTexts }) => {
    const decision = decide(over);
    expect(decision.result).toBe(result);
    expect(decision.allowed).toBe(false);
    const { html, text, ways: shown } = render(decision);
    expect(html).toContain(`data-result="${result}"`);
    expect(text).toContain(title);
    expect(text).toContain(message);
    expect(shown).toEqual({ ...NO_WAY, ...ways });
    for (const wayText of wayTexts) expect(text).toContain(wayText);
    // no raw translation key, no unfilled placeholder
    expect(text).not.toMatch(/\blimit\.|result_\d|exception\.|\{\{/);
    // the pay way shows the balance before and after the 5 dollars
    if (ways.unlock) expect(text).toContain("Dein Guthaben: 12 → 7");
  });

  it("without enough dollars the pay way offers to buy dollars instead of unlock and boost", () => {
    const { text, ways } = render(decide({ receiver: { isPlus: false } }), 3);
    expect(ways).toEqual({ ...NO_WAY, plus: true, buy: true });
    expect(text).toContain("Dafür brauchst du mindestens 5 Dollar.");
    expect(text).toContain("Dollar kaufen");
    expect(text).toContain("Dein Guthaben: 3 → –");
  });
});
