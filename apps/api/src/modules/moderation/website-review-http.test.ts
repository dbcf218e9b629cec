import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { ZStatement, ZTrustedFlagger, ZWebsiteQueueItem } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { getJson, makeMember, person, sendJson, type TPerson } from "../profiles/test-support/people.js";

// Business and escort websites (spec 001 §4 website status; decision 043) and trusted flaggers, over HTTP on a real
// api and database: saving makes an address pending, bad addresses are refused with their keys and change nothing,
// the public profile links only an approved address, a rejection reaches the owner (settings, statement of reasons,
// appeal), and only team (10) and backend (9) users reach the queue and the trusted-flagger endpoints.

let api: TTestApi;
let team: TPerson;
let teamTwo: TPerson;
let backend: TPerson;
const WEB = { "x-web-base": "http://127.0.0.1:3000/de" };

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000", REPORT_LIMIT_PER_DAY: "100" }, jobs: "manual" });
  team = await user("client", 10);
  teamTwo = await user("client", 10);
  backend = await user("client", 9);
}, 120_000);
afterAll(() => api?.close());

async function user(kind: "client" | "escort" | "business", userType?: number): Promise<TPerson> {
  const who = await person(api, kind === "client" ? { user_type: 1, gender: 1 } : { user_type: 2, gender: 2 });
  await api.database.query(`update users set email_verified_at = now(), created_at = now() - interval '90 days', registration_completed_at = now() - interval '90 days' where id = $1`, [who.id]);
  if (kind === "business") await api.database.query(`update users set user_type = 3, gender = null, business_type = '1' where id = $1`, [who.id]);
  if (userType) await api.database.query(`update users set user_type = $2 where id = $1`, [who.id, userType]);
  return who;
}
const post = (path: string, body: unknown, token?: string) =>
  api.fetchJson(path, { method: "POST", headers: { "content-type": "application/json", ...WEB, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
const errorsOf = (res: { status: number; body: any }) => [res.status, ...(res.body.errors ?? []).map((e: any) => `${e.title}@${e.source ?? ""}`)];
const saveWebsite = (who: TPerson, website: unknown) => sendJson(api, "PUT", "/api/v2/settings/contact", { website }, who.token);
const contactOf = async (who: TPerson) => (await getJson(api, "/api/v2/settings/contact", who.token)).body.data.values;
const publicWebsite = async (who: TPerson, token?: string) => {
  const res = await getJson(api, `/api/v2/profiles/${who.username}`, token);
  expect(res.status).toBe(200);
  return res.body.data.website as string | null;
};
const review = (ids: number[], decision: "approve" | "reject", reason?: string, token = team.token) =>
  post("/api/v2/moderation/websites/review", { ids, decision, ...(reason === undefined ? {} : { reason }) }, token);
const queue = async (status = "pending") => {
  const res = await getJson(api, `/api/v2/moderation/websites?status=${status}`, team.token);
  expect(res.status).toBe(200);
  return (res.body.data.items as unknown[]).map((item) => ZWebsiteQueueItem.parse(item));
};
const decisionsAbout = (subjectType: string, userId: number) =>
  api.database.query<{ action: string; decided_by: number; reason: string }>(
    `select action, decided_by::int as decided_by, reason from moderation_decisions where subject_type = $1 and subject_id = $2 order by id`,
    [subjectType, userId],
  );

describe("the website in the contact settings", () => {
  it("a business saves an address: normalised, pending, in the queue, not on the public profile; the same address again changes nothing", async () => {
    const business = await user("business");
    const res = await saveWebsite(business, "  www.Studio-Rot.de/kontakt ");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.values).toMatchObject({ website: "https://www.studio-rot.de/kontakt", website_status: "pending", website_rejection_reason: null });
    expect(res.body.data.fields).toContainEqual({ name: "website", value: "optional" });
    const [stored] = await api.database.query<{ website_status: number; website_submitted_at: Date }>(`select website_status, website_submitted_at from profiles where user_id = $1`, [business.id]);
    expect(Number(stored!.website_status)).toBe(1);
    const submitted = new Date(stored!.website_submitted_at).toISOString();
    expect((await queue()).map((item) => item.user.id)).toContain(business.id);
    expect(await publicWebsite(business)).toBeNull();
    expect(await publicWebsite(business, business.token)).toBeNull();
    expect((await saveWebsite(business, "https://www.studio-rot.de/kontakt")).status).toBe(200);
    const [again] = await api.database.query<{ website_submitted_at: Date }>(`select website_submitted_at from profiles where user_id = $1`, [business.id]);
    expect(new Date(again!.website_submitted_at).toISOString()).toBe(submitted);
  });

  it("refuses bad addresses with their keys and stores nothing", async () => {
    const escort = await user("escort");
    expect((await saveWebsite(escort, "https://escort-eva.de")).status).toBe(200);
    const before = await contactOf(escort);
    const cases: Array<[unknown, string]> = [
      ["javascript:alert(1)", "validation.website.scheme"],
      ["JavaScript:alert(document.cookie)", "validation.website.scheme"],
      ["data:text/html,<script>alert(1)</script>", "validation.website.scheme"],
      ["ftp://files.example.com/", "validation.website.scheme"],
      ["mailto:eva@example.com", "validation.website.scheme"],
      ["https://eva:geheim@example.com/", "validation.website.credentials"],
      ["https://eva@example.com/", "validation.website.credentials"],
      ["http://localhost/", "validation.website.host"],
      ["localhost:8080", "validation.website.host"],
      ["http://192.168.1.20/", "validation.website.host"],
      ["https://[::1]/", "validation.website.host"],
      ["https://example.com:8443/", "validation.website.host"],
      ["https://intranet/", "validation.website.host"],
      ["https://example.123/", "validation.website.invalid"],
      ["https://example.c/", "validation.website.host"],
      ["eva escort.de", "validation.website.invalid"],
      ["https://", "validation.website.invalid"],
      [`https://example.com/${"a".repeat(190)}`, "validation.website.too_long"],
      [42, "validation.common.invalid_type"],
    ];
    for (const [website, key] of cases) {
      expect(errorsOf(await saveWebsite(escort, website)), String(website)).toEqual([422, `${key}@website`]);
    }
    expect(await contactOf(escort)).toEqual(before);
    // clients have no public offer: the field does not apply to them
    const client = await user("client");
    expect(errorsOf(await saveWebsite(client, "https://kunde.de"))).toEqual([422, "validation.settings.field_not_applicable@website"]);
    expect((await contactOf(client)).website).toBeNull();
  });
});

describe("the review", () => {
  it("approve → linked on the public profile; a changed address waits again; removing it resets the review", async () => {
    const escort = await user("escort");
    await saveWebsite(escort, "https://escort-mia.de/");
    const overview = await getJson(api, "/api/v2/moderation/overview", team.token);
    expect(overview.body.data.websites_pending).toBeGreaterThanOrEqual(1);
    const approved = await review([escort.id], "approve", undefined, backend.token);
    expect(approved.body.data).toEqual({ updated: [escort.id] });
    expect(await publicWebsite(escort)).toBe("https://escort-mia.de/");
    expect((await contactOf(escort)).website_status).toBe("approved");
    expect((await queue("approved")).find((item) => item.user.id === escort.id)).toMatchObject({ status: "approved", reviewed_by: { id: backend.id } });
    expect(await decisionsAbout("website", escort.id)).toEqual([expect.objectContaining({ action: "accept", decided_by: backend.id })]);
    // deciding it twice changes nothing more
    expect((await review([escort.id], "approve")).body.data).toEqual({ updated: [] });

    await saveWebsite(escort, "https://escort-mia.de/neu");
    expect((await contactOf(escort)).website_status).toBe("pending");
    expect(await publicWebsite(escort)).toBeNull();
    await saveWebsite(escort, null);
    expect(await contactOf(escort)).toMatchObject({ website: null, website_status: "default" });
    expect((await queue()).map((item) => item.user.id)).not.toContain(escort.id);
  });

  it("reject needs reasons; the owner sees them in settings and gets a statement of reasons; a reversed appeal approves the address", async () => {
    const business = await user("business");
    await saveWebsite(business, "https://club-abend.de");
    expect(errorsOf(await review([business.id], "reject"))).toEqual([422, "validation.moderation.reason_required@reason"]);
    expect(errorsOf(await review([business.id], "reject", "zu kurz"))).toEqual([422, "validation.moderation.reason_too_short@reason"]);
    expect(errorsOf(await post("/api/v2/moderation/websites/review", { ids: [], decision: "approve" }, team.token))).toEqual([422, "validation.moderation.nothing_selected@ids"]);
    expect((await contactOf(business)).website_status).toBe("pending");

    const reason = "Die Seite leitet auf ein fremdes Angebot weiter.";
    expect((await review([business.id], "reject", reason)).body.data).toEqual({ updated: [business.id] });
    expect(await contactOf(business)).toMatchObject({ website: "https://club-abend.de/", website_status: "rejected", website_rejection_reason: reason });
    expect(await publicWebsite(business)).toBeNull();
    expect(await decisionsAbout("website", business.id)).toEqual([expect.objectContaining({ action: "content_removal", decided_by: team.id, reason })]);

    const [restriction] = await api.database.query<{ id: number }>(`select id from moderation_restrictions where user_id = $1`, [business.id]);
    const [note] = await api.database.query<{ kind: string; link: string }>(`select kind, link from notifications where user_id = $1 and kind = 'statement_of_reasons'`, [business.id]);
    expect(note).toMatchObject({ link: `/statements/${restriction!.id}` });
    const mails = await api.database.query(`select 1 from mail_outbox where to_address = $1 and kind = 'moderation_statement'`, [business.email]);
    expect(mails).toHaveLength(1);
    const statement = ZStatement.parse((await getJson(api, `/api/v2/statements/${restriction!.id}`, business.token)).body.data);
    expect(statement).toMatchObject({ kind: "content_removal", item_label: "website", facts: reason, ground: "terms", automated: false, may_appeal: true });

    expect((await post(`/api/v2/statements/${restriction!.id}/appeal`, { text: "Die Weiterleitung war ein Fehler, sie ist behoben." }, business.token)).status).toBe(200);
    const decided = await post(`/api/v2/moderation/appeals/${restriction!.id}`, { outcome: "reversed", reply: "Geprüft: die Seite ist jetzt in Ordnung." }, teamTwo.token);
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(await contactOf(business)).toMatchObject({ website_status: "approved", website_rejection_reason: null });
    expect(await publicWebsite(business)).toBe("https://club-abend.de/");
  });

  it("an approved website can be rejected later; other states are left alone", async () => {
    const escort = await user("escort");
    await saveWebsite(escort, "https://lena-escort.de");
    await review([escort.id], "approve");
    expect((await review([escort.id, 999_999], "reject", "Die Seite zeigt jetzt fremde Fotos.")).body.data).toEqual({ updated: [escort.id] });
    expect(await publicWebsite(escort)).toBeNull();
    expect((await review([escort.id], "approve")).body.data).toEqual({ updated: [] });
    expect((await queue("rejected")).find((item) => item.user.id === escort.id)).toMatchObject({ rejection_reason: "Die Seite zeigt jetzt fremde Fotos." });
  });
});

describe("who reaches the websites queue and the trusted flaggers", () => {
  const endpoints: Array<[string, string, unknown?]> = [
    ["GET", "/api/v2/moderation/websites"],
    ["POST", "/api/v2/moderation/websites/review", { ids: [1], decision: "approve" }],
    ["GET", "/api/v2/moderation/trusted-flaggers"],
    ["POST", "/api/v2/moderation/trusted-flaggers", { username: "demo-client" }],
    ["DELETE", "/api/v2/moderation/trusted-flaggers/1"],
  ];

  it("refuses guests (401) and clients, escorts, businesses and members (403); nothing changes", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const business = await user("business");
    const member = await user("client");
    await makeMember(api, member.id);
    await saveWebsite(escort, "https://nicht-freigeben.de");
    const before = await api.database.query(`select count(*)::int as n from moderation_decisions`);
    for (const [method, path, body] of endpoints) {
      const call = (token?: string) => (method === "GET" ? getJson(api, path, token) : sendJson(api, method, path, body, token));
      expect((await call()).status, `guest ${method} ${path}`).toBe(401);
      for (const [who, token] of [["client", client.token], ["escort", escort.token], ["business", business.token], ["member", member.token]] as const) {
        expect(errorsOf(await call(token)), `${who} ${method} ${path}`).toEqual([403, "exception.common.forbidden@"]);
      }
    }
    // an owner cannot approve her own website
    expect((await review([escort.id], "approve", undefined, escort.token)).status).toBe(403);
    expect((await contactOf(escort)).website_status).toBe("pending");
    expect(await api.database.query(`select count(*)::int as n from moderation_decisions`)).toEqual(before);
  });

  it("the team marks a trusted flagger by username (logged); her new report comes first; unmarking ends it", async () => {
    const target = await user("escort");
    const ordinary = await user("client");
    const flagger = await user("client");
    const report = async (reporter: TPerson) => {
      const res = await post("/api/v2/reports", { category: REPORT_CATEGORY.profile, item_id: target.id, reason: "scam_spam", explanation: "Verlangt Vorkasse per Gutschein", good_faith: true }, reporter.token);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data.id as number;
    };
    const first = await report(ordinary);
    expect(errorsOf(await post("/api/v2/moderation/trusted-flaggers", { username: "niemand-hier-xyz" }, team.token))).toEqual([422, "validation.moderation.user_unknown@username"]);
    expect(errorsOf(await post("/api/v2/moderation/trusted-flaggers", { username: "" }, team.token))).toEqual([422, "validation.moderation.username_required@username"]);
    const added = await post("/api/v2/moderation/trusted-flaggers", { username: flagger.username.toUpperCase() }, team.token);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(ZTrustedFlagger.parse(added.body.data)).toMatchObject({ id: flagger.id, username: flagger.username, open_reports: 0 });
    const second = await report(flagger);
    const list = await getJson(api, "/api/v2/moderation/trusted-flaggers", backend.token);
    expect(list.body.data.items).toContainEqual({ id: flagger.id, username: flagger.username, user_type: 1, open_reports: 1 });
    const reports = (await getJson(api, `/api/v2/moderation/reports?category=${REPORT_CATEGORY.profile}&status=received`, team.token)).body.data.items as Array<{ id: number; trusted: boolean }>;
    const ids = reports.map((r) => r.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(reports.find((r) => r.id === second)?.trusted).toBe(true);

    // marking again changes nothing and logs nothing
    expect((await post("/api/v2/moderation/trusted-flaggers", { username: flagger.username }, team.token)).status).toBe(200);
    const removed = await sendJson(api, "DELETE", `/api/v2/moderation/trusted-flaggers/${flagger.id}`, undefined, backend.token);
    expect(removed.status).toBe(200);
    expect(errorsOf(await sendJson(api, "DELETE", `/api/v2/moderation/trusted-flaggers/${flagger.id}`, undefined, team.token))).toEqual([404, "exception.moderation.not_trusted_flagger@"]);
    expect(await decisionsAbout("trusted_flagger", flagger.id)).toEqual([
      expect.objectContaining({ action: "trusted_flagger_added", decided_by: team.id }),
      expect.objectContaining({ action: "trusted_flagger_removed", decided_by: backend.id }),
    ]);
    const after = (await getJson(api, `/api/v2/moderation/reports?category=${REPORT_CATEGORY.profile}&status=received`, team.token)).body.data.items as Array<{ id: number; trusted: boolean }>;
    expect(after.find((r) => r.id === second)?.trusted).toBe(false);
    const log = await getJson(api, "/api/v2/moderation/decisions?subject_type=trusted_flagger", team.token);
    expect(log.body.data.items.map((d: any) => d.subject_id)).toContain(flagger.id);
  });
});
