import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { bearer, countRows, newestMail, noiseImage, postJson, signUp, uploadImage } from "../../test/accounts-helpers.js";

let api: TTestApi;
let photo: Buffer;
beforeAll(async () => {
  api = await startTestApi({ seedProfiles: 1, jobs: "manual" });
  photo = await noiseImage(300, 200);
}, 60_000);
afterAll(() => api?.close());

let n = 0;
function businessBody(overrides: Record<string, unknown> = {}) {
  n += 1;
  const id = `${Date.now().toString(36).slice(-4)}${n}`;
  return { business_type: "1", username: `Agentur-${id}`, email: `firma-${id}@example.test`, password: "Firmen-Passwort-1", accept_terms: true, ...overrides };
}
async function registerBusiness(overrides: Record<string, unknown> = {}) {
  const body = businessBody(overrides);
  const answer = await postJson(api, "/api/v2/registration/business", body);
  expect(answer.status).toBe(201);
  return { body, token: answer.body.data.access_token as string, user: answer.body.data.user };
}
const post = (path: string, body: unknown, token: string) => postJson(api, `/api/v2/registration/business/${path}`, body, bearer(token));
const description = "Wir sind eine diskrete Agentur in Berlin mit langjähriger Erfahrung, freundlichen Begleiterinnen und einem zuverlässigen Service für anspruchsvolle Gäste.";
const schedule = { working_hours: [{ day: 5, time_from: "20:00", time_to: "04:00", is_over_day: true }] };

async function mediaId(token: string) {
  const { result } = await uploadImage(api, token, photo);
  if (!result.ok) throw new Error("upload failed");
  return result.data.media!.id;
}

describe("business sign-up", () => {
  it.each([
    ["unknown business type", { business_type: "5" }, "validation.common.invalid_choice", "business_type"],
    ["business name by the username rules", { username: "Club  Rot" }, "validation.username.invalid_characters", "username"],
    ["short password", { password: "kurz" }, "validation.password.too_short", "password"],
    ["terms", { accept_terms: undefined }, "validation.registration.accept_terms_required", "accept_terms"],
  ])("refuses %s and stores nothing", async (_name, overrides, title, source) => {
    const before = await countRows(api, "users");
    const answer = await postJson(api, "/api/v2/registration/business", businessBody(overrides));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toContainEqual({ code: 422, title, source });
    expect(await countRows(api, "users")).toBe(before);
  });

  it("creates the account signed in, with a verification mail to the business flow's e-mail page", async () => {
    const { body, user } = await registerBusiness({ business_type: "3.1" });
    expect(user).toMatchObject({ profile: { user_type: 3, business_type: "3.1", gender: null }, register_completed_step: 1, next_registration_step: "services", age: null });
    const mail = await newestMail(api, body.email);
    expect(mail!.links[0]).toMatch(/\/join\/business\/email\?token=/);
  });
});

