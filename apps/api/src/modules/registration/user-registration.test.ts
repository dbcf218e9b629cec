import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "@samtrot/db";
import { RANGE_MESSAGE } from "@samtrot/constants-catalogue";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { bearer, countRows, noiseImage, postJson, signIn, signUp, signUpBody, uploadImage } from "../../test/accounts-helpers.js";

let api: TTestApi;
let photo: Buffer;
beforeAll(async () => {
  api = await startTestApi({ seedProfiles: 1 });
  photo = await noiseImage(320, 240);
}, 180_000);
afterAll(() => api?.close());

function mmddyyyy(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}
function yearsAgo(years: number, days = 0): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
}

const post = (path: string, body: unknown, token?: string) => postJson(api, path, body, token ? bearer(token) : {});
const info = async (token: string) => (await api.fetchJson("/api/v2/user/info", { headers: bearer(token) })).body.data;

async function userRows(userId: number) {
  const [counts] = await api.database.query<Record<string, number>>(
    `select (select count(*)::int from profile_traits where user_id = $1) as traits,
            (select count(*)::int from profile_prices where user_id = $1) as prices,
            (select count(*)::int from working_hours where user_id = $1) as hours`,
    [userId],
  );
  const [profile] = await api.database.query<Record<string, unknown>>(
    `select height, weight, penis_length, penis_diameter, cup_size, avatar_media_id from profiles where user_id = $1`,
    [userId],
  );
  const [user] = await api.database.query<{ register_completed_step: number }>(`select register_completed_step from users where id = $1`, [userId]);
  return { ...(counts as Record<string, number>), ...(profile as Record<string, unknown>), step: user!.register_completed_step } as Record<string, unknown>;
}

/** Posts a refused step and checks its single error and that nothing changed. */
async function expectRefused(path: string, body: unknown, token: string, userId: number, expected: { title: string; source: string | null; status?: number; meta?: unknown }) {
  const before = await userRows(userId);
  const answer = await post(path, body, token);
  expect(answer.status, JSON.stringify(body)).toBe(expected.status ?? 422);
  expect(answer.body.errors, JSON.stringify(body)).toContainEqual(
    expect.objectContaining({ title: expected.title, source: expected.source, ...(expected.meta ? { meta: expected.meta } : {}) }),
  );
  expect(await userRows(userId)).toEqual(before);
}

describe("step 1: sign-up", () => {
  const refusals: [string, Record<string, unknown>, string, string][] = [
    ["business type here", { user_type: 3 }, "validation.registration.user_type_not_allowed", "user_type"],
    ["backend", { user_type: 9 }, "validation.registration.user_type_not_allowed", "user_type"],
    ["team", { user_type: 10 }, "validation.registration.user_type_not_allowed", "user_type"],
    ["no gender", { gender: undefined }, "validation.registration.gender_required", "gender"],
    ["gender and couple", { gender: 1, couple_type: 7 }, "validation.registration.gender_required", "gender"],
    ["unknown gender", { gender: 4 }, "validation.common.invalid_choice", "gender"],
    ["unknown couple type", { gender: undefined, couple_type: 12 }, "validation.common.invalid_choice", "couple_type"],
    ["short username", { username: "ab" }, "validation.username.too_short", "username"],
    ["long username", { username: "a".repeat(21) }, "validation.username.too_long", "username"],
    ["double separator", { username: "anna__b" }, "validation.username.invalid_characters", "username"],
    ["leading separator", { username: "-anna" }, "validation.username.invalid_characters", "username"],
    ["other characters", { username: "anna!" }, "validation.username.invalid_characters", "username"],
    ["bad e-mail", { email: "anna@" }, "validation.email.invalid", "email"],
    ["short password", { password: "1234567" }, "validation.password.too_short", "password"],
    ["long password", { password: "x".repeat(129) }, "validation.password.too_long", "password"],
    ["not MM/DD/YYYY", { birth_date: "1990-01-31" }, "validation.birth_date.invalid", "birth_date"],
    ["no such day", { birth_date: "02/30/1990" }, "validation.birth_date.invalid", "birth_date"],
    ["17 years old", { birth_date: mmddyyyy(yearsAgo(18, 1)) }, "validation.birth_date.under_18", "birth_date"],
    ["terms not accepted", { accept_terms: false }, "validation.registration.accept_terms_required", "accept_terms"],
    ["unknown field", { favourite_colour: "red" }, "validation.common.unknown_field", null as unknown as string],
  ];

  it.each(refusals)("refuses %s and stores nothing", async (_name, overrides, title, source) => {
    const before = await countRows(api, "users");
    const mails = await countRows(api, "mail_outbox");
    const answer = await post("/api/v2/registration/user", signUpBody(overrides));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toContainEqual(expect.objectContaining({ code: 422, title, source }));
    expect(await countRows(api, "users")).toBe(before);
    expect(await countRows(api, "mail_outbox")).toBe(mails);
  });

  it("refuses a username or e-mail in use, case-insensitively, naming both", async () => {
    const before = await countRows(api, "users");
    const answer = await post("/api/v2/registration/user", signUpBody({ username: "DEMO-Client", email: "Demo-Escort@DEMO.samtrot.test" }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { code: 422, title: "validation.username.taken", source: "username" },
      { code: 422, title: "validation.email.taken", source: "email" },
    ]);
    expect(await countRows(api, "users")).toBe(before);
  });

  it("accepts someone who turns 18 today, umlauts and ß in the name, and signs the new user in", async () => {
    const body = signUpBody({ username: `Jörg.Süß-${Date.now() % 10000}`, birth_date: mmddyyyy(yearsAgo(18)), gender: 1, user_type: 1 });
    const answer = await post("/api/v2/registration/user", body);
    expect(answer.status).toBe(201);
    const data = answer.body.data;
    expect(data).toMatchObject({ token_type: "bearer", expires_in: 86_400 });
    expect(data.user).toMatchObject({
      username: body.username,
      age: 18,
      profile: { user_type: 1, gender: 1, couple_type: null },
      register_completed_step: 1,
      registration_completed_at: null,
      next_registration_step: "photo",
      is_email_verified: false,
    });
    expect((await info(data.access_token)).username).toBe(body.username);
    // the password works for a normal sign-in, by the name in other case
    expect((await signIn(api, body.username.replace("Jörg", "JÖRG"), body.password)).status).toBe(200);
  });
});

