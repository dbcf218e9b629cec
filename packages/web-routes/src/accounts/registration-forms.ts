import { CONSENT_PURPOSES, PRICE_DURATIONS, WEEK_DAYS } from "@samtrot/constants-catalogue";

/** The form fields of the per-duration prices (price_15 … price_1440). */
export const PRICE_FIELD_NAMES = PRICE_DURATIONS.map((minutes) => `price_${minutes}`);

// Form fields → request bodies of the registration contracts (@samtrot/api-client/contracts). The forms
// post plain HTML fields (they work without JavaScript); these functions build exactly the body the
// contract's zod schema checks, in the browser for instant feedback and in the action before the call.

type TField = FormDataEntryValue | null;

function text(form: FormData, name: string): string | undefined {
  const value: TField = form.get(name);
  return typeof value === "string" ? value : undefined;
}

/**
 * A numeric field: whole digits become a number, an empty field is absent (null), anything else stays as
 * typed so the schema refuses it ("registration numeric inputs are pure numbers", spec 001 §5).
 */
export function numberField(value: string | undefined): number | string | null {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "") return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** A choice by id (radio or select): its number, or undefined when nothing was chosen. */
function choiceId(form: FormData, name: string): number | string | undefined {
  const value = numberField(text(form, name));
  return value === null ? undefined : value;
}

/** Birth date from three selects → MM/DD/YYYY (spec 000 §5); incomplete → "" (the schema refuses it). */
export function birthDateFrom(form: FormData): string {
  const day = text(form, "birth_day") ?? "";
  const month = text(form, "birth_month") ?? "";
  const year = text(form, "birth_year") ?? "";
  if (!/^\d{1,2}$/.test(day) || !/^\d{1,2}$/.test(month) || !/^\d{4}$/.test(year)) return "";
  return `${month.padStart(2, "0")}/${day.padStart(2, "0")}/${year}`;
}

/** The value of the gender radio that stands for "we are a couple" (then couple_type counts). */
export const COUPLE_CHOICE = "couple";

function genderFields(form: FormData): { gender: number | null | undefined; couple_type: number | null | undefined } {
  const gender = text(form, "gender");
  if (gender === COUPLE_CHOICE) {
    const couple = choiceId(form, "couple_type");
    return { gender: null, couple_type: typeof couple === "number" ? couple : undefined };
  }
  const single = choiceId(form, "gender");
  return { gender: typeof single === "number" ? single : undefined, couple_type: null };
}

/** Step 1 (signUp). A Google account completes it without e-mail and password (federated). */
export function userSignUpBodyFrom(form: FormData, options: { federated?: boolean } = {}): Record<string, unknown> {
  const userType = choiceId(form, "user_type");
  const landingPageId = text(form, "landing_page_id");
  return {
    user_type: userType,
    ...genderFields(form),
    username: text(form, "username")?.trim() ?? "",
    ...(options.federated ? {} : { email: text(form, "email")?.trim() ?? "", password: text(form, "password") ?? "" }),
    birth_date: birthDateFrom(form),
    accept_terms: text(form, "accept_terms") === "1",
    // separate, unticked boxes, one per purpose (decision 045)
    consents: CONSENT_PURPOSES.filter((purpose) => text(form, `consent_${purpose}`) === "1"),
    ...(landingPageId && !options.federated ? { landing_page_id: landingPageId } : {}),
  };
}

export const USER_SIGN_UP_FIELDS = ["user_type", "gender", "couple_type", "username", "email", "password", "birth_date", "accept_terms"] as const;

/** Profile step: the three single choices (spec 001 §5); sexuality only where asked (the sexuality consent). */
export function profileBodyFrom(form: FormData, visible: (field: string) => boolean = () => true): Record<string, unknown> {
  return {
    relationship_status: choiceId(form, "relationship_status"),
    race_type: choiceId(form, "race_type"),
    ...(visible("sexuality") ? { sexuality: choiceId(form, "sexuality") } : {}),
  };
}
export const PROFILE_FIELDS = ["relationship_status", "race_type", "sexuality"] as const;

export const APPEARANCE_NUMBER_FIELDS = ["height", "weight", "penis_length", "penis_diameter"] as const;
export const APPEARANCE_CHOICE_FIELDS = ["figure_type", "hair_color", "hair_length"] as const;
export const APPEARANCE_FIELDS = [...APPEARANCE_NUMBER_FIELDS, "cup_size", ...APPEARANCE_CHOICE_FIELDS] as const;

/**
 * Appearance step: fields the visibility config hides ("false") are not sent at all; an empty optional
 * field is sent as null.
 */
export function appearanceBodyFrom(form: FormData, visible: (field: string) => boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of APPEARANCE_NUMBER_FIELDS) if (visible(field)) body[field] = numberField(text(form, field));
  if (visible("cup_size")) body.cup_size = text(form, "cup_size") || null;
  for (const field of APPEARANCE_CHOICE_FIELDS) if (visible(field)) body[field] = choiceId(form, field) ?? null;
  return body;
}

