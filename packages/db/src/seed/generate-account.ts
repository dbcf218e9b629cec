import {
  BUSINESS_TYPES,
  CITIES,
  COUPLE_TYPE,
  COUPLE_TYPE_GENDERS,
  CUP_SIZES,
  GENDER,
  POPULAR_LANGUAGES,
  PRICE_DURATIONS,
  TRAIT_CATEGORY,
  TRAIT_VALUES,
  USER_TYPE,
  type TCity,
  type TTraitCategoryName,
} from "@samtrot/constants-catalogue";
import { createRng, cumulativeOf, mixSeed, pickWeighted, type TRng } from "./prng.js";
import { DEMO_EMAIL_DOMAIN } from "./demo-accounts.js";
import { emailLocalPart, type UsernameRegistry } from "./usernames.js";
import {
  BUSINESS_NAME_PREFIX,
  BUSINESS_NAME_WORDS,
  DESCRIPTION_SENTENCES,
  FEMALE_NAMES,
  MALE_NAMES,
  NEUTRAL_NAMES,
  OTHER_NATIONALITIES,
  PROFESSIONS,
  STATUS_TEXTS,
  USERNAME_WORDS,
} from "./word-pools.js";

const DAY_MS = 86_400_000;

export type TSeedUserType = typeof USER_TYPE.client | typeof USER_TYPE.escort | typeof USER_TYPE.business;

/** One generated account: the rows of users, profiles, profile_traits, profile_prices, working_hours. */
export type TGeneratedAccount = {
  user: {
    id: number;
    username: string;
    email: string;
    passwordHash: string | null;
    userType: TSeedUserType;
    gender: number | null;
    coupleType: number | null;
    businessType: string | null;
    birthDate: string | null;
    isMember: boolean;
    memberUntil: string | null;
    emailVerifiedAt: string | null;
    emailWasVerified: boolean;
    isBouncedEmail: boolean;
    forcedFakeCheck: boolean;
    registerCompletedStep: number;
    registrationCompletedAt: string | null;
    isInvisible: boolean;
    isPaused: boolean;
    isBanned: boolean;
    deletedAt: string | null;
    searchVisible: boolean;
    isVerified: boolean;
    ageCheckStatus: number;
    lastLoginAt: string;
    locale: string;
    createdAt: string;
  };
  profile: {
    displayName: string;
    status: string | null;
    description: string | null;
    profession: string | null;
    citySlug: string;
    lat: number;
    lon: number;
    country: string;
    height: number | null;
    weight: number | null;
    cupSize: string | null;
    penisLength: number | null;
    penisDiameter: number | null;
    nationality: string;
    languages: string[];
    replyTimeSeconds: number;
    rating: number | null;
    reviewsCount: number;
    rankScore: number;
    isHot: boolean;
    onTour: boolean;
    hasFsk18Photos: boolean;
    avatarSeed: number;
    /** null = not stated */
    isSmoker: boolean | null;
  };
  traits: [categoryId: number, valueId: number][];
  prices: [durationMinutes: number, price: number][];
  hours: { day: number; from: string; to: string; overDay: boolean }[];
};

/** Fixes what the generator may not choose (demo accounts). */
export type TAccountOverrides = {
  userType?: TSeedUserType;
  gender?: number;
  businessType?: string;
  isMember?: boolean;
  city?: TCity;
};

export type TGeneratorContext = { seed: number; epochMs: number; usernames: UsernameRegistry };

const CITY_WEIGHTS = cumulativeOf(CITIES.map((city) => city.population));

/**
 * Generates account number `index` of a run. Each index draws from its own PRNG stream (seed, index),
 * so the n-th account is the same however many are generated; only the username registry is shared
 * (generate in index order for identical names).
 */