describe("escort registration", () => {
  it("goes through every step to completed, in order", async () => {
    const { token, user } = await signUp(api, { user_type: 2, gender: 2 });
    const progress = await api.fetchJson("/api/v2/registration/progress", { headers: bearer(token) });
    expect(progress.body.data).toEqual({
      user_type: 2,
      business_type: null,
      register_completed_step: 1,
      business_signup_step: null,
      steps: ["signUp", "photo", "profile", "appearance", "services", "availability"],
      next_step: "photo",
      completed: false,
    });

    // a later step first: refused, nothing stored
    await expectRefused("/api/v2/registration/user/profile", { relationship_status: 241, race_type: 38, sexuality: 34 }, token, user.id, {
      status: 409,
      title: "exception.registration.step_not_allowed",
      source: null,
    });

    // photo
    await expectRefused("/api/v2/registration/user/photo", { media_id: null }, token, user.id, { title: "validation.common.required", source: "media_id" });
    const other = await signUp(api);
    const othersPhoto = await uploadImage(api, other.token, photo);
    await expectRefused("/api/v2/registration/user/photo", { media_id: othersPhoto.result.ok && othersPhoto.result.data.media!.id }, token, user.id, {
      title: "validation.registration.photo_invalid",
      source: "media_id",
    });
    const upload = await uploadImage(api, token, photo);
    expect(upload.result.ok).toBe(true);
    const mediaId = upload.result.ok ? upload.result.data.media!.id : 0;
    const afterPhoto = await post("/api/v2/registration/user/photo", { media_id: mediaId }, token);
    expect(afterPhoto.status).toBe(200);
    expect(afterPhoto.body.data).toMatchObject({ register_completed_step: 2, next_step: "profile" });

    // profile
    await expectRefused("/api/v2/registration/user/profile", { relationship_status: 241, race_type: 241, sexuality: 34 }, token, user.id, {
      title: "validation.common.invalid_choice",
      source: "race_type",
    });
    await expectRefused("/api/v2/registration/user/profile", { relationship_status: 241, race_type: 38 }, token, user.id, {
      title: "validation.common.required",
      source: "sexuality",
    });
    await expectRefused("/api/v2/registration/user/profile", { relationship_status: [241, 242], race_type: 38, sexuality: 34 }, token, user.id, {
      title: "validation.common.invalid_type",
      source: "relationship_status",
    });
    expect((await post("/api/v2/registration/user/profile", { relationship_status: 241, race_type: 38, sexuality: 34 }, token)).body.data.next_step).toBe("appearance");

    // appearance (female: no penis fields; height and weight required for escorts)
    const range = (min: number, max: number) => ({ min, max });
    const appearance = { height: 170, weight: 60, cup_size: "c", hair_color: 15 };
    for (const [body, expected] of [
      [{ ...appearance, height: 144 }, { title: RANGE_MESSAGE.height, source: "height", meta: range(145, 230) }],
      [{ ...appearance, height: 231 }, { title: RANGE_MESSAGE.height, source: "height", meta: range(145, 230) }],
      [{ ...appearance, weight: 39 }, { title: RANGE_MESSAGE.weight, source: "weight", meta: range(40, 200) }],
      [{ ...appearance, weight: 201 }, { title: RANGE_MESSAGE.weight, source: "weight", meta: range(40, 200) }],
      [{ ...appearance, height: undefined }, { title: "validation.common.required", source: "height" }],
      [{ ...appearance, penis_length: 15 }, { title: "validation.registration.field_not_applicable", source: "penis_length" }],
      [{ ...appearance, penis_length: 41 }, { title: RANGE_MESSAGE.penisLength, source: "penis_length", meta: range(5, 40) }],
      [{ ...appearance, cup_size: "z" }, { title: "validation.common.invalid_choice", source: "cup_size" }],
      [{ ...appearance, hair_color: 24 }, { title: "validation.common.invalid_choice", source: "hair_color" }],
      [{ ...appearance, height: "170" }, { title: "validation.common.invalid_type", source: "height" }],
    ] as const) {
      await expectRefused("/api/v2/registration/user/appearance", body, token, user.id, expected);
    }
    expect((await post("/api/v2/registration/user/appearance", appearance, token)).body.data).toMatchObject({ register_completed_step: 4, next_step: "services" });

    // services
    const services = { prices: [{ name: 60, price: 200 }, { name: 30, price: 120 }], escort_services: [130, 133] };
    for (const [body, expected] of [
      [{ ...services, prices: [] }, { title: "validation.prices.required", source: "prices" }],
      [{ ...services, prices: [{ name: 60, price: 0 }] }, { title: RANGE_MESSAGE.number, source: "prices.0.price", meta: range(1, 100_000) }],
      [{ ...services, prices: [{ name: 60, price: 100_001 }] }, { title: RANGE_MESSAGE.number, source: "prices.0.price", meta: range(1, 100_000) }],
      [{ ...services, prices: [{ name: 45, price: 100 }] }, { title: "validation.common.invalid_choice", source: "prices.0.name" }],
      [{ ...services, prices: [{ name: 60, price: 100 }, { name: 60, price: 150 }] }, { title: "validation.prices.duplicate_duration", source: "prices.1.name" }],
      [{ ...services, escort_services: [] }, { title: "validation.registration.services_required", source: "escort_services" }],
      [{ ...services, escort_services: [130, 216] }, { title: "validation.common.invalid_choice", source: "escort_services.1" }],
    ] as const) {
      await expectRefused("/api/v2/registration/user/services", body, token, user.id, expected);
    }
    expect((await post("/api/v2/registration/user/services", services, token)).body.data.next_step).toBe("availability");

    // availability
    const slot = { day: 1, time_from: "10:00", time_to: "18:00", is_over_day: false };
    for (const [body, expected] of [
      [{ working_hours: [] }, { title: "validation.working_hours.required", source: "working_hours" }],
      [{ working_hours: [{ ...slot, day: 8 }] }, { title: "validation.working_hours.day_invalid", source: "working_hours.0.day" }],
      [{ working_hours: [{ ...slot, time_to: "24:00" }] }, { title: "validation.working_hours.time_invalid", source: "working_hours.0.time_to" }],
      [{ working_hours: [{ ...slot, is_over_day: true }] }, { title: "validation.working_hours.over_day_mismatch", source: "working_hours.0.is_over_day" }],
      [{ working_hours: [{ ...slot, time_from: "22:00", time_to: "02:00" }] }, { title: "validation.working_hours.over_day_mismatch", source: "working_hours.0.is_over_day" }],
      [
        { working_hours: [{ ...slot, day: 7, time_from: "22:00", time_to: "03:00", is_over_day: true }, { ...slot, day: 1, time_from: "02:00", time_to: "05:00" }] },
        { title: "validation.working_hours.overlap", source: "working_hours.1" },
      ],
    ] as const) {
      await expectRefused("/api/v2/registration/user/availability", body, token, user.id, expected);
    }
    const done = await post(
      "/api/v2/registration/user/availability",
      { working_hours: [slot, { day: 5, time_from: "22:00", time_to: "04:00", is_over_day: true }] },
      token,
    );
    expect(done.body.data).toMatchObject({ register_completed_step: 10, next_step: null, completed: true });
    const me = await info(token);
    expect(me.register_completed_step).toBe(10);
    expect(typeof me.registration_completed_at).toBe("string");

    const stored = await userRows(user.id);
    expect(stored).toMatchObject({ height: 170, weight: 60, cup_size: "c", avatar_media_id: mediaId, prices: 2, hours: 2, step: 10 });
    // relationship, race, sexuality, hair colour, two escort services
    expect(stored.traits).toBe(6);

    // going back to an earlier step later is allowed and keeps the completed state
    const edit = await post("/api/v2/registration/user/profile", { relationship_status: 242, race_type: 38, sexuality: 34 }, token);
    expect(edit.body.data).toMatchObject({ register_completed_step: 10, completed: true });
  });
});

