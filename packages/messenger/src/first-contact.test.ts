import { describe, expect, it } from "vitest";
import { CONTACT_LIMIT_RESULT as R, LIMITER_CASES } from "@samtrot/constants-catalogue";
import { CONTACT_LIMIT_ERROR_KEY, FIRST_CONTACT_RULES, decideFirstContact, isHotEscort, passesFirstContactFilter, type TFirstContactInput } from "./first-contact.js";

const NOW = new Date("2026-11-25T12:00:00Z");
const DAY = 86_400_000;

function party(over: Partial<TFirstContactInput["sender"]> = {}): TFirstContactInput["sender"] {
  return {
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
  };
}

/** A free client writing first to a Plus escort registered long ago: allowed unless a test changes something. */
function input(over: { sender?: Partial<TFirstContactInput["sender"]>; receiver?: Partial<TFirstContactInput["receiver"]>; counters?: Partial<TFirstContactInput["counters"]> } & Partial<Omit<TFirstContactInput, "sender" | "receiver" | "counters">> = {}): TFirstContactInput {
  const { sender, receiver, counters, ...rest } = over;
  return {
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
    isFirstContact: true,
    unlocked: false,
    boosted: false,
    now: NOW,
    ...rest,
  };
}

const FILTER = { genders: [1, 2, 3], user_types: [1, 2, 3], age_range: { min: 18, max: 99 }, members_only: false, verified_only: false };