export function generateAccount(
  ctx: TGeneratorContext,
  index: number,
  id: number,
  overrides: TAccountOverrides = {},
): TGeneratedAccount {
  const rng = createRng(mixSeed(ctx.seed, index));
  const userType = overrides.userType ?? chooseUserType(rng, index);
  const businessType =
    userType === USER_TYPE.business
      ? (overrides.businessType ?? chooseBusinessType(rng, index))
      : null;
  const { gender, coupleType } =
    userType === USER_TYPE.business
      ? { gender: null, coupleType: null }
      : overrides.gender !== undefined
        ? { gender: overrides.gender, coupleType: null }
        : chooseGender(rng, userType);

  // The first profiles cover every city once, so even the smallest town has someone in it.
  const city = overrides.city ?? (index < CITIES.length ? (CITIES[index] as TCity) : pickWeighted(CITIES, CITY_WEIGHTS, rng.next()));
  const { lat, lon } = jitter(rng, city);

  const partnerGenders = coupleType ? COUPLE_TYPE_GENDERS[coupleType as keyof typeof COUPLE_TYPE_GENDERS] : null;
  const firstName = gender ? firstNameFor(rng, gender) : null;
  const displayName =
    userType === USER_TYPE.business
      ? businessName(rng, businessType ?? "1")
      : partnerGenders
        ? `${firstNameFor(rng, partnerGenders[0])} & ${firstNameFor(rng, partnerGenders[1])}`
        : (firstName as string);
  const username = ctx.usernames.claim(usernameCandidate(rng, userType, displayName, city));

  const age = userType === USER_TYPE.escort ? clamp(Math.round(25 + rng.gaussian() * 6), 18, 59) : rng.int(21, 59);
  const birthDate = userType === USER_TYPE.business ? null : birthDateFor(rng, ctx.epochMs, age);

  const createdMs = ctx.epochMs - rng.int(1, 1095) * DAY_MS - rng.int(0, DAY_MS - 1);
  // Skewed towards recent logins: most users were here within the last days (spec: last 60 days).
  const loginMs = Math.max(createdMs + 60_000, ctx.epochMs - Math.floor(60 * DAY_MS * rng.next() ** 2));
  const isMember = overrides.isMember ?? rng.chance(userType === USER_TYPE.business ? 0.3 : 0.14);
  const completed = overrides.userType !== undefined || rng.chance(0.98);
  const emailVerified = completed ? rng.chance(0.97) || overrides.userType !== undefined : rng.chance(0.5);
  const isVerified = overrides.userType !== undefined ? true : rng.chance(userType === USER_TYPE.escort ? 0.4 : 0.25);
  const bounced = overrides.userType === undefined && rng.chance(0.01);

  // A standing for the rank score only. No review exists yet (reviews come with their issue), so the profile
  // states none: a badge "14 reviews" beside an empty reviews tab would be invented. Still drawn, so every
  // value drawn after it stays what it was.
  const standing = rng.chance(userType === USER_TYPE.client ? 0.3 : 0.65) ? Math.floor(Math.exp(rng.next() * 4.6)) : 0;
  const standingRating = standing > 0 ? round1(clamp(4.3 + rng.gaussian() * 0.5, 1, 5)) : null;
  const reviewsCount = 0;
  const rating: number | null = null;

  const isPerson = userType !== USER_TYPE.business;
  const isFemaleLike = gender === GENDER.female || gender === GENDER.trans;
  const isMaleLike = gender === GENDER.male || gender === GENDER.trans;
  const body = isPerson && gender ? bodyFor(rng, gender) : { height: null, weight: null };
  const nationality = rng.chance(0.5) ? city.country : rng.chance(0.4) ? rng.pick(["DE", "AT", "CH", "NL"]) : rng.pick(OTHER_NATIONALITIES);

  const account: TGeneratedAccount = {
    user: {
      id,
      username,
      email: `${emailLocalPart(username)}@${DEMO_EMAIL_DOMAIN}`,
      passwordHash: null,
      userType,
      gender,
      coupleType,
      businessType,
      birthDate,
      isMember,
      memberUntil: isMember ? iso(ctx.epochMs + rng.int(10, 400) * DAY_MS) : null,
      emailVerifiedAt: emailVerified ? iso(createdMs + rng.int(60, 7200) * 1000) : null,
      emailWasVerified: emailVerified || bounced,
      isBouncedEmail: bounced,
      forcedFakeCheck: overrides.userType === undefined && rng.chance(0.01),
      registerCompletedStep: completed ? 10 : rng.pick([1, 2, 3, 4, 5, 6]),
      registrationCompletedAt: completed ? iso(createdMs + rng.int(300, 3 * 86_400) * 1000) : null,
      isInvisible: isMember && rng.chance(0.05),
      isPaused: overrides.userType === undefined && rng.chance(0.01),
      isBanned: overrides.userType === undefined && rng.chance(0.003),
      deletedAt: null,
      searchVisible: overrides.userType !== undefined || rng.chance(0.98),
      isVerified,
      ageCheckStatus: isVerified ? 2 : rng.pick([0, 0, 0, 1, 3]),
      lastLoginAt: iso(loginMs),
      locale: rng.chance(0.85) ? "de" : "en",
      createdAt: iso(createdMs),
    },
    profile: {
      displayName,
      status: rng.chance(0.6) ? rng.pick(STATUS_TEXTS[typeKey(userType)]) : null,
      description: rng.chance(userType === USER_TYPE.business ? 1 : 0.85) ? descriptionFor(rng, userType) : null,
      profession: isPerson && rng.chance(0.3) ? rng.pick(PROFESSIONS) : null,
      citySlug: city.slug,
      lat,
      lon,
      country: city.country,
      height: body.height,
      weight: body.weight,
      cupSize: isFemaleLike && rng.chance(gender === GENDER.female ? 0.95 : 0.6) ? cupSize(rng) : null,
      penisLength: isMaleLike && rng.chance(0.6) ? clamp(Math.round(16 + rng.gaussian() * 2.5), 9, 26) : null,
      penisDiameter: isMaleLike && rng.chance(0.5) ? rng.int(3, 6) : null,
      nationality,
      languages: languagesFor(rng, city.country, nationality),
      replyTimeSeconds: replyTime(rng),
      rating,
      reviewsCount,
      rankScore: 0,
      isHot: userType === USER_TYPE.escort && rng.chance(0.05),
      onTour: userType === USER_TYPE.escort && rng.chance(0.04),
      hasFsk18Photos: userType === USER_TYPE.escort && rng.chance(0.2),
      avatarSeed: rng.int(1, 2_147_483_646),
      isSmoker: null,
    },
    traits: traitsFor(rng, userType),
    prices: userType === USER_TYPE.client ? [] : pricesFor(rng, userType, gender),
    hours: userType === USER_TYPE.client ? [] : hoursFor(rng, userType),
  };
  // top_ranking order: members first-ish, then trust (verified, reviews, rating), then chance.
  account.profile.rankScore =
    (isMember ? 40_000 : 0) +
    (isVerified ? 10_000 : 0) +
    Math.min(standing, 100) * 100 +
    Math.round((standingRating ?? 3) * 2_000) +
    rng.int(0, 20_000);
  // Drawn last, so every value drawn before it stays what it was before smoking was stored.
  account.profile.isSmoker = isPerson && rng.chance(0.7) ? rng.chance(0.3) : null;
  return account;
}

