import { RISE_UP_POSITION_LEVELS, TOKENS, type TRiseUpType } from "@samtrot/constants-catalogue";

// Rise up and payout rules that are ours where spec 001 gives only names and numbers (docs/decisions/013).

/** Dollars a paid rise up costs, by type (our decision; the spec names the types only). */
export const RISE_UP_PRICES: Record<TRiseUpType, number> = { regular: 10, global: 10 };

/** A Plus escort's free rise up comes back this long after the last free one (spec 001 §6 "free rise up"). */
export const FREE_RISE_UP_EVERY_HOURS = 24;

/** Who may rise up: escorts and businesses (spec 001 §6 dollar uses of escorts). */
export const RISE_UP_USER_TYPES = [2, 3] as const;

/**
 * The rise-up type of a user: Plus members rise up "regular" (the first of every 24 hours free), everyone
 * else "global" (spec 001 §3 "rise-up global (non-member)").
 */
export function riseUpTypeFor(isMember: boolean): TRiseUpType {
  return isMember ? "regular" : "global";
}

export type TRiseUpLevel = (typeof RISE_UP_POSITION_LEVELS)[number]["key"];

/** The position level for the hours since the last rise up (spec 001 §9: 0–24, 24–72, over 72); null = never risen. */
export function riseUpPositionLevel(hoursSince: number | null): TRiseUpLevel | null {
  if (hoursSince === null || !Number.isFinite(hoursSince)) return null;
  const hours = Math.max(0, hoursSince);
  for (const level of RISE_UP_POSITION_LEVELS) {
    if (level.maxHoursExclusive === null || hours < level.maxHoursExclusive) return level.key;
  }
  return "over_72";
}

/**
 * What the next rise up costs: free when the user has the free rise up (entitlement free_rise_up of running escort
 * memberships; defaults to membership) and the last free one is 24 hours ago, else the type's price.
 */
export function riseUpPrice(input: { isMember: boolean; freeRiseUp?: boolean; lastFreeAt: Date | null; now: Date }): {
  type: TRiseUpType;
  price: number;
  free: boolean;
  nextFreeAt: Date | null;
} {
  const type = riseUpTypeFor(input.isMember);
  if (!(input.freeRiseUp ?? input.isMember)) return { type, price: RISE_UP_PRICES[type], free: false, nextFreeAt: null };
  const nextFreeAt = input.lastFreeAt ? new Date(input.lastFreeAt.getTime() + FREE_RISE_UP_EVERY_HOURS * 3_600_000) : null;
  const free = nextFreeAt === null || nextFreeAt <= input.now;
  return { type, price: free ? 0 : RISE_UP_PRICES[type], free, nextFreeAt: free ? null : nextFreeAt };
}

/** New accounts wait this many days before their first payout (the payout step "probation", decision 013). */
export const PAYOUT_PROBATION_DAYS = 14;

/** When the probation of an account registered at `registeredAt` ends. */
export function payoutProbationEnds(registeredAt: Date): Date {
  return new Date(registeredAt.getTime() + PAYOUT_PROBATION_DAYS * 86_400_000);
}

/** Who may request payouts: escorts and businesses (spec 001 §6 "payout to bank"; businesses pay their escorts). */
export const PAYOUT_USER_TYPES = [2, 3] as const;

/** The lowest amount and the ongoing limit, for forms (spec 001 §9). */
export const PAYOUT_LIMITS = { threshold: TOKENS.payoutThreshold, ongoingLimit: TOKENS.payoutOngoingLimit } as const;

/** "DE89 •••• •••• •••• 3000"-style: the country, check digits and the last four characters, for lists. */
export function maskIban(iban: string): string {
  const clean = iban.replace(/\s+/g, "").toUpperCase();
  if (clean.length < 8) return clean;
  return `${clean.slice(0, 4)} •••• ${clean.slice(-4)}`;
}