describe("agency flow (business types 1, 2)", () => {
  it("services (escort services), schedule, description, photo, escorts, email", async () => {
    const { token, body, user } = await registerBusiness({ business_type: "2" });
    const later = await post("description", { description }, token);
    expect(later.status).toBe(409);
    expect(later.body.errors[0].title).toBe("exception.registration.step_not_allowed");
    expect((await postJson(api, "/api/v2/registration/user/profile", { relationship_status: 241, race_type: 38, sexuality: 34 }, bearer(token))).status).toBe(409);

    const amenity = await post("services", { services: [130, 216] }, token);
    expect(amenity.body.errors).toEqual([{ code: 422, title: "validation.common.invalid_choice", source: "services.1" }]);
    expect((await post("services", { services: [] }, token)).body.errors[0].title).toBe("validation.registration.services_required");
    expect((await post("services", { services: [130, 131] }, token)).body.data).toMatchObject({ business_signup_step: "services", next_step: "schedule" });
    expect((await post("schedule", schedule, token)).body.data.next_step).toBe("description");

    const short = await post("description", { description: "x".repeat(139) }, token);
    expect(short.body.errors[0]).toEqual({ code: 422, title: "validation.text.too_short", source: "description" });
    const long = await post("description", { description: "x".repeat(2501) }, token);
    expect(long.body.errors[0]).toEqual({ code: 422, title: "validation.text.too_long", source: "description" });
    expect((await post("description", { description: "x".repeat(140) }, token)).body.data.next_step).toBe("photo");
    expect((await post("photo", { media_id: 999_999 }, token)).body.errors[0]).toMatchObject({ title: "validation.registration.photo_invalid", source: "media_id" });
    expect((await post("photo", { media_id: await mediaId(token) }, token)).body.data.next_step).toBe("escorts");

    const escort = await signUp(api, { user_type: 2 });
    const client = await signUp(api, { user_type: 1, gender: 1 });
    const unknown = await post("escorts", { escorts: ["demo-escort", "no-such-escort", client.body.username] }, token);
    expect(unknown.body.errors).toEqual([
      { code: 422, title: "validation.registration.escort_unknown", source: "escorts.1" },
      { code: 422, title: "validation.registration.escort_unknown", source: "escorts.2" },
    ]);
    expect(await countRows(api, "business_escorts")).toBe(0);
    const linked = await post("escorts", { escorts: ["DEMO-ESCORT", escort.user.id, escort.body.username] }, token);
    expect(linked.body.data.next_step).toBe("email");
    const links = await api.database.query(`select escort_id from business_escorts where business_id = $1`, [user.id]);
    expect(links).toHaveLength(2);

    const done = await post("email", { email: body.email }, token);
    expect(done.body.data).toMatchObject({ register_completed_step: 10, business_signup_step: "email", next_step: null, completed: true });
  });
});

describe("club flow (business types 3, 3.1, 4)", () => {
  it("takes amenities as services, no prices needed, and an empty escort list", async () => {
    const { token } = await registerBusiness({ business_type: "4" });
    expect((await post("services", { services: [130] }, token)).body.errors[0]).toMatchObject({ source: "services.0" });
    expect((await post("services", { services: [216, 229, 209], prices: [{ name: 60, price: 80 }] }, token)).status).toBe(200);
    await post("schedule", schedule, token);
    await post("description", { description }, token);
    await post("photo", { media_id: await mediaId(token) }, token);
    expect((await post("escorts", { escorts: [] }, token)).body.data.next_step).toBe("email");
  });
});

describe("studio flow (business type 12)", () => {
  it("needs prices, has no escorts step, and a corrected address gets the verification mail", async () => {
    const { token, body } = await registerBusiness({ business_type: "12" });
    const noPrices = await post("services", { services: [131, 168] }, token);
    expect(noPrices.body.errors).toEqual([{ code: 422, title: "validation.prices.required", source: "prices" }]);
    const progress = await post("services", { services: [131, 168], prices: [{ name: 60, price: 90 }] }, token);
    expect(progress.body.data.steps).toEqual(["services", "schedule", "description", "photo", "email"]);
    await post("schedule", schedule, token);
    await post("description", { description }, token);
    expect((await post("photo", { media_id: await mediaId(token) }, token)).body.data.next_step).toBe("email");
    expect((await post("escorts", { escorts: [] }, token)).status).toBe(409);

    const taken = await post("email", { email: "demo-club@demo.samtrot.test" }, token);
    expect(taken.body.errors[0]).toEqual({ code: 422, title: "validation.email.taken", source: "email" });
    const corrected = `studio-${Date.now()}@example.test`;
    const done = await post("email", { email: corrected }, token);
    expect(done.body.data.completed).toBe(true);
    expect((await newestMail(api, corrected))!.kind).toBe("verify_email");
    const me = await api.fetchJson("/api/v2/user/info", { headers: bearer(token) });
    expect(me.body.data).toMatchObject({ email: corrected, is_email_verified: false, register_completed_step: 10 });
    expect(body.email).not.toBe(corrected);
  });
});
