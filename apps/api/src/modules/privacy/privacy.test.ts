import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strFromU8, unzipSync } from "fflate";
import { ZDataExport } from "@samtrot/api-client/contracts";
import { bearer } from "../../test/accounts-helpers.js";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { addToGallery, getJson, person, sendJson, type TPerson } from "../profiles/test-support/people.js";

let api: TTestApi;
let user: TPerson;
let other: TPerson;

beforeAll(async () => {
  api = await startTestApi({ jobs: "manual", env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  [user, other] = await Promise.all([person(api, { user_type: 2, gender: 2 }), person(api, { user_type: 1, gender: 1 })]);
  const put = (key: string, body: unknown) => sendJson(api, "PUT", `/api/v2/settings/${key}`, body, user.token);
  await put("service_prices", { prices: [{ name: 60, price: 180 }], working_hours: [{ day: 2, time_from: "10:00", time_to: "18:00", is_over_day: false }], escort_service: [131] });
  await put("status_description", { status: "Mein Status" });
  await put("contact", { phone: "+491701234567" });
  await addToGallery(api, user.token);
  await sendJson(api, "POST", `/api/v2/favorites/${other.id}`, undefined, user.token);
  await sendJson(api, "POST", `/api/v2/favorites/${user.id}`, undefined, other.token);
  await getJson(api, `/api/v2/profiles/${other.username}`, user.token, { "x-visitor-id": "vid-export-1" });
  await getJson(api, `/api/v2/profiles/${user.username}`, other.token);
  const blocked = await person(api, { user_type: 1, gender: 1 });
  await sendJson(api, "POST", `/api/v2/blocks/${blocked.id}`, undefined, user.token);
  await api.database.query(
    `insert into tracking_events (id, title, visitor_id, published) values ('evt-export-1', 'page_view', 'vid-export-1', now()), ('evt-other-1', 'page_view', 'vid-someone-else', now())`,
  );
}, 120_000);
afterAll(() => api?.close());

describe("data privacy export (init → processing → ready)", () => {
  it("builds the archive in a background job and hands it to its owner only", async () => {
    expect((await getJson(api, "/api/v2/privacy/export", user.token)).body.data).toMatchObject({ status: null, download_url: null });
    expect((await getJson(api, "/api/v2/privacy/export/download", user.token)).body.errors[0].title).toBe("exception.privacy.export_not_ready");

    const started = await sendJson(api, "POST", "/api/v2/privacy/export", undefined, user.token);
    expect(started.status).toBe(201);
    expect(started.body.data).toMatchObject({ status: "init", download_url: null });
    // asking again while one is under way answers that one
    expect((await sendJson(api, "POST", "/api/v2/privacy/export", undefined, user.token)).body.data.requested_at).toBe(started.body.data.requested_at);
    expect(await api.database.query(`select 1 from data_exports where user_id = $1`, [user.id])).toHaveLength(1);
    expect((await getJson(api, "/api/v2/settings/data_privacy", user.token)).body.data.values.export.status).toBe("init");

    expect(await api.jobs!.drain()).toBeGreaterThanOrEqual(1);
    const ready = (await getJson(api, "/api/v2/privacy/export", user.token)).body.data;
    expect(ready).toMatchObject({ status: "ready", download_url: "/api/v2/privacy/export/download" });
    expect(ready.size).toBeGreaterThan(1000);
    expect(() => ZDataExport.parse(ready)).not.toThrow();
    expect(new Date(ready.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);

    const response = await fetch(api.url + ready.download_url, { headers: bearer(user.token) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="samtrot-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const read = (name: string) => JSON.parse(strFromU8(files[name]!));

    const account = read("account.json");
    expect(account).toMatchObject({ id: user.id, username: user.username, email: user.email, user_type: 2 });
    expect(account).not.toHaveProperty("password_hash");
    const profile = read("profile.json");
    expect(profile.profile).toMatchObject({ user_id: user.id, status: "Mein Status" });
    expect(profile.prices).toEqual([{ duration_minutes: 60, price: 180 }]);
    expect(profile.working_hours).toEqual([{ day: 2, time_from: "10:00:00", time_to: "18:00:00", is_over_day: false }]);
    expect(profile.traits).toContainEqual({ category: "escort_service", value: "erotic_massage", value_id: 131 });
    expect(read("settings.json").settings).toMatchObject({ phone: "+491701234567" });
    const gallery = read("gallery.json");
    expect(gallery.gallery).toHaveLength(1);
    const mediaFile = gallery.files[0].archive_path as string;
    expect(files[mediaFile]!.length).toBe(gallery.files[0].size);
    expect(read("favorites.json")).toEqual({ favorites: [expect.objectContaining({ id: other.id, username: other.username })], favorited_by_count: 1 });
    const visits = read("visits.json");
    expect(visits.visits_made).toEqual([expect.objectContaining({ id: other.id, visits_count: 1 })]);
    expect(visits.visits_received).toEqual({ visitors: 1, visits: 1 });
    expect(read("blocks.json").blocked).toHaveLength(1);
    const tracking = read("tracking-events.json");
    expect(tracking.events.map((e: { id: string }) => e.id)).toEqual(["evt-export-1"]);
    expect(read("mails.json").map((m: { kind: string }) => m.kind)).toContain("verify_email");
    const sessions = read("sessions.json");
    expect(sessions.length).toBeGreaterThan(0);
    expect(JSON.stringify(sessions)).not.toMatch(/hash/);

    // someone else gets their own (none) and never this archive
    expect((await fetch(api.url + ready.download_url, { headers: bearer(other.token) })).status).toBe(404);
    expect((await fetch(api.url + ready.download_url)).status).toBe(401);
  });

  it("replaces the previous archive with a new export", async () => {
    const [before] = await api.database.query<{ storage_key: string }>(`select storage_key from data_exports where user_id = $1 and status = 'ready'`, [user.id]);
    await sendJson(api, "POST", "/api/v2/privacy/export", undefined, user.token);
    await api.jobs!.drain();
    const rows = await api.database.query<{ storage_key: string | null; status: string }>(`select storage_key, status from data_exports where user_id = $1 order by id`, [user.id]);
    expect(rows.map((r) => r.status)).toEqual(["ready", "ready"]);
    expect(rows[0]!.storage_key).toBeNull();
    expect(rows[1]!.storage_key).not.toBe(before!.storage_key);
    expect((await fetch(api.url + "/api/v2/privacy/export/download", { headers: bearer(user.token) })).status).toBe(200);
  });
});
