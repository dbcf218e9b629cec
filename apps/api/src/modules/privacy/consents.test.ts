import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_TEXT_VERSION } from "@samtrot/constants-catalogue";
import { bearer, postJson, signUp } from "../../test/accounts-helpers.js";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { getJson, person, sendJson } from "../profiles/test-support/people.js";
import { ERASE_DELETED_ACCOUNTS_JOB, ERASURE_GRACE_DAYS } from "./erase-deleted-accounts.js";

// Explicit consents to special-category data (GDPR Art. 7, 9), their withdrawal, and the erasure of deleted accounts
// (GDPR Art. 17) — decision 045, over HTTP against the real api.

let api: TTestApi;

beforeAll(async () => {
  api = await startTestApi({ jobs: "manual", env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
}, 120_000);
afterAll(() => api?.close());

const DAY_MS = 86_400_000;
const errorsOf = (body: { errors?: { title: string; source?: string | null }[] }) => (body.errors ?? []).map((e) => `${e.source}: ${e.title}`);
const consentsOf = async (token: string) => (await getJson(api, "/api/v2/privacy/consents", token)).body.data;
const profileTraits = async (username: string) =>
  ((await getJson(api, `/api/v2/profiles/${username}`)).body.data.traits as { category: string; values: { id: number }[] }[]).map((g) => g.category);

async function registeredEscort(consents: string[]) {
  const { token, user } = await signUp(api, { user_type: 2, gender: 2, consents });
  const step = (path: string, body: unknown) => postJson(api, `/api/v2/registration/user/${path}`, body, bearer(token));
  await api.database.query(`update users set register_completed_step = 2 where id = $1`, [user.id]); // the photo step is not what this is about
  return { token, id: user.id as number, step };
}

describe("consents at registration: separate, per purpose, not bundled with the terms", () => {
  it("records each purpose with its text version; without consent the fields are not asked and refused", async () => {
    const { token, id, step } = await registeredEscort([]);
    const rows = await api.database.query<{ purpose: string; granted: boolean; text_version: string; source: string }>(
      `select purpose, granted, text_version, source from user_consents where user_id = $1 order by purpose`,
      [id],
    );
    expect(rows).toEqual([
      { purpose: "services", granted: false, text_version: CONSENT_TEXT_VERSION.services, source: "registration" },
      { purpose: "sexuality", granted: false, text_version: CONSENT_TEXT_VERSION.sexuality, source: "registration" },
    ]);
    const config = new Map(((await getJson(api, "/api/v2/registration/configs?user_type=2&gender=2", token)).body.data as { name: string; value: string }[]).map((e) => [e.name, e.value]));
    expect([config.get("sexuality"), config.get("escort_services"), config.get("race_type")]).toEqual(["false", "false", "required"]);
    // a guest asking for the config sees the spec's fields
    expect((await getJson(api, "/api/v2/registration/configs?user_type=2&gender=2")).body.data).toContainEqual({ name: "sexuality", value: "required" });

    const refused = await step("profile", { relationship_status: 241, race_type: 38, sexuality: 34 });
    expect(refused.status).toBe(422);
    expect(errorsOf(refused.body)).toEqual(["sexuality: validation.privacy.consent_required"]);
    expect((await step("profile", { relationship_status: 241, race_type: 38 })).status).toBe(200);
    expect((await step("appearance", { height: 170, weight: 60 })).status).toBe(200);
    expect(errorsOf((await step("services", { prices: [{ name: 60, price: 200 }], escort_services: [130] })).body)).toEqual(["escort_services: validation.privacy.consent_required"]);
    expect((await step("services", { prices: [{ name: 60, price: 200 }] })).status).toBe(200);
    const traits = await api.database.query(`select 1 from profile_traits where user_id = $1 and category_id in (8, 15)`, [id]);
    expect(traits).toHaveLength(0);
  });

  it("with a consent the field is asked and required; the other purpose stays refused", async () => {
    const { token, step } = await registeredEscort(["sexuality"]);
    expect(errorsOf((await step("profile", { relationship_status: 241, race_type: 38 })).body)).toEqual(["sexuality: validation.common.required"]);
    expect((await step("profile", { relationship_status: 241, race_type: 38, sexuality: 34 })).status).toBe(200);
    const list = await consentsOf(token);
    expect(list.applies).toBe(true);
    expect(list.items.map((c: { purpose: string; granted: boolean }) => [c.purpose, c.granted])).toEqual([["sexuality", true], ["services", false]]);
    // in settings the field of the missing consent is hidden and a write of it refused with the reason
    const section = (await getJson(api, "/api/v2/settings/service_prices", token)).body.data;
    expect(section.fields).toContainEqual({ name: "escort_service", value: "false" });
    const write = await sendJson(api, "PUT", "/api/v2/settings/service_prices", { escort_service: [130] }, token);
    expect(errorsOf(write.body)).toEqual(["escort_service: validation.privacy.consent_required"]);
  });
});

describe("withdrawing a consent in settings", () => {
  it("erases the data it covers at once (hidden from everyone, out of search), records the withdrawal, and refuses new writes", async () => {
    const escort = await person(api, { user_type: 2, gender: 2 });
    await sendJson(api, "PUT", "/api/v2/settings/service_prices", { escort_service: [130, 131], taboos: "Keine Fotos" }, escort.token);
    await sendJson(api, "PUT", "/api/v2/settings/name_characteristics", { sexuality: 34 }, escort.token);
    expect(await profileTraits(escort.username)).toEqual(expect.arrayContaining(["sexuality", "escort_service"]));

    const withdrawn = await sendJson(api, "PUT", "/api/v2/privacy/consents/services", { granted: false }, escort.token);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.data).toMatchObject({ purpose: "services", granted: false, text_version: CONSENT_TEXT_VERSION.services });
    const traits = await profileTraits(escort.username);
    expect(traits).toContain("sexuality");
    expect(traits).not.toContain("escort_service");
    const [settings] = await api.database.query<{ taboos: string | null }>(`select taboos from user_settings where user_id = $1`, [escort.id]);
    expect(settings!.taboos).toBeNull();
    const [search] = await api.database.query<{ n: number }>(
      `select count(*)::int as n from profile_traits where user_id = $1 and category_id = 15`,
      [escort.id],
    );
    expect(search!.n).toBe(0);
    const again = await sendJson(api, "PUT", "/api/v2/settings/service_prices", { escort_service: [130] }, escort.token);
    expect(errorsOf(again.body)).toEqual(["escort_service: validation.privacy.consent_required"]);

    // the history: granted at sign-up, withdrawn in settings; granting again is recorded as well
    expect((await sendJson(api, "PUT", "/api/v2/privacy/consents/services", { granted: true }, escort.token)).body.data.granted).toBe(true);
    const history = await api.database.query<{ granted: boolean; source: string }>(
      `select granted, source from user_consents where user_id = $1 and purpose = 'services' order by id`,
      [escort.id],
    );
    expect(history).toEqual([
      { granted: true, source: "registration" },
      { granted: false, source: "settings" },
      { granted: true, source: "settings" },
    ]);
    expect((await sendJson(api, "PUT", "/api/v2/settings/service_prices", { escort_service: [130] }, escort.token)).status).toBe(200);
  });

  it("is not asked of businesses, and refuses a purpose it does not know", async () => {
    const { token } = await signUp(api, { user_type: 1, gender: 1 });
    expect((await sendJson(api, "PUT", "/api/v2/privacy/consents/hair", { granted: true }, token)).status).toBe(422);
    expect((await sendJson(api, "PUT", "/api/v2/privacy/consents/services", { granted: false })).status).toBe(401);
    await api.database.query(`update users set user_type = 3, business_type = '1' where id = (select id from users order by id desc limit 1)`);
    const business = await sendJson(api, "PUT", "/api/v2/privacy/consents/services", { granted: true }, token);
    expect(business.status).toBe(403);
    expect(business.body.errors[0].title).toBe("exception.privacy.consent_not_applicable");
    expect((await consentsOf(token)).applies).toBe(false);
  });
});

describe("erasure of a deleted account (GDPR Art. 17)", () => {
  it("anonymises the account once the grace period has passed on the api clock, keeping the ledger", async () => {
    const escort = await person(api, { user_type: 2, gender: 2 });
    await sendJson(api, "PUT", "/api/v2/settings/service_prices", { escort_service: [130] }, escort.token);
    await sendJson(api, "PUT", "/api/v2/settings/contact", { phone: "+491701234567" }, escort.token);
    await getJson(api, `/api/v2/settings/contact`, escort.token, { "x-visitor-id": "vid-erase-1" });
    const ledgerBefore = await api.database.query(`select 1 from ledger_accounts where user_id = $1`, [escort.id]);
    const deleted = await sendJson(api, "PUT", "/api/v2/settings/pause_delete", { action: "delete", password: escort.password }, escort.token);
    expect(deleted.status).toBe(200);
    expect((await getJson(api, `/api/v2/profiles/${escort.username}`)).status).toBe(404);

    const runJob = async () => {
      await api.database.query(`insert into jobs (kind, payload) values ($1, '{}'::jsonb)`, [ERASE_DELETED_ACCOUNTS_JOB]);
      await api.jobs!.drain();
    };
    const row = async () =>
      (await api.database.query<{ username: string; email: string; password_hash: string | null; erased_at: Date | null }>(`select username, email, password_hash, erased_at from users where id = $1`, [escort.id]))[0]!;

    api.clock.advance((ERASURE_GRACE_DAYS - 1) * DAY_MS);
    await runJob();
    expect((await row()).erased_at).toBeNull();
    expect((await row()).username).toBe(escort.username);

    api.clock.advance(2 * DAY_MS);
    await runJob();
    const erased = await row();
    expect(erased.erased_at).not.toBeNull();
    expect(erased).toMatchObject({ username: `deleted-${escort.id}`, email: `deleted-${escort.id}@erased.invalid`, password_hash: null });
    for (const table of ["profile_traits", "user_settings", "user_consents", "user_visitor_ids", "oauth_tokens", "mail_outbox"]) {
      expect(await api.database.query(`select 1 from ${table} where user_id = $1`, [escort.id]), table).toHaveLength(0);
    }
    expect(await api.database.query(`select 1 from ledger_accounts where user_id = $1`, [escort.id])).toHaveLength(ledgerBefore.length);
    // the old name and address are free again, and nothing of the account can sign in
    expect((await signUp(api, { username: escort.username, email: escort.email })).token).toBeTruthy();
  });
});