function typeKey(userType: TSeedUserType): "escort" | "client" | "business" {
  return userType === USER_TYPE.escort ? "escort" : userType === USER_TYPE.client ? "client" : "business";
}

/** ~70 % escorts, ~22 % clients, ~8 % businesses; the first six are one business of each type. */
function chooseUserType(rng: TRng, index: number): TSeedUserType {
  if (index < BUSINESS_TYPES.length) return USER_TYPE.business;
  const r = rng.next();
  return r < 0.7 ? USER_TYPE.escort : r < 0.92 ? USER_TYPE.client : USER_TYPE.business;
}

function chooseBusinessType(rng: TRng, index: number): string {
  const forced = BUSINESS_TYPES[index];
  return forced ? forced.id : rng.pick(BUSINESS_TYPES).id;
}

const COUPLE_TYPES = Object.values(COUPLE_TYPE);

function chooseGender(rng: TRng, userType: TSeedUserType): { gender: number | null; coupleType: number | null } {
  const r = rng.next();
  const [female, male, trans] = userType === USER_TYPE.escort ? [0.72, 0.1, 0.1] : [0.07, 0.82, 0.03];
  if (r < female) return { gender: GENDER.female, coupleType: null };
  if (r < female + male) return { gender: GENDER.male, coupleType: null };
  if (r < female + male + trans) return { gender: GENDER.trans, coupleType: null };
  // Couples carry a couple type instead of a single gender (spec 001 §3); female & male most often.
  return { gender: null, coupleType: rng.chance(0.5) ? COUPLE_TYPE.female_male : rng.pick(COUPLE_TYPES) };
}