/** Prices per duration (spec 000 §3): one field per duration, `price_{minutes}`; empty = not offered. */
export function pricesFrom(form: FormData): { price: number | string; name: number }[] {
  const prices: { price: number | string; name: number }[] = [];
  for (const minutes of PRICE_DURATIONS) {
    const value = numberField(text(form, `price_${minutes}`));
    if (value !== null) prices.push({ price: value, name: minutes });
  }
  return prices;
}

/** The index in the price list of a duration's field, so "prices.N.price" errors land at that field. */
export function priceFieldOfSource(prices: { name: number }[], source: string): string | null {
  const match = /^prices\.(\d+)\./.exec(source);
  const entry = match ? prices[Number(match[1])] : undefined;
  return entry ? `price_${entry.name}` : null;
}

function ids(form: FormData, name: string): (number | string)[] {
  return form
    .getAll(name)
    .filter((value): value is string => typeof value === "string")
    .map((value) => numberField(value))
    .filter((value): value is number | string => value !== null);
}

/** Services step (escorts): prices and escort services. */
export function servicesBodyFrom(form: FormData, visible: (field: string) => boolean = () => true): Record<string, unknown> {
  return { prices: pricesFrom(form), ...(visible("escort_services") ? { escort_services: ids(form, "escort_services") } : {}) };
}
export const SERVICES_FIELDS = ["prices", "escort_services"] as const;

/** A working-hour row as the form holds it. */
export type TWorkingHourRow = { day: number; from: string; to: string; on: boolean };

/** Default rows: one per weekday, unticked (spec 000 §3 slots: day, timeFrom, timeTo, isOverDay). */
export function defaultWorkingHourRows(): TWorkingHourRow[] {
  return WEEK_DAYS.map((_, index) => ({ day: index + 1, from: "10:00", to: "22:00", on: false }));
}

/** Number of rows the form posted (`wh_count`), bounded. */
export function workingHourRowCount(form: FormData): number {
  const count = Number(text(form, "wh_count"));
  return Number.isInteger(count) && count > 0 ? Math.min(count, 28) : 0;
}

/** The rows as posted (ticked or not), to show the form again after a refusal. */
export function workingHourRowsFrom(form: FormData): TWorkingHourRow[] {
  const rows: TWorkingHourRow[] = [];
  for (let i = 0; i < workingHourRowCount(form); i += 1) {
    rows.push({
      day: Number(text(form, `wh_day_${i}`)) || 1,
      from: text(form, `wh_from_${i}`) ?? "",
      to: text(form, `wh_to_${i}`) ?? "",
      on: text(form, `wh_on_${i}`) === "1",
    });
  }
  return rows;
}

/** Whether a slot runs past midnight: it ends at or before its start (catalogue ZWorkingHourSlot rule). */
export function isOverDay(from: string, to: string): boolean {
  return to <= from;
}

/**
 * Ticked rows → working_hours slots; is_over_day follows from the times, so "22:00–02:00" is a night
 * shift into the next day (spec 000 §3). `rowOfSlot[i]` is the form row of slot i, for error placement.
 */
export function workingHoursFrom(form: FormData): { working_hours: Record<string, unknown>[]; rowOfSlot: number[] } {
  const slots: Record<string, unknown>[] = [];
  const rowOfSlot: number[] = [];
  workingHourRowsFrom(form).forEach((row, index) => {
    if (!row.on) return;
    slots.push({ day: row.day, time_from: row.from, time_to: row.to, is_over_day: isOverDay(row.from, row.to) });
    rowOfSlot.push(index);
  });
  return { working_hours: slots, rowOfSlot };
}
export const WORKING_HOURS_FIELDS = ["working_hours"] as const;

/** Business sign-up (type, name, e-mail, password, terms). */
export function businessSignUpBodyFrom(form: FormData): Record<string, unknown> {
  const landingPageId = text(form, "landing_page_id");
  return {
    business_type: text(form, "business_type") ?? "",
    username: text(form, "username")?.trim() ?? "",
    email: text(form, "email")?.trim() ?? "",
    password: text(form, "password") ?? "",
    accept_terms: text(form, "accept_terms") === "1",
    ...(landingPageId ? { landing_page_id: landingPageId } : {}),
  };
}
export const BUSINESS_SIGN_UP_FIELDS = ["business_type", "username", "email", "password", "accept_terms"] as const;

export function businessServicesBodyFrom(form: FormData): Record<string, unknown> {
  return { services: ids(form, "services"), prices: pricesFrom(form) };
}
export const BUSINESS_SERVICES_FIELDS = ["services", "prices"] as const;

export function descriptionBodyFrom(form: FormData): Record<string, unknown> {
  return { description: (text(form, "description") ?? "").replace(/\r\n/g, "\n").trim() };
}

/** Escorts step: one username (or user id) per line or comma; empty lines ignored. */
export function escortsBodyFrom(form: FormData): Record<string, unknown> {
  const names = (text(form, "escorts") ?? "")
    .split(/[\n,]+/)
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => (/^\d+$/.test(name) ? Number(name) : name));
  return { escorts: names };
}
