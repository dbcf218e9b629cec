import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SETTINGS_KEYS } from "@samtrot/constants-catalogue";
import { SETTINGS_CONTRACTS, ZSettingsOverview } from "@samtrot/api-client/contracts";
import { newestMail, signIn, signUp } from "../../test/accounts-helpers.js";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { getJson, person, sendJson, testImage, uploadFile, type TPerson } from "../profiles/test-support/people.js";

let api: TTestApi;
let escort: TPerson;
let client: TPerson;

beforeAll(async () => {
  api = await startTestApi({ jobs: "manual", env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  [escort, client] = await Promise.all([person(api, { user_type: 2, gender: 2 }), person(api, { user_type: 1, gender: 1 })]);
}, 120_000);
afterAll(() => api?.close());

/** Everything a settings write may touch for one user, to prove a refused write stored nothing. */
async function stored(userId: number): Promise<string> {
  const one = async (sql: string) => JSON.stringify(await api.database.query(sql, [userId]));
  return [
    await one(`select username, email, password_hash, search_visible, is_paused, deleted_at, age_check_status from users where id = $1`),
    await one(`select display_name, status, description, profession, city_id, height, weight, cup_size, penis_length, languages, nationality, is_smoker from profiles where user_id = $1`),
    await one(`select category_id, value_id from profile_traits where user_id = $1 order by 1, 2`),
    await one(`select duration_minutes, price from profile_prices where user_id = $1 order by 1`),
    await one(`select day, time_from, time_to from working_hours where user_id = $1 order by 1, 2`),
    await one(`select * from user_settings where user_id = $1`),
    await one(`select enabled, colour, position, opacity, default_visibility from watermark_settings where user_id = $1`),
    await one(`select * from business_escorts where business_id = $1 or escort_id = $1 order by 1, 2`),
  ].join("\n");
}

const put = (key: string, body: unknown, who: TPerson = escort) => sendJson(api, "PUT", `/api/v2/settings/${key}`, body, who.token);

async function expectRefused(key: string, body: unknown, expected: { title: string; source: string | null; status?: number }, who: TPerson = escort) {
  const before = await stored(who.id);
  const answer = await put(key, body, who);
  expect(answer.status, JSON.stringify(body)).toBe(expected.status ?? 422);
  expect(answer.body.errors, JSON.stringify(body)).toContainEqual(expect.objectContaining({ title: expected.title, source: expected.source }));
  expect(await stored(who.id), JSON.stringify(body)).toBe(before);
}

const ok = async (key: string, body: unknown, who: TPerson = escort) => {
  const answer = await put(key, body, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data.key).toBe(key);
  return answer.body.data.values;
};

const slot = (day: number, from: string, to: string) => ({ day, time_from: from, time_to: to, is_over_day: to <= from });

describe("overview and hidden sections", () => {
  it("gives an escort every section, grouped into the two areas, with values and field config", async () => {
    const { status, body } = await getJson(api, "/api/v2/settings", escort.token);
    expect(status).toBe(200);
    expect(Object.keys(body.data.sections).sort()).toEqual([...SETTINGS_KEYS].sort());
    expect(body.data.areas.map((a: { area: string }) => a.area)).toEqual(["profile_appearance", "account_membership"]);
    expect(body.data.sections.name_characteristics.fields).toContainEqual({ name: "height", value: "required" });
    expect(body.data.sections.name_characteristics.fields).toContainEqual({ name: "penis_length", value: "false" });
    expect(body.data.sections.membership).toMatchObject({ read_only: true, values: { is_member: false } });
    // the answers are what the contracts promise the web
    expect(() => ZSettingsOverview.parse(body.data)).not.toThrow();
    for (const key of SETTINGS_KEYS) {
      const section = await getJson(api, `/api/v2/settings/${key}`, escort.token);
      expect(() => SETTINGS_CONTRACTS[key].get.response!.parse(section.body.data), key).not.toThrow();
    }
  });

  it("hides date review display and the service sections from clients (403 for GET and PUT)", async () => {
    const { body } = await getJson(api, "/api/v2/settings", client.token);
    expect(Object.keys(body.data.sections)).not.toContain("date_review_display");
    expect(Object.keys(body.data.sections)).not.toContain("service_prices");
    for (const key of ["date_review_display", "service_prices", "linked_profiles"]) {
      expect((await getJson(api, `/api/v2/settings/${key}`, client.token)).status).toBe(403);
    }
    await expectRefused("date_review_display", { show_date_reviews: false }, { title: "exception.settings.section_hidden", source: null, status: 403 }, client);
  });

  it("needs a signed-in user", async () => {
    expect((await getJson(api, "/api/v2/settings")).status).toBe(401);
    expect((await sendJson(api, "PUT", "/api/v2/settings/gifts", { accept_gifts: false })).status).toBe(401);
  });

  it("answers 405 for the read-only sections", async () => {
    for (const key of ["membership", "billing_invoices"]) {
      const answer = await put(key, {});
      expect(answer.status).toBe(405);
      expect(answer.body.errors[0].title).toBe("exception.settings.read_only");
    }
    expect((await getJson(api, "/api/v2/settings/billing_invoices", escort.token)).body.data.values).toEqual({ total: 0 });
    expect((await getJson(api, "/api/v2/settings/membership", escort.token)).body.data.values.benefits).toContain("see_visitors_favorites");
  });
});

describe("name_characteristics", () => {
  it("stores appearance, languages and traits", async () => {
    const values = await ok("name_characteristics", {
      display_name: "Lena-Rot",
      height: 170,
      weight: 58,
      cup_size: "c",
      breast_type: "natural",
      languages: ["DE", "EN"],
      nationality: "AT",
      hair_color: 15,
      race_type: 38,
      characteristic_trait: [60, 61],
      piercing: [157],
    });
    expect(values).toMatchObject({ display_name: "Lena-Rot", height: 170, cup_size: "c", breast_type: "natural", languages: ["DE", "EN"], hair_color: 15, characteristic_trait: [60, 61] });
    const profile = (await getJson(api, `/api/v2/profiles/${escort.username}`)).body.data;
    expect(profile.display_name).toBe("Lena-Rot");
    expect(profile.traits.find((t: { category: string }) => t.category === "hair_color").values).toEqual([{ id: 15, key: "blonde" }]);
  });

  it.each([
    [{ height: 231 }, "validation.only_accept_height_from_min_to_max", "height"],
    [{ height: 170, weight: 39 }, "validation.only_accept_weight_from_min_to_max", "weight"],
    [{ penis_length: 12 }, "validation.settings.field_not_applicable", "penis_length"],
    [{ race_type: null }, "validation.common.required", "race_type"],
    [{ height: null }, "validation.common.required", "height"],
    [{ hair_color: 38 }, "validation.common.invalid_choice", "hair_color"],
    [{ languages: ["de"] }, "validation.common.invalid_format", "languages.0"],
    [{ display_name: "a" }, "validation.username.too_short", "display_name"],
    [{ cup_size: "z" }, "validation.common.invalid_choice", "cup_size"],
    [{ shoe_size: 40 }, "validation.common.unknown_field", null],
  ])("refuses %j and stores nothing", async (body, title, source) => {
    await expectRefused("name_characteristics", body, { title, source });
  });
});

describe("name_characteristics: cup sizes beyond K (spec 001 §9 \"k+\")", () => {
  const inGroup = async (who: TPerson, group: string) => {
    const filterquery = { user_type: [2], cup_size: [group] };
    const answer = await sendJson(api, "POST", "/api/v2/search/users", { page_no: 1, page_size: 24, query: who.username, filterquery, facets: { terms: [], ranges: [] }, sort: "default" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.items.map((tile: { id: number }) => tile.id).includes(who.id);
  };

  it("accepts L to O, and the search finds them in the k+ group", async () => {
    const big = await person(api, { user_type: 2, gender: 2 });
    for (const size of ["l", "o"]) {
      expect((await ok("name_characteristics", { cup_size: size }, big)).cup_size).toBe(size);
      expect([await inGroup(big, "k_plus"), await inGroup(big, "i_j")]).toEqual([true, false]);
    }
    expect((await getJson(api, `/api/v2/profiles/${big.username}`)).body.data.appearance.cup_size).toBe("o");
  });

  it.each(["p", "q"])("refuses %s and stores nothing", async (size) => {
    await expectRefused("name_characteristics", { cup_size: size }, { title: "validation.common.invalid_choice", source: "cup_size" });
  });
});

describe("name_characteristics: smoking (is_smoker)", () => {
  /** The search as the web sends it: escorts and clients whose name starts with the username, with or without the smoker filter. */
  const found = async (who: TPerson, userType: number, is_smoker?: 0 | 1) => {
    const filterquery = { user_type: [userType], ...(is_smoker === undefined ? {} : { is_smoker }) };
    const answer = await sendJson(api, "POST", "/api/v2/search/users", { page_no: 1, page_size: 24, query: who.username, filterquery, facets: { terms: [], ranges: [] }, sort: "default" });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.items.map((tile: { id: number }) => tile.id).includes(who.id);
  };
  const smoking = async (who: TPerson) => (await api.database.query<{ is_smoker: boolean | null }>(`select is_smoker from profiles where user_id = $1`, [who.id]))[0]!.is_smoker;

  it("offers the choice to people, not stated at first", async () => {
    const smoker = await person(api, { user_type: 2, gender: 2 });
    const section = (await getJson(api, "/api/v2/settings/name_characteristics", smoker.token)).body.data;
    expect(section.fields).toContainEqual({ name: "is_smoker", value: "optional" });
    expect(section.values.is_smoker).toBeNull();
    const forClient = (await getJson(api, "/api/v2/settings/name_characteristics", client.token)).body.data;
    expect(forClient.fields).toContainEqual({ name: "is_smoker", value: "optional" });
  });

  it("stores yes, no and not stated, reads them back, and the search follows", async () => {
    const smoker = await person(api, { user_type: 2, gender: 2 });
    expect(await found(smoker, 2)).toBe(true);
    expect([await found(smoker, 2, 1), await found(smoker, 2, 0)]).toEqual([false, false]);

    expect((await ok("name_characteristics", { is_smoker: true }, smoker)).is_smoker).toBe(true);
    expect(await smoking(smoker)).toBe(true);
    expect((await getJson(api, "/api/v2/settings/name_characteristics", smoker.token)).body.data.values.is_smoker).toBe(true);
    expect([await found(smoker, 2, 1), await found(smoker, 2, 0)]).toEqual([true, false]);

    expect((await ok("name_characteristics", { is_smoker: false }, smoker)).is_smoker).toBe(false);
    expect(await smoking(smoker)).toBe(false);
    expect([await found(smoker, 2, 1), await found(smoker, 2, 0)]).toEqual([false, true]);

    // Another field changed without is_smoker leaves it as it is.
    expect((await ok("name_characteristics", { height: 168 }, smoker)).is_smoker).toBe(false);

    expect((await ok("name_characteristics", { is_smoker: null }, smoker)).is_smoker).toBeNull();
    expect(await smoking(smoker)).toBeNull();
    expect([await found(smoker, 2, 1), await found(smoker, 2, 0), await found(smoker, 2)]).toEqual([false, false, true]);
  });

  it("lets a client state it too", async () => {
    const someone = await person(api, { user_type: 1, gender: 1 });
    expect((await ok("name_characteristics", { is_smoker: false }, someone)).is_smoker).toBe(false);
    expect([await found(someone, 1, 0), await found(someone, 1, 1)]).toEqual([true, false]);
  });

  it.each([["maybe"], [1], ["true"], [0], [[true]], [{ yes: true }]])("refuses %j with validation.common.invalid_choice and stores nothing", async (value) => {
    const smoker = await person(api, { user_type: 2, gender: 2 });
    await ok("name_characteristics", { is_smoker: true }, smoker);
    await expectRefused("name_characteristics", { is_smoker: value, height: 171 }, { title: "validation.common.invalid_choice", source: "is_smoker" }, smoker);
    expect(await smoking(smoker)).toBe(true);
    expect(await found(smoker, 2, 1)).toBe(true);
  });

  it("is not a field of businesses: true and false refused, nothing stored", async () => {
    const { token, user, body } = await signUpBusiness();
    const business = { id: user.id, token, username: body.username, password: body.password, email: body.email } as TPerson;
    const section = (await getJson(api, "/api/v2/settings/name_characteristics", token)).body.data;
    expect(section.fields).toContainEqual({ name: "is_smoker", value: "false" });
    for (const is_smoker of [true, false]) {
      await expectRefused("name_characteristics", { is_smoker }, { title: "validation.settings.field_not_applicable", source: "is_smoker" }, business);
    }
    expect(await smoking(business)).toBeNull();
  });
});

describe("service_prices", () => {
  it("stores prices, working hours, services and preferences", async () => {
    const values = await ok("service_prices", {
      prices: [{ name: 60, price: 150 }, { name: 120, price: 280 }],
      working_hours: [slot(1, "18:00", "02:00"), slot(5, "10:00", "16:00")],
      escort_service: [130, 131],
      meeting_option: [53, 55],
      preferred_age_range: { min: 25, max: 55 },
      meeting_radius: 50,
      travel_within_country: true,
      taboos: "Keine Fotos",
    });
    expect(values).toMatchObject({
      prices: [{ name: 60, price: 150 }, { name: 120, price: 280 }],
      working_hours: [slot(1, "18:00", "02:00"), slot(5, "10:00", "16:00")],
      escort_service: [130, 131],
      meeting_option: [53, 55],
      preferred_age_range: { min: 25, max: 55 },
      meeting_radius: 50,
    });
    const [row] = await api.database.query<{ price_60: number }>(`select price_60 from search_profiles where user_id = $1`, [escort.id]);
    expect(row!.price_60).toBe(150);
  });

  it.each([
    [{ prices: [{ name: 60, price: 0 }] }, "validation.only_accept_numbers_from_min_to_max", "prices.0.price"],
    [{ prices: [{ name: 60, price: 100 }, { name: 60, price: 120 }] }, "validation.prices.duplicate_duration", "prices.1.name"],
    [{ prices: [{ name: 45, price: 100 }] }, "validation.common.invalid_choice", "prices.0.name"],
    [{ prices: [] }, "validation.common.required", "prices"],
    [{ working_hours: [slot(1, "10:00", "14:00"), slot(1, "13:00", "15:00")] }, "validation.working_hours.overlap", "working_hours.1"],
    [{ escort_service: [] }, "validation.common.required", "escort_service"],
    [{ company_service: [216] }, "validation.settings.field_not_applicable", "company_service"],
    [{ meeting_radius: 25 }, "validation.common.invalid_choice", "meeting_radius"],
    [{ preferred_age_range: { min: 40, max: 30 } }, "validation.settings.age_range_invalid", "preferred_age_range.max"],
    [{ taboos: "x".repeat(251) }, "validation.text.too_long", "taboos"],
  ])("refuses %j and stores nothing", async (body, title, source) => {
    await expectRefused("service_prices", body, { title, source });
  });
});

describe("contact", () => {
  it("stores phone, phone display and city (the profile's position)", async () => {
    const values = await ok("contact", { phone: "+4940123456", show_phone: true, city: "hamburg" });
    expect(values).toMatchObject({ phone: "+4940123456", show_phone: true, city: { slug: "hamburg" } });
    expect((await getJson(api, `/api/v2/profiles/${escort.username}`)).body.data).toMatchObject({ phone: "+4940123456", city: { slug: "hamburg" } });
  });

  it.each([
    [{ phone: "040-123456" }, "validation.phone.invalid", "phone"],
    [{ phone: "+49 40 123" }, "validation.phone.invalid", "phone"],
    [{ phone: "+12345678901234567" }, "validation.phone.invalid", "phone"],
    [{ city: "atlantis" }, "validation.settings.city_unknown", "city"],
    [{ city: null }, "validation.common.required", "city"],
  ])("refuses %j and stores nothing", async (body, title, source) => {
    await expectRefused("contact", body, { title, source });
  });
});

describe("status_description", () => {
  it("filters unsafe markup by the allow-list", async () => {
    const values = await ok("status_description", {
      status: "Heute in Hamburg <script>alert(1)</script>",
      description: '<p onclick="x()">Hallo <a href="javascript:alert(1)">hier</a> <a href="https://example.org">dort</a></p><img src=x onerror=alert(1)>',
      profession: "Tänzerin",
    });
    expect(values.status).toBe("Heute in Hamburg");
    expect(values.description).toBe('<p>Hallo <a rel="nofollow ugc noopener">hier</a> <a rel="nofollow ugc noopener" href="https://example.org">dort</a></p>');
    expect(values.profession).toBe("Tänzerin");
  });

  it.each([
    [{ status: "x".repeat(251) }, "validation.text.too_long", "status"],
    [{ description: "x".repeat(2501) }, "validation.text.too_long", "description"],
    [{ profession: "x".repeat(71) }, "validation.text.too_long", "profession"],
    // within 2,500 as typed, longer once every link carries its rel: the stored text must fit too
    [{ description: '<a href="#">x</a>'.repeat(147) }, "validation.text.too_long", "description"],
  ])("refuses %#: and stores nothing", async (body, title, source) => {
    await expectRefused("status_description", body, { title, source });
  });

  it("needs 140 characters for a business description", async () => {
    const { token, user, body } = await signUpBusiness();
    const business = { id: user.id, token, username: body.username, password: body.password, email: body.email } as TPerson;
    await expectRefused("status_description", { description: "x".repeat(139) }, { title: "validation.text.too_short", source: "description" }, business);
    expect((await put("status_description", { description: "x".repeat(140) }, business)).status).toBe(200);
  });
});

let businessCounter = 0;
async function signUpBusiness(type = "1") {
  businessCounter += 1;
  const name = `Firma-${Date.now().toString(36).slice(-4)}${businessCounter}`;
  const body = { business_type: type, username: name, email: `${name}@example.test`, password: "Firmen-Passwort-1", accept_terms: true };
  const answer = await sendJson(api, "POST", "/api/v2/registration/business", body);
  expect(answer.status).toBe(201);
  return { token: answer.body.data.access_token as string, user: answer.body.data.user as { id: number }, body };
}

describe("media_gallery", () => {
  it("stores the default visibility and refuses a bad colour", async () => {
    expect((await ok("media_gallery", { default_visibility: 2 })).default_visibility).toBe(2);
    await expectRefused("media_gallery", { watermark: { enabled: true, colour: "red", position: "top_left", opacity: 50 } }, { title: "validation.watermark.colour_invalid", source: "watermark.colour" });
    await expectRefused("media_gallery", { watermark: { enabled: true, colour: "#ffffff", position: "middle", opacity: 50 } }, { title: "validation.common.invalid_choice", source: "watermark.position" });
    await expectRefused("media_gallery", { default_visibility: 0 }, { title: "validation.common.invalid_choice", source: "default_visibility" });
  });
});

describe("linked_profiles", () => {
  it("lets a business replace its escorts and an escort leave a business", async () => {
    const { token, user, body } = await signUpBusiness("2");
    const business = { id: user.id, token, username: body.username } as TPerson;
    await expectRefused("linked_profiles", { escorts: [escort.username, "niemand-hier"] }, { title: "validation.settings.escort_unknown", source: "escorts.1" }, business);
    await expectRefused("linked_profiles", { escorts: [client.id] }, { title: "validation.settings.escort_unknown", source: "escorts.0" }, business);
    expect((await ok("linked_profiles", { escorts: [escort.username.toUpperCase()] }, business)).escorts).toEqual([{ id: escort.id, username: escort.username }]);
    expect((await getJson(api, "/api/v2/settings/linked_profiles", escort.token)).body.data.values.businesses).toEqual([{ id: business.id, username: business.username }]);
    await expectRefused("linked_profiles", { escorts: [client.username] }, { title: "validation.settings.field_not_applicable", source: "escorts" });
    // sent empty, a field that does not apply is ignored
    expect((await ok("linked_profiles", { escorts: [] })).businesses).toEqual([{ id: business.id, username: business.username }]);
    await expectRefused("linked_profiles", { businesses: [business.id, 999_999] }, { title: "validation.settings.business_not_linked", source: "businesses.1" });
    expect((await ok("linked_profiles", { businesses: [] })).businesses).toEqual([]);
    // a studio (type 12) links no escorts
    const studio = await signUpBusiness("12");
    expect((await sendJson(api, "PUT", "/api/v2/settings/linked_profiles", { escorts: [] }, studio.token)).status).toBe(403);
  });
});

describe("first_contact_filter_and_blocklist, gifts, date_review_display, notifications", () => {
  it("stores valid values", async () => {
    const filter = { genders: [1], user_types: [1], age_range: { min: 25, max: 60 }, members_only: true, verified_only: false };
    expect(await ok("first_contact_filter_and_blocklist", { first_contact: filter })).toEqual({ first_contact: filter, blocked_count: 0 });
    expect(await ok("gifts", { accept_gifts: false })).toEqual({ accept_gifts: false, show_gifts: false });
    expect(await ok("date_review_display", { show_date_reviews: false })).toEqual({ show_date_reviews: false });
    expect((await getJson(api, `/api/v2/profiles/${escort.username}`)).body.data.shows_date_reviews).toBe(false);
    expect(await ok("notifications", { email_visitors: true })).toMatchObject({ email_visitors: true, email_messages: true });
    expect(await ok("notifications", { email_messages: false })).toMatchObject({ email_visitors: true, email_messages: false });
    expect(await ok("forum_notifications", { digest: "weekly" })).toMatchObject({ digest: "weekly", replies: true });
  });

  it.each([
    ["first_contact_filter_and_blocklist", { first_contact: { genders: [], user_types: [1], age_range: { min: 18, max: 99 }, members_only: false, verified_only: false } }, "validation.settings.choose_at_least_one", "first_contact.genders"],
    ["first_contact_filter_and_blocklist", { first_contact: { genders: [1], user_types: [1], age_range: { min: 17, max: 99 }, members_only: false, verified_only: false } }, "validation.settings.age_range_invalid", "first_contact.age_range.min"],
    ["gifts", { accept_gifts: "no" }, "validation.common.invalid_type", "accept_gifts"],
    ["date_review_display", {}, "validation.common.required", "show_date_reviews"],
    ["notifications", { sms: true }, "validation.common.unknown_field", null],
    ["forum_notifications", { digest: "hourly" }, "validation.common.invalid_choice", "digest"],
    ["search_visibility", { search_visible: 1 }, "validation.common.invalid_type", "search_visible"],
    ["data_privacy", {}, "validation.common.required", "allow_tracking"],
    ["pause_delete", { action: "hide" }, "validation.common.invalid_choice", "action"],
  ])("%s refuses %j and stores nothing", async (key, body, title, source) => {
    await expectRefused(key, body, { title, source });
  });
});

describe("email_password", () => {
  it("changes the password with the current one, ends the other sessions, and changes the address", async () => {
    const user = await person(api, { user_type: 1, gender: 1 });
    const other = await signIn(api, user.username, user.password);
    expect(other.status).toBe(200);
    await expectRefused("email_password", { new_password: "Neues-Passwort-2" }, { title: "validation.common.required", source: "current_password" }, user);
    await expectRefused("email_password", { current_password: "falsch-falsch", new_password: "Neues-Passwort-2" }, { title: "validation.settings.current_password_wrong", source: "current_password" }, user);
    await expectRefused("email_password", { current_password: user.password, new_password: "kurz" }, { title: "validation.password.too_short", source: "new_password" }, user);
    await expectRefused("email_password", { current_password: user.password, email: "kaputt@" }, { title: "validation.email.invalid", source: "email" }, user);
    await expectRefused("email_password", { current_password: user.password, email: client.email }, { title: "validation.email.taken", source: "email" }, user);
    const values = await ok("email_password", { current_password: user.password, new_password: "Neues-Passwort-2", email: `neu-${user.id}@example.test` }, user);
    expect(values).toEqual({ email: `neu-${user.id}@example.test`, is_email_verified: false, has_password: true });
    expect((await getJson(api, "/api/v2/user/info", other.body.access_token)).status).toBe(401);
    expect((await getJson(api, "/api/v2/user/info", user.token)).status).toBe(200);
    expect((await signIn(api, user.username, "Neues-Passwort-2")).status).toBe(200);
    expect((await newestMail(api, `neu-${user.id}@example.test`))?.kind).toBe("verify_email");
  });
});

describe("age_check_verification", () => {
  it("takes an uploaded document: not uploaded → pending, once", async () => {
    const user = await person(api, { user_type: 1, gender: 1 });
    expect((await getJson(api, "/api/v2/settings/age_check_verification", user.token)).body.data.values).toMatchObject({ status: 0, status_name: "not_uploaded", can_upload: true });
    const galleryUpload = await uploadFile(api, user.token, await testImage(), "gallery");
    await expectRefused("age_check_verification", { media_id: galleryUpload }, { title: "validation.settings.age_check_media_invalid", source: "media_id" }, user);
    const document = await uploadFile(api, user.token, await testImage(), "age_check");
    const values = await ok("age_check_verification", { media_id: document }, user);
    expect(values).toMatchObject({ status: 1, status_name: "pending", can_upload: false });
    expect(values.submitted_at).not.toBeNull();
    await expectRefused("age_check_verification", { media_id: document }, { title: "exception.age_check.already_submitted", source: null, status: 409 }, user);
    // rejected by a reviewer: a new document may be uploaded
    await api.database.query(`update users set age_check_status = 3 where id = $1`, [user.id]);
    expect((await ok("age_check_verification", { media_id: document }, user)).status).toBe(1);
  });
});

describe("search_visibility, data_privacy, pause and delete", () => {
  const search = (username: string) =>
    sendJson(api, "POST", "/api/v2/search/users", { page_no: 1, page_size: 24, query: username, filterquery: { user_type: [2] }, facets: { terms: [], ranges: [] }, sort: "top_ranking" });
  const found = async (who: TPerson) => (await search(who.username)).body.data.items.some((t: { id: number }) => t.id === who.id);

  it("leaves search but keeps the profile page", async () => {
    const user = await person(api, { user_type: 2, gender: 2 });
    expect(await found(user)).toBe(true);
    expect(await ok("search_visibility", { search_visible: false }, user)).toEqual({ search_visible: false });
    expect(await found(user)).toBe(false);
    expect((await getJson(api, `/api/v2/profiles/${user.username}`)).status).toBe(200);
    await ok("search_visibility", { search_visible: true }, user);
    expect(await found(user)).toBe(true);
  });

  it("unlinks the browsers when tracking is turned off", async () => {
    const user = await person(api, { user_type: 1, gender: 1 });
    await getJson(api, "/api/v2/settings", user.token, { "x-visitor-id": "visitor-abc-123" });
    const links = () => api.database.query(`select visitor_id from user_visitor_ids where user_id = $1`, [user.id]);
    expect(await links()).toEqual([{ visitor_id: "visitor-abc-123" }]);
    expect((await ok("data_privacy", { allow_tracking: false }, user)).allow_tracking).toBe(false);
    expect(await links()).toEqual([]);
    await getJson(api, "/api/v2/settings", user.token, { "x-visitor-id": "visitor-abc-123" });
    expect(await links()).toEqual([]);
  });

  it("pauses (gone for others, back on resume)", async () => {
    const user = await person(api, { user_type: 2, gender: 2 });
    const values = await ok("pause_delete", { action: "pause" }, user);
    expect(values).toMatchObject({ is_paused: true, deleted: false });
    expect((await getJson(api, `/api/v2/profiles/${user.username}`)).body.errors[0].title).toBe("exception.profile.unavailable");
    expect((await getJson(api, `/api/v2/profiles/${user.username}`, user.token)).status).toBe(200);
    expect(await found(user)).toBe(false);
    expect((await ok("pause_delete", { action: "resume" }, user)).is_paused).toBe(false);
    expect(await found(user)).toBe(true);
  });

  it("deletes: gone from search and profile at once, sessions end; a wrong password deletes nothing", async () => {
    const user = await person(api, { user_type: 2, gender: 2 });
    expect(await found(user)).toBe(true);
    await expectRefused("pause_delete", { action: "delete", password: "nicht-richtig" }, { title: "validation.settings.current_password_wrong", source: "password" }, user);
    await expectRefused("pause_delete", { action: "delete" }, { title: "validation.common.required", source: "password" }, user);
    const answer = await put("pause_delete", { action: "delete", password: user.password }, user);
    expect(answer.status).toBe(200);
    expect(answer.body.data.values.deleted).toBe(true);
    expect(await found(user)).toBe(false);
    const [row] = await api.database.query(`select 1 from search_profiles where user_id = $1`, [user.id]);
    expect(row).toBeUndefined();
    expect((await getJson(api, `/api/v2/profiles/${user.username}`)).status).toBe(404);
    expect((await getJson(api, "/api/v2/settings", user.token)).status).toBe(401);
    expect((await signIn(api, user.username, user.password)).status).not.toBe(200);
  });

  it("deletes a Google account without a password", async () => {
    const { token, user } = await signUp(api);
    await api.database.query(`update users set password_hash = null where id = $1`, [user.id]);
    expect((await sendJson(api, "PUT", "/api/v2/settings/pause_delete", { action: "delete" }, token)).body.data.values.deleted).toBe(true);
  });
});