function firstNameFor(rng: TRng, gender: number): string {
  if (gender === GENDER.female) return rng.pick(FEMALE_NAMES);
  if (gender === GENDER.male) return rng.pick(MALE_NAMES);
  return rng.chance(0.6) ? rng.pick(FEMALE_NAMES) : rng.pick(NEUTRAL_NAMES);
}

function businessName(rng: TRng, businessType: string): string {
  const prefixes = BUSINESS_NAME_PREFIX[businessType] ?? ["Club"];
  return `${rng.pick(prefixes)} ${rng.pick(BUSINESS_NAME_WORDS)}`;
}

/** The city part of a username: its first group ("halle/saale" → "halle", "den-haag" → "den"). */
function cityWord(city: TCity): string {
  return city.slug.split(/[-/]/)[0] ?? city.slug;
}

function usernameCandidate(rng: TRng, userType: TSeedUserType, displayName: string, city: TCity): string {
  const sep = rng.pick(["_", ".", "-", ""]);
  const casing = (text: string) => (rng.chance(0.6) ? text.toLowerCase() : text);
  if (userType === USER_TYPE.business) {
    // "Saunaclub Roter Salon" in Köln → "roter-salon-köln", "sauna.roter-salon" or just "roter-salon".
    const [prefix = "club", ...rest] = displayName.split(" ");
    const core = rest.join("-") || prefix;
    const short = prefix.length <= 7 ? prefix : prefix.slice(0, 5);
    const options = [`${core}${sep || "-"}${cityWord(city)}`, `${short}${sep || "-"}${core}`].filter((o) => o.length <= 20);
    return casing(options.length > 0 ? rng.pick(options) : core);
  }
  const name = displayName.includes(" & ") ? displayName.split(" & ").join(rng.pick(["-und-", "_", "."])) : displayName;
  const word = rng.pick(USERNAME_WORDS);
  const r = rng.next();
  if (r < 0.3) return casing(`${name}${sep}${word}`);
  if (r < 0.5) return casing(`${word}${sep}${name}`);
  if (r < 0.7) return casing(`${name}${rng.int(10, 9999)}`);
  if (r < 0.85) return casing(`${name}${sep || "_"}${cityWord(city)}`);
  return casing(`${name}${sep}${word}${rng.int(1, 99)}`);
}

/** Birth date such that the person is `age` (or `age`+1) years old at the epoch — never under 18. */
function birthDateFor(rng: TRng, epochMs: number, age: number): string {
  const epochYear = new Date(epochMs).getUTCFullYear();
  const start = Date.UTC(epochYear - age - 1, 0, 1);
  const end = Date.UTC(epochYear - age - 1, 11, 31);
  return iso(start + rng.int(0, Math.round((end - start) / DAY_MS)) * DAY_MS).slice(0, 10);
}