describe("client registration", () => {
  it("may skip the photo, has no services or availability, and completes after appearance", async () => {
    const { token, user } = await signUp(api, { user_type: 1, gender: 1 });
    expect((await post("/api/v2/registration/user/photo", { media_id: null }, token)).body.data).toMatchObject({ next_step: "profile", steps: ["signUp", "photo", "profile", "appearance"] });
    await post("/api/v2/registration/user/profile", { relationship_status: 244, race_type: 40, sexuality: 36 }, token);
    await expectRefused("/api/v2/registration/user/services", { prices: [{ name: 60, price: 100 }], escort_services: [130] }, token, user.id, {
      status: 409,
      title: "exception.registration.step_not_allowed",
      source: null,
    });
    await expectRefused("/api/v2/registration/user/appearance", { cup_size: "b" }, token, user.id, { title: "validation.registration.field_not_applicable", source: "cup_size" });
    await expectRefused("/api/v2/registration/user/appearance", { penis_diameter: 16 }, token, user.id, {
      title: RANGE_MESSAGE.penisDiameter,
      source: "penis_diameter",
      meta: { min: 1, max: 15 },
    });
    const done = await post("/api/v2/registration/user/appearance", { penis_length: 16, penis_diameter: 4 }, token);
    expect(done.body.data).toMatchObject({ register_completed_step: 10, completed: true, next_step: null });
  });

  it("couples: a couple type instead of a gender, penis fields only with a male or trans partner", async () => {
    const women = await signUp(api, { user_type: 1, gender: undefined, couple_type: 6 });
    expect(women.user.profile).toMatchObject({ gender: null, couple_type: 6 });
    await post("/api/v2/registration/user/photo", { media_id: null }, women.token);
    await post("/api/v2/registration/user/profile", { relationship_status: 242, race_type: 38, sexuality: 36 }, women.token);
    await expectRefused("/api/v2/registration/user/appearance", { penis_length: 15 }, women.token, women.user.id, {
      title: "validation.registration.field_not_applicable",
      source: "penis_length",
    });
    const mixed = await signUp(api, { user_type: 2, gender: undefined, couple_type: 7 });
    const config = await api.fetchJson("/api/v2/registration/configs?user_type=2&gender=7");
    const byName = Object.fromEntries(config.body.data.map((e: { name: string; value: string }) => [e.name, e.value]));
    expect(byName).toMatchObject({ penis_length: "optional", cup_size: "optional", gender: "false", couple_type: "required" });
    expect(mixed.user.next_registration_step).toBe("photo");
  });
});