describe("decideFirstContact: every check result", () => {
  it("SUCCESS 1 for an ordinary first contact, counted as a first contact", () => {
    const d = decideFirstContact(input());
    expect(d).toMatchObject({ result: R.SUCCESS, allowed: true, limiter: false, countsAsFirstContact: true, price: 5 });
  });

  it("messages in a thread that exists are no first contact: only the overall limit applies", () => {
    const d = decideFirstContact(input({ isFirstContact: false, receiver: { isPlus: false, registeredAt: NOW }, counters: { senderFirstContacts24h: 99 } }));
    expect(d).toMatchObject({ result: R.SUCCESS, allowed: true, countsAsFirstContact: false });
  });

  it("OVERALL_MESSAGE_LIMIT 10 on every message at the limit (free 200, Plus 1000 a day); no way through", () => {
    expect(decideFirstContact(input({ isFirstContact: false, counters: { senderMessages24h: 199 } })).result).toBe(R.SUCCESS);
    const d = decideFirstContact(input({ isFirstContact: false, counters: { senderMessages24h: 200 } }));
    expect(d).toMatchObject({ result: R.OVERALL_MESSAGE_LIMIT, allowed: false, limiter: false, wayThrough: { plus: false, unlock: false, boost: false, tip: null } });
    expect(decideFirstContact(input({ sender: { isPlus: true }, counters: { senderMessages24h: 200 } })).result).toBe(R.SUCCESS);
    expect(decideFirstContact(input({ sender: { isPlus: true }, counters: { senderMessages24h: 1000 } })).result).toBe(R.OVERALL_MESSAGE_LIMIT);
    // a paid unlock or boost does not lift it
    expect(decideFirstContact(input({ unlocked: true, boosted: true, counters: { senderMessages24h: 200 } })).result).toBe(R.OVERALL_MESSAGE_LIMIT);
    expect(CONTACT_LIMIT_ERROR_KEY[R.OVERALL_MESSAGE_LIMIT]).toBe("exception.messenger.overall_message_limit");
  });

  it("GENDER_USER_TYPE_ORIGIN_AGE 4 by the receiver's filter on gender, user type, origin and age; Plus does not pass it, unlock and boost do", () => {
    const cases: Partial<typeof FILTER & { origins: string[] }>[] = [
      { genders: [2] },
      { user_types: [2] },
      { age_range: { min: 40, max: 99 } },
      { age_range: { min: 18, max: 25 } },
      { origins: ["AT", "CH"] },
    ];
    for (const change of cases) {
      const filter = { ...FILTER, ...change };
      const d = decideFirstContact(input({ receiver: { filter } }));
      expect(d, JSON.stringify(change)).toMatchObject({ result: R.GENDER_USER_TYPE_ORIGIN_AGE, limiter: true, wayThrough: { plus: false, unlock: true, boost: true } });
      expect(decideFirstContact(input({ sender: { isPlus: true }, receiver: { filter } })).result).toBe(R.GENDER_USER_TYPE_ORIGIN_AGE);
      expect(decideFirstContact(input({ unlocked: true, receiver: { filter } })).result).toBe(R.SUCCESS);
      expect(decideFirstContact(input({ boosted: true, receiver: { filter } })).result).toBe(R.SUCCESS);
    }
    // a couple matches when either partner's gender is wanted
    expect(passesFirstContactFilter({ ...FILTER, genders: [2] }, party({ genders: [1, 2] }))).toBe(true);
    expect(passesFirstContactFilter({ ...FILTER, origins: ["DE"] }, party({ origin: null }))).toBe(false);
    // origin = the sender's stated nationality; an empty list (or none, filters stored before) is everywhere
    expect(passesFirstContactFilter({ ...FILTER, origins: ["DE", "AT"] }, party({ origin: "AT" }))).toBe(true);
    expect(passesFirstContactFilter({ ...FILTER, origins: ["DE", "AT"] }, party({ origin: "NL" }))).toBe(false);
    expect(passesFirstContactFilter({ ...FILTER, origins: [] }, party({ origin: null }))).toBe(true);
    expect(passesFirstContactFilter(null, party())).toBe(true);
  });

  it("MEMBERSHIP_VERIFICATION 3: members only, verified only, or the sender's e-mail not verified", () => {
    const membersOnly = decideFirstContact(input({ receiver: { filter: { ...FILTER, members_only: true } } }));
    expect(membersOnly).toMatchObject({ result: R.MEMBERSHIP_VERIFICATION, limiter: true, wayThrough: { plus: true, unlock: true, boost: true, verify: false } });
    expect(decideFirstContact(input({ sender: { isPlus: true }, receiver: { filter: { ...FILTER, members_only: true } } })).result).toBe(R.SUCCESS);
    const verifiedOnly = decideFirstContact(input({ sender: { isVerified: false }, receiver: { filter: { ...FILTER, verified_only: true } } }));
    expect(verifiedOnly).toMatchObject({ result: R.MEMBERSHIP_VERIFICATION, wayThrough: { plus: false, verify: true, unlock: true } });
    expect(decideFirstContact(input({ sender: { isEmailVerified: false } })).result).toBe(R.MEMBERSHIP_VERIFICATION);
    expect(decideFirstContact(input({ sender: { isEmailVerified: false }, unlocked: true })).result).toBe(R.SUCCESS);
  });

  it("MINIMAL_TIPPING 7 until the sender has tipped the minimum; the way through is the rest of the tip", () => {
    const d = decideFirstContact(input({ receiver: { minimumTip: 20 }, counters: { tippedToReceiver: 5 } }));
    expect(d).toMatchObject({ result: R.MINIMAL_TIPPING, limiter: false, wayThrough: { tip: 15, plus: false, unlock: false, boost: false } });
    expect(decideFirstContact(input({ receiver: { minimumTip: 20 }, counters: { tippedToReceiver: 20 } })).result).toBe(R.SUCCESS);
    expect(decideFirstContact(input({ sender: { isPlus: true }, unlocked: true, receiver: { minimumTip: 20 } })).result).toBe(R.MINIMAL_TIPPING);
  });

  it("HOT_ESCORT 5: more first contacts than average in 24 h (and at least 5) or marked hot → only Plus clients; not for a Plus escort", () => {
    const hot = { receiver: { isPlus: false }, counters: { receiverFirstContacts24h: 6, averageEscortFirstContacts24h: 2 } };
    expect(decideFirstContact(input(hot))).toMatchObject({ result: R.HOT_ESCORT, limiter: false, receiverIsHot: true, wayThrough: { plus: true, unlock: false, boost: false } });
    expect(decideFirstContact(input({ ...hot, unlocked: true })).result).toBe(R.HOT_ESCORT);
    expect(decideFirstContact(input({ ...hot, sender: { isPlus: true } })).result).toBe(R.SUCCESS);
    expect(decideFirstContact(input({ ...hot, receiver: { isPlus: true } })).result).toBe(R.SUCCESS);
    // below the minimum, or not above the average: not hot
    expect(isHotEscort(input({ receiver: { isPlus: false }, counters: { receiverFirstContacts24h: 4, averageEscortFirstContacts24h: 1 } }))).toBe(false);
    expect(isHotEscort(input({ receiver: { isPlus: false }, counters: { receiverFirstContacts24h: 6, averageEscortFirstContacts24h: 6 } }))).toBe(false);
    // marked hot: stays hot until hotUntil (at least 4 hours), even when the counts fell
    expect(decideFirstContact(input({ receiver: { isPlus: false, hotUntil: new Date(NOW.getTime() + 60_000) } })).result).toBe(R.HOT_ESCORT);
    expect(decideFirstContact(input({ receiver: { isPlus: false, hotUntil: new Date(NOW.getTime() - 60_000) } })).result).not.toBe(R.HOT_ESCORT);
    // an escort writing to a hot escort: the hot rule is about clients
    expect(decideFirstContact(input({ ...hot, sender: { userType: 2, genders: [2] } })).result).not.toBe(R.HOT_ESCORT);
  });

  it("NEW_ESCORT 6: the first 14 days only Plus clients; not for a Plus escort", () => {
    const fresh = { receiver: { isPlus: false, registeredAt: new Date(NOW.getTime() - 13 * DAY) } };
    expect(decideFirstContact(input(fresh))).toMatchObject({ result: R.NEW_ESCORT, limiter: false, wayThrough: { plus: true, unlock: false } });
    expect(decideFirstContact(input({ ...fresh, boosted: true })).result).toBe(R.NEW_ESCORT);
    expect(decideFirstContact(input({ ...fresh, sender: { isPlus: true } })).result).toBe(R.SUCCESS);
    expect(decideFirstContact(input({ receiver: { isPlus: true, registeredAt: new Date(NOW.getTime() - DAY) } })).result).toBe(R.SUCCESS);
    expect(decideFirstContact(input({ receiver: { isPlus: false, registeredAt: new Date(NOW.getTime() - 15 * DAY) } })).result).toBe(R.LIMIT_BETWEEN_FREE_CLIENT_AND_FREE_ESCORT);
  });

  it("LIMIT_BETWEEN_FREE_CLIENT_AND_FREE_ESCORT 8: a free client to a free escort; Plus, unlock or boost pass", () => {
    const free = { receiver: { isPlus: false } };
    expect(decideFirstContact(input(free))).toMatchObject({ result: R.LIMIT_BETWEEN_FREE_CLIENT_AND_FREE_ESCORT, limiter: true, wayThrough: { plus: true, unlock: true, boost: true } });
    expect(decideFirstContact(input({ ...free, sender: { isPlus: true } })).result).toBe(R.SUCCESS);
    expect(decideFirstContact(input({ ...free, unlocked: true })).result).toBe(R.SUCCESS);
    expect(decideFirstContact(input({ ...free, boosted: true })).result).toBe(R.SUCCESS);
  });

  it("EXCEED_FIRST_CONTACT_LIMIT 9: free senders make 3 first contacts a day; Plus, unlock or boost pass", () => {
    expect(decideFirstContact(input({ counters: { senderFirstContacts24h: 2 } })).result).toBe(R.SUCCESS);
    const over = { counters: { senderFirstContacts24h: 3 } };
    expect(decideFirstContact(input(over))).toMatchObject({ result: R.EXCEED_FIRST_CONTACT_LIMIT, limiter: true, wayThrough: { plus: true, unlock: true, boost: true } });
    expect(decideFirstContact(input({ ...over, sender: { isPlus: true } })).result).toBe(R.SUCCESS);
    expect(decideFirstContact(input({ ...over, unlocked: true })).result).toBe(R.SUCCESS);
    expect(decideFirstContact(input({ ...over, rules: { freeDailyFirstContacts: 10 } })).result).toBe(R.SUCCESS);
  });

  it("a basic (free) escort has no client contact limit for 3 hours after registration", () => {
    const escortToClient = (hoursAgo: number) =>
      input({
        sender: { userType: 2, genders: [2], registeredAt: new Date(NOW.getTime() - hoursAgo * 3_600_000) },
        receiver: { userType: 1, genders: [1], isPlus: false },
        counters: { senderFirstContacts24h: 10 },
      });
    expect(decideFirstContact(escortToClient(2)).result).toBe(R.SUCCESS);
    expect(decideFirstContact(escortToClient(4)).result).toBe(R.EXCEED_FIRST_CONTACT_LIMIT);
  });

  it("OVERFLOW_FIRST_CONTACT 2: a free receiver took 30 first contacts from free senders today", () => {
    const full = { receiver: { isPlus: false, userType: 1, genders: [1] }, sender: { userType: 2, genders: [2] }, counters: { receiverFreeFirstContacts24h: 30 } };
    expect(decideFirstContact(input(full))).toMatchObject({ result: R.OVERFLOW_FIRST_CONTACT, limiter: true, wayThrough: { plus: true, unlock: true } });
    expect(decideFirstContact(input({ ...full, sender: { userType: 2, genders: [2], isPlus: true } })).result).toBe(R.SUCCESS);
    expect(decideFirstContact(input({ ...full, counters: { receiverFreeFirstContacts24h: 29 } })).result).toBe(R.SUCCESS);
  });

  it("the limiter flag is exactly the spec's limiter cases 2, 3, 4, 8, 9; every refusal has an exception.messenger key", () => {
    const refusals = [
      decideFirstContact(input({ receiver: { isPlus: false, userType: 1, genders: [1] }, sender: { userType: 2, genders: [2] }, counters: { receiverFreeFirstContacts24h: 30 } })),
      decideFirstContact(input({ sender: { isEmailVerified: false } })),
      decideFirstContact(input({ receiver: { filter: { ...FILTER, genders: [3] } } })),
      decideFirstContact(input({ receiver: { isPlus: false, hotUntil: new Date(NOW.getTime() + 1) } })),
      decideFirstContact(input({ receiver: { isPlus: false, registeredAt: NOW } })),
      decideFirstContact(input({ receiver: { minimumTip: 1 } })),
      decideFirstContact(input({ receiver: { isPlus: false } })),
      decideFirstContact(input({ counters: { senderFirstContacts24h: 3 } })),
      decideFirstContact(input({ counters: { senderMessages24h: 200 } })),
    ];
    expect(refusals.map((d) => d.result)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(refusals.filter((d) => d.limiter).map((d) => d.result)).toEqual([...LIMITER_CASES]);
    for (const d of refusals) expect(CONTACT_LIMIT_ERROR_KEY[d.result]).toMatch(/^exception\.messenger\./);
    expect(FIRST_CONTACT_RULES.unlockPrice).toBe(5);
    expect(FIRST_CONTACT_RULES.boostPrice).toBe(5);
  });

  it("checks in a fixed order: the overall limit before the filter, the filter before membership, hot before new", () => {
    expect(decideFirstContact(input({ counters: { senderMessages24h: 500 }, receiver: { filter: { ...FILTER, genders: [3] } } })).result).toBe(R.OVERALL_MESSAGE_LIMIT);
    expect(decideFirstContact(input({ receiver: { filter: { ...FILTER, genders: [3], members_only: true } } })).result).toBe(R.GENDER_USER_TYPE_ORIGIN_AGE);
    expect(decideFirstContact(input({ receiver: { isPlus: false, registeredAt: NOW, hotUntil: new Date(NOW.getTime() + 1) } })).result).toBe(R.HOT_ESCORT);
  });
});