/** A few km around the centre, wider for big cities (population in units of 100,000). */
function jitter(rng: TRng, city: TCity): { lat: number; lon: number } {
  const sigmaKm = Math.min(6, 1.2 + Math.sqrt(city.population / 100_000));
  const distanceKm = Math.abs(rng.gaussian()) * sigmaKm;
  const bearing = rng.next() * 2 * Math.PI;
  const dLat = (distanceKm * Math.cos(bearing)) / 111.32;
  const dLon = (distanceKm * Math.sin(bearing)) / (111.32 * Math.cos((city.lat * Math.PI) / 180));
  return { lat: round6(city.lat + dLat), lon: round6(city.lon + dLon) };
}

function bodyFor(rng: TRng, gender: number): { height: number; weight: number } {
  // spec 001 §5 limits: height 145–230, weight 40–200
  const [mean, bmiMin, bmiMax] =
    gender === GENDER.female ? [168, 18, 28] : gender === GENDER.male ? [180, 20, 31] : [173, 19, 28];
  const height = clamp(Math.round(mean + rng.gaussian() * 7), 150, 205);
  const bmi = bmiMin + rng.next() * (bmiMax - bmiMin);
  return { height, weight: clamp(Math.round(bmi * (height / 100) ** 2), 42, 150) };
}

// A to K as before L–O were accepted, so the demo data stayed what it was (L–O are rare anyway).
const GENERATED_CUP_SIZES = CUP_SIZES.slice(0, CUP_SIZES.indexOf("k") + 1);

function cupSize(rng: TRng): string {
  // Most between B and D; every size up to K occurs.
  return rng.chance(0.75) ? rng.pick(CUP_SIZES.slice(1, 4)) : rng.pick(GENERATED_CUP_SIZES);
}

const LANGUAGE_OF_NATIONALITY: Record<string, string> = {
  DE: "DE", AT: "DE", CH: "DE", NL: "NL", PL: "PL", RO: "RO", BG: "BG", HU: "HU", CZ: "CS", ES: "ES",
  IT: "IT", FR: "FR", BR: "PT", CO: "ES", TH: "TH", UA: "UK", RU: "RU", TR: "TR", GB: "EN", US: "EN",
  DK: "DA", SE: "SV",
};

function languagesFor(rng: TRng, country: string, nationality: string): string[] {
  const languages = new Set<string>();
  languages.add(LANGUAGE_OF_NATIONALITY[nationality] ?? "EN");
  if (country === "NL") {
    if (rng.chance(0.7)) languages.add("NL");
    if (rng.chance(0.3)) languages.add("DE");
  } else if (rng.chance(0.92)) languages.add("DE");
  if (rng.chance(0.6)) languages.add("EN");
  if (rng.chance(0.2)) languages.add(rng.pick(POPULAR_LANGUAGES));
  return [...languages];
}

/** Reply times around the bands of DECISIONS.md (a day, several days, more than a week). */
function replyTime(rng: TRng): number {
  const buckets = [300, 900, 1_800, 3_600, 7_200, 14_400, 43_200, 86_400, 172_800, 345_600, 604_800];
  const index = Math.min(buckets.length - 1, Math.floor(rng.next() ** 2 * buckets.length));
  return Math.round((buckets[index] as number) * (0.6 + rng.next() * 0.8));
}

function descriptionFor(rng: TRng, userType: TSeedUserType): string {
  const key = typeKey(userType);
  // Business descriptions must have 140–2500 characters (spec 001 §5).
  const count = key === "business" ? rng.int(3, 5) : rng.int(2, 4);
  return rng.sample(DESCRIPTION_SENTENCES[key], count).join(" ");
}