describe("field visibility config", () => {
  it("answers [{ name, value }] per user type and gender", async () => {
    const escort = await api.fetchJson("/api/v2/registration/configs?user_type=2&gender=2");
    expect(escort.status).toBe(200);
    const map = Object.fromEntries(escort.body.data.map((e: { name: string; value: string }) => [e.name, e.value]));
    expect(map).toMatchObject({
      username: "required",
      photo: "required",
      relationship_status: "required",
      race_type: "required",
      sexuality: "required",
      height: "required",
      penis_length: "false",
      cup_size: "optional",
      prices: "required",
      working_hours: "required",
    });
    const client = Object.fromEntries((await api.fetchJson("/api/v2/registration/configs?user_type=1&gender=1")).body.data.map((e: { name: string; value: string }) => [e.name, e.value]));
    expect(client).toMatchObject({ photo: "optional", height: "optional", penis_length: "optional", cup_size: "false", prices: "false" });
    const studio = Object.fromEntries((await api.fetchJson("/api/v2/registration/configs?user_type=3&business_type=12")).body.data.map((e: { name: string; value: string }) => [e.name, e.value]));
    expect(studio).toMatchObject({ escorts: "false", prices: "required", description: "required" });
    expect((await api.fetchJson("/api/v2/registration/configs?user_type=9")).status).toBe(422);
  });
});

describe("auth on registration steps", () => {
  it("answers 401 without a token", async () => {
    expect((await post("/api/v2/registration/user/profile", { relationship_status: 241, race_type: 38, sexuality: 34 })).status).toBe(401);
    expect((await api.fetchJson("/api/v2/registration/progress")).status).toBe(401);
  });

  it("a completed demo account may still correct an earlier step", async () => {
    const { body } = await signIn(api, "demo-escort-plus", DEMO_PASSWORD);
    const answer = await post("/api/v2/registration/user/profile", { relationship_status: 241, race_type: 38, sexuality: 34 }, body.access_token);
    expect(answer.body.data.completed).toBe(true);
  });
});