/** Single-choice categories get one value, multi-choice ones one to three. */
const SINGLE: readonly TTraitCategoryName[] = [
  "figure_type", "hair_color", "hair_length", "intimate_hair", "sexuality", "race_type", "body_hair",
  "tattoo", "relationship_status",
];
const TRAITS_BY_TYPE: Record<"escort" | "client" | "business", readonly [TTraitCategoryName, number][]> = {
  // [category, probability that the profile fills it]
  escort: [
    ...SINGLE.map((c) => [c, 1] as [TTraitCategoryName, number]),
    ["environment", 0.7], ["customer_type", 0.7], ["meeting_option", 1], ["characteristic_trait", 0.6],
    ["escort_service", 1], ["partner_preference", 0.6], ["escort_role", 0.4], ["piercing", 0.5],
    ["service_soft", 1], ["service_hard", 0.4], ["service_clothing", 0.6], ["service_fetish", 0.3],
  ],
  client: [
    ...SINGLE.map((c) => [c, 0.7] as [TTraitCategoryName, number]),
    ["meeting_option", 0.8], ["characteristic_trait", 0.5], ["partner_preference", 0.9],
    ["piercing", 0.2], ["service_soft", 0.6], ["service_hard", 0.25], ["service_fetish", 0.15],
  ],
  business: [
    ["environment", 1], ["customer_type", 1], ["meeting_option", 1], ["escort_service", 0.9],
    ["service_soft", 0.9], ["service_clothing", 0.6], ["company_service", 1], ["company_room", 0.9],
    ["company_bizarre", 0.3],
  ],
};

function traitsFor(rng: TRng, userType: TSeedUserType): [number, number][] {
  const traits: [number, number][] = [];
  for (const [category, probability] of TRAITS_BY_TYPE[typeKey(userType)]) {
    if (!rng.chance(probability)) continue;
    const values: readonly { id: number }[] = TRAIT_VALUES[category];
    const count = SINGLE.includes(category) ? 1 : rng.int(1, Math.min(3, values.length));
    for (const value of rng.sample(values, count)) traits.push([TRAIT_CATEGORY[category], value.id]);
  }
  return traits;
}

/** Price of a duration relative to the hourly price (longer bookings cost less per hour). */
const PRICE_FACTOR: Record<number, number> = {
  15: 0.35, 30: 0.6, 60: 1, 120: 1.85, 180: 2.6, 240: 3.3, 480: 5.2, 720: 6.8, 1440: 9,
};

function pricesFor(rng: TRng, userType: TSeedUserType, gender: number | null): [number, number][] {
  const hourly =
    userType === USER_TYPE.business ? rng.int(10, 30) * 10 : gender === GENDER.male ? rng.int(8, 25) * 10 : rng.int(12, 40) * 10;
  const others = rng.sample(PRICE_DURATIONS.filter((d) => d !== 60), rng.int(2, 5));
  return [60, ...others]
    .sort((a, b) => a - b)
    .map((duration) => [duration, clamp(Math.round((hourly * (PRICE_FACTOR[duration] ?? 1)) / 10) * 10, 1, 100_000)]);
}

const HOUR_PATTERNS = [
  { from: [10, 14], to: [18, 22], overDay: false },
  { from: [18, 20], to: [1, 3], overDay: true },
  { from: [20, 22], to: [4, 6], overDay: true },
  { from: [9, 11], to: [22, 23], overDay: false },
] as const;

function hoursFor(rng: TRng, userType: TSeedUserType): TGeneratedAccount["hours"] {
  // Clubs keep late hours: more of them run past midnight.
  const pattern = userType === USER_TYPE.business && rng.chance(0.6) ? HOUR_PATTERNS[1] : rng.pick(HOUR_PATTERNS);
  const days = rng.sample([1, 2, 3, 4, 5, 6, 7], rng.int(3, 7)).sort((a, b) => a - b);
  const from = `${pad(rng.int(pattern.from[0], pattern.from[1]))}:${rng.pick(["00", "30"])}`;
  const to = `${pad(rng.int(pattern.to[0], pattern.to[1]))}:${rng.pick(["00", "30"])}`;
  return days.map((day) => ({ day, from, to, overDay: pattern.overDay }));
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}
