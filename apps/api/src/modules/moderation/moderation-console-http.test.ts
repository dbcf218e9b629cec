import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { ZModerationOverview, ZReportDetail, ZStatement } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { signIn } from "../../test/accounts-helpers.js";
import { addToGallery, getJson, makeMember, person, sendJson, type TPerson } from "../profiles/test-support/people.js";

// The moderation console over HTTP on a real api and database (PGlite; the Postgres server with DATABASE_URL):
// who reaches it, the queues, a decision with its restriction really taking effect, the statement of reasons and
// the reporter's notice, the appeal (window, who may, who decides), bulk media review. Decision 043.

let api: TTestApi;
let team: TPerson;
let teamTwo: TPerson;
let backend: TPerson;
const DAY = 24 * 3600_000;
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
  if (kind === "business") await api.database.query(`update users set user_type = 3 where id = $1`, [who.id]);
  if (userType) await api.database.query(`update users set user_type = $2 where id = $1`, [who.id, userType]);
  return who;
}
const post = (path: string, body: unknown, token?: string) =>
  api.fetchJson(path, { method: "POST", headers: { "content-type": "application/json", ...WEB, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
const errorsOf = (res: { status: number; body: any }) => [res.status, ...(res.body.errors ?? []).map((e: any) => `${e.title}@${e.source ?? ""}`)];
async function reportProfile(reporter: TPerson, target: TPerson, reason = "fake_impersonation") {
  const res = await post("/api/v2/reports", { category: REPORT_CATEGORY.profile, item_id: target.id, reason, explanation: "Fotos von einer anderen Seite", good_faith: true }, reporter.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; number: string };
}
const decide = (reportId: number, body: Record<string, unknown>, token = team.token) => post(`/api/v2/moderation/reports/${reportId}/decision`, body, token);
const mailsTo = (address: string, kind: string) =>
  api.database.query<{ subject: string; text_body: string; links: string[] }>(`select subject, text_body, links from mail_outbox where to_address = $1 and kind = $2 order by id`, [address, kind]);
const keyOf = (link: string) => new URL(link).searchParams.get("key")!;

describe("who reaches the console", () => {
  const endpoints: Array<[string, string, unknown?]> = [
    ["GET", "/api/v2/moderation/overview"],
    ["GET", "/api/v2/moderation/reports"],
    ["GET", "/api/v2/moderation/reports/1"],
    ["POST", "/api/v2/moderation/reports/1/decision", { action: "no_action", reason: "Kein Verstoß erkennbar." }],
    ["GET", "/api/v2/moderation/ad-text-blocks"],
    ["GET", "/api/v2/moderation/media"],
    ["POST", "/api/v2/moderation/media/review", { ids: [1], review_status: 1 }],
    ["GET", "/api/v2/moderation/appeals"],
    ["POST", "/api/v2/moderation/appeals/1", { outcome: "upheld", reply: "Die Entscheidung bleibt bestehen." }],
    ["GET", "/api/v2/moderation/decisions"],
  ];
  const call = (method: string, path: string, body: unknown, token?: string) =>
    method === "GET" ? getJson(api, path, token) : sendJson(api, method, path, body, token);

  it("refuses guests (401) and clients, escorts, businesses and members (403) on every endpoint; nothing changes", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const business = await user("business");
    const member = await user("client");
    await makeMember(api, member.id);
    const before = await api.database.query(`select count(*)::int as n from moderation_decisions`);
    for (const [method, path, body] of endpoints) {
      expect((await call(method, path, body)).status, `guest ${path}`).toBe(401);
      for (const [who, token] of [["client", client.token], ["escort", escort.token], ["business", business.token], ["member", member.token]] as const) {
        expect(errorsOf(await call(method, path, body, token)), `${who} ${method} ${path}`).toEqual([403, "exception.common.forbidden@"]);
      }
    }
    expect(await api.database.query(`select count(*)::int as n from moderation_decisions`)).toEqual(before);
  });

  it("lets team (10) and backend (9) users in", async () => {
    for (const token of [team.token, backend.token]) {
      const res = await getJson(api, "/api/v2/moderation/overview", token);
      expect(res.status).toBe(200);
      ZModerationOverview.parse(res.body.data);
    }
  });
});

describe("the reports queue", () => {
  it("lists trusted flaggers' reports first, filters by category and status, and a report opens with its exact item (then in review)", async () => {
    const target = await user("escort");
    const ordinary = await user("client");
    const trusted = await user("client");
    await api.database.query(`update users set trusted_flagger = true where id = $1`, [trusted.id]);
    const first = await reportProfile(ordinary, target);
    const second = await reportProfile(trusted, target, "scam_spam");
    const queue = await getJson(api, `/api/v2/moderation/reports?category=${REPORT_CATEGORY.profile}&status=received`, team.token);
    expect(queue.status).toBe(200);
    const ids = queue.body.data.items.map((r: any) => r.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(queue.body.data.items[0].trusted).toBe(true);
    expect((await getJson(api, `/api/v2/moderation/reports?category=${REPORT_CATEGORY.media}&status=received`, team.token)).body.data.items.map((r: any) => r.id)).not.toContain(first.id);
    expect(errorsOf(await getJson(api, `/api/v2/moderation/reports?status=lost`, team.token))).toEqual([422, "validation.common.invalid_choice@query.status"]);

    const detail = await getJson(api, `/api/v2/moderation/reports/${first.id}`, team.token);
    const parsed = ZReportDetail.parse(detail.body.data);
    expect(parsed.report).toMatchObject({ status: "in_review", item_owner: { id: target.id, username: target.username } });
    expect(parsed.item).toMatchObject({ path: `/p/${target.username}`, exists: true });
    expect(parsed.related.map((r) => r.id)).toEqual([second.id]);
    expect(parsed.actions).toEqual(["no_action", "visibility_reduction", "payment_freeze", "account_suspension"]);
    expect(errorsOf(await getJson(api, `/api/v2/moderation/reports/999999`, team.token))).toEqual([404, "exception.report.not_found@"]);
  });
});

describe("a decision", () => {
  it("suspends the account at once, sends the statement of reasons, tells every reporter (no automation); logged with who and why", async () => {
    const target = await user("escort");
    const reporterA = await user("client");
    const reporterB = await user("client");
    const a = await reportProfile(reporterA, target);
    const b = await reportProfile(reporterB, target, "scam_spam");
    // bad input first: nothing changes
    expect(errorsOf(await decide(a.id, { action: "account_suspension", reason: "kurz" }))).toEqual([422, "validation.moderation.reason_too_short@reason"]);
    expect(errorsOf(await decide(a.id, { action: "content_removal", reason: "Das Profil verstößt gegen die Regeln." }))).toEqual([422, "validation.moderation.removal_not_supported@action"]);
    expect(errorsOf(await decide(a.id, { action: "erase", reason: "Das Profil verstößt gegen die Regeln." }))).toEqual([422, "validation.moderation.action_required@action"]);
    expect((await getJson(api, "/api/v2/user/info", target.token)).status).toBe(200);

    const res = await decide(a.id, { action: "account_suspension", ground: "terms", reason: "Die Fotos stammen nachweislich von einer anderen Person." });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const detail = ZReportDetail.parse(res.body.data);
    expect(detail.report.status).toBe("decided");
    expect(detail.restrictions).toHaveLength(1);
    expect(detail.decisions[0]).toMatchObject({ action: "account_suspension", automated: false, decided_by: { id: team.id }, reason: "Die Fotos stammen nachweislich von einer anderen Person." });
    // both open reports about the item are decided together
    const [other] = await api.database.query<{ status: string; decision: string; automated: boolean }>(`select status, decision, automated from reports where id = $1`, [b.id]);
    expect(other).toEqual({ status: "decided", decision: "account_suspension", automated: false });
    expect(errorsOf(await decide(b.id, { action: "no_action", reason: "Zweite Entscheidung, bitte nicht." }))).toEqual([409, "exception.moderation.already_decided@"]);

    // the suspension takes effect: the token stops working and the sign-in is refused
    expect((await getJson(api, "/api/v2/user/info", target.token)).status).toBe(401);
    const signInAttempt = await signIn(api, target.username, target.password);
    expect(signInAttempt.status).toBe(400);

    // the statement of reasons: an e-mail with the facts, the ground, no automation, the appeal and its key link
    const [statementMail] = await mailsTo(target.email, "moderation_statement");
    expect(statementMail!.text_body).toContain("Sperrung deines Kontos");
    expect(statementMail!.text_body).toContain("Sachverhalt: Die Fotos stammen nachweislich von einer anderen Person.");
    expect(statementMail!.text_body).toContain("ohne automatisierte Mittel");
    expect(statementMail!.text_body).toContain("kostenlos Widerspruch");
    const link = statementMail!.links[0]!;
    expect(link).toMatch(new RegExp(`^http://127.0.0.1:3000/de/statements/${detail.restrictions[0]!.id}\\?key=`));
    const [note] = await api.database.query<{ link: string }>(`select link from notifications where user_id = $1 and kind = 'statement_of_reasons'`, [target.id]);
    expect(note!.link).toBe(`/statements/${detail.restrictions[0]!.id}`);

    // each reporter: notification and e-mail with the decision and whether automation was used
    for (const [who, report] of [[reporterA, a], [reporterB, b]] as const) {
      const [mail] = await mailsTo(who.email, "report_decision");
      expect(mail!.text_body).toContain(`deine Meldung ${report.number} entschieden: Sperrung deines Kontos`);
      expect(mail!.text_body).toContain("keine automatisierten Mittel");
      const [notice] = await api.database.query<{ params: any }>(`select params from notifications where user_id = $1 and kind = 'report_decided'`, [who.id]);
      expect(notice!.params).toMatchObject({ number: report.number, automated: false });
    }
    const log = await getJson(api, "/api/v2/moderation/decisions?subject_type=report", backend.token);
    expect(log.body.data.items[0]).toMatchObject({ subject_id: a.id, action: "account_suspension", decided_by: { username: team.username }, automated: false });
  });

  it("freezes payouts (a payout request is refused), demotes (out of search, the switch locked), removes a medium (gone from the gallery)", async () => {
    const target = await user("escort");
    const reporter = await user("client");
    const r1 = await reportProfile(reporter, target);
    expect((await decide(r1.id, { action: "payment_freeze", ground: "illegal", reason: "Verdacht auf Zahlungsbetrug mit fremden Konten." })).status).toBe(200);
    const payout = await post("/api/v2/payouts", { amount: 100, account_holder: "Erika Muster", iban: "DE89 3704 0044 0532 0130 00", request_key: "k-freeze-1" }, target.token);
    expect(errorsOf(payout)).toEqual([403, "exception.payout.frozen@"]);

    const r2 = await reportProfile(reporter, target, "scam_spam");
    expect((await decide(r2.id, { action: "visibility_reduction", reason: "Wiederholte Werbung für Fremdangebote im Profil." })).status).toBe(200);
    const [row] = await api.database.query<{ search_visible: boolean }>(`select search_visible from users where id = $1`, [target.id]);
    expect(row!.search_visible).toBe(false);
    expect(errorsOf(await sendJson(api, "PUT", "/api/v2/settings/search_visibility", { search_visible: true }, target.token))).toEqual([403, "exception.moderation.demoted@search_visible"]);

    const item = await addToGallery(api, target.token);
    await api.database.query(`update gallery_items set review_status = 1 where media_id = $1`, [item.id]);
    const r3 = await post("/api/v2/reports", { category: REPORT_CATEGORY.media, item_id: item.id, reason: "intellectual_property", explanation: "", good_faith: true }, reporter.token);
    expect(r3.status).toBe(201);
    const opened = ZReportDetail.parse((await getJson(api, `/api/v2/moderation/reports/${r3.body.data.id}`, team.token)).body.data);
    expect(opened.item).toMatchObject({ media_id: item.id, exists: true });
    expect(opened.actions).toContain("content_removal");
    expect((await decide(r3.body.data.id, { action: "content_removal", ground: "illegal", reason: "Das Foto verletzt das Urheberrecht eines Fotografen." })).status).toBe(200);
    expect((await getJson(api, `/api/v2/media/${item.id}/thumb`, reporter.token)).status).toBe(404);
  });
});

describe("the statement and the appeal", () => {
  async function restricted() {
    const target = await user("escort");
    const reporter = await user("client");
    const report = await reportProfile(reporter, target);
    const res = await decide(report.id, { action: "account_suspension", reason: "Das Profil gibt sich als jemand anderes aus." });
    const restrictionId = ZReportDetail.parse(res.body.data).restrictions[0]!.id;
    const [mail] = await mailsTo(target.email, "moderation_statement");
    return { target, reporter, restrictionId, key: keyOf(mail!.links.at(-1)!) };
  }

  it("is shown to the affected user only (the e-mail's key; anyone else 404), who appeals once, free, within 6 months", async () => {
    const { target, reporter, restrictionId, key } = await restricted();
    const path = `/api/v2/statements/${restrictionId}`;
    const shown = ZStatement.parse((await getJson(api, `${path}?key=${key}`)).body.data);
    expect(shown).toMatchObject({ kind: "account_suspension", ground: "terms", automated: false, may_appeal: true, appeal_status: null, decided_by: null, user: { id: target.id } });
    expect(new Date(shown.appeal_until).getTime() - new Date(shown.created_at).getTime()).toBeGreaterThan(180 * DAY);
    expect(errorsOf(await getJson(api, path))).toEqual([404, "exception.moderation.statement_not_found@"]);
    expect(errorsOf(await getJson(api, `${path}?key=wrong`))).toEqual([404, "exception.moderation.statement_not_found@"]);
    expect(errorsOf(await getJson(api, path, reporter.token))).toEqual([404, "exception.moderation.statement_not_found@"]);
    // someone else cannot appeal, not even signed in
    expect(errorsOf(await post(`${path}/appeal`, { text: "Ich bin es wirklich, das sind meine Fotos." }, reporter.token))).toEqual([404, "exception.moderation.statement_not_found@"]);
    expect(errorsOf(await post(`${path}/appeal`, { key, text: "kurz" }))).toEqual([422, "validation.moderation.appeal_too_short@text"]);

    const appealed = await post(`${path}/appeal`, { key, text: "Ich bin es wirklich, das sind meine eigenen Fotos." });
    expect(appealed.status, JSON.stringify(appealed.body)).toBe(200);
    expect(appealed.body.data).toMatchObject({ appeal_status: "open", may_appeal: false });
    expect(errorsOf(await post(`${path}/appeal`, { key, text: "Noch einmal, bitte prüft das erneut." }))).toEqual([409, "exception.moderation.appeal_exists@"]);
    const queue = await getJson(api, "/api/v2/moderation/appeals", team.token);
    expect(queue.body.data.items.map((r: any) => r.id)).toContain(restrictionId);
  });

  it("closes the appeal 6 months after the decision (api clock)", async () => {
    const { restrictionId, key } = await restricted();
    api.clock.advance(183 * DAY);
    try {
      expect(ZStatement.parse((await getJson(api, `/api/v2/statements/${restrictionId}?key=${key}`)).body.data).may_appeal).toBe(false);
      expect(errorsOf(await post(`/api/v2/statements/${restrictionId}/appeal`, { key, text: "Zu spät, aber bitte trotzdem prüfen." }))).toEqual([
        422,
        "exception.moderation.appeal_window_closed@",
      ]);
    } finally {
      api.clock.set(new Date());
    }
    // one day before the end it is still open
    const second = await restricted();
    api.clock.advance(180 * DAY);
    try {
      expect((await post(`/api/v2/statements/${second.restrictionId}/appeal`, { key: second.key, text: "Noch in der Frist, bitte prüfen." })).status).toBe(200);
    } finally {
      api.clock.set(new Date());
    }
  });

  it("is decided by another team user than the decision's maker; reversed lifts the suspension and tells the user", async () => {
    const { target, restrictionId, key } = await restricted();
    await post(`/api/v2/statements/${restrictionId}/appeal`, { key, text: "Ich bin es wirklich, das sind meine eigenen Fotos." });
    const reply = { outcome: "reversed", reply: "Die Identität wurde nachträglich bestätigt." };
    expect(errorsOf(await post(`/api/v2/moderation/appeals/${restrictionId}`, reply, team.token))).toEqual([403, "exception.moderation.appeal_other_reviewer@"]);
    const res = await post(`/api/v2/moderation/appeals/${restrictionId}`, reply, teamTwo.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ appeal_status: "reversed", decided_by: { id: team.id } });
    expect(res.body.data.lifted_at).not.toBeNull();
    expect(errorsOf(await post(`/api/v2/moderation/appeals/${restrictionId}`, reply, teamTwo.token))).toEqual([409, "exception.moderation.appeal_not_open@"]);
    // the user can sign in again and reads the result
    const again = await signIn(api, target.username, target.password);
    expect(again.status).toBe(200);
    const [mail] = await mailsTo(target.email, "appeal_result");
    expect(mail!.text_body).toContain("Widerspruch stattgegeben");
    const statement = await getJson(api, `/api/v2/statements/${restrictionId}`, again.body.access_token);
    expect(statement.body.data).toMatchObject({ appeal_status: "reversed", appeal_reply: "Die Identität wurde nachträglich bestätigt." });
  });
});

describe("other queues", () => {
  it("bulk-reviews gallery media: accept, hold, reject (a reason is required; each owner gets a statement); each logged", async () => {
    const owner = await user("escort");
    const items = [await addToGallery(api, owner.token), await addToGallery(api, owner.token), await addToGallery(api, owner.token)];
    const ids = items.map((i) => i.id);
    await api.database.query(`update gallery_items set review_status = 0 where media_id = any($1::bigint[])`, [ids]);
    const pending = await getJson(api, "/api/v2/moderation/media?status=pending&order=desc", team.token);
    expect(pending.body.data.items.slice(0, 3).map((m: any) => m.media_id).sort()).toEqual([...ids].sort());
    expect(errorsOf(await post("/api/v2/moderation/media/review", { ids: [ids[2]], review_status: 2 }, team.token))).toEqual([422, "validation.moderation.reason_required@reason"]);
    expect(errorsOf(await post("/api/v2/moderation/media/review", { ids: [], review_status: 1 }, team.token))).toEqual([422, "validation.moderation.nothing_selected@ids"]);

    expect((await post("/api/v2/moderation/media/review", { ids: [ids[0]], review_status: 1 }, team.token)).body.data).toEqual({ updated: [ids[0]] });
    expect((await post("/api/v2/moderation/media/review", { ids: [ids[1]], review_status: 6 }, team.token)).body.data).toEqual({ updated: [ids[1]] });
    const held = await getJson(api, "/api/v2/moderation/media?status=holding", team.token);
    expect(held.body.data.items.map((m: any) => m.media_id)).toContain(ids[1]);
    const rejected = await post("/api/v2/moderation/media/review", { ids: [ids[1], ids[2]], review_status: 2, reason: "Auf dem Foto ist eine fremde Person zu sehen." }, team.token);
    expect(rejected.body.data.updated.sort()).toEqual([ids[1], ids[2]].sort());
    const rows = await api.database.query<{ media_id: string; review_status: number }>(`select media_id, review_status from gallery_items where media_id = any($1::bigint[]) order by media_id`, [ids]);
    expect(rows.map((r) => Number(r.review_status))).toEqual([1, 2, 2]);
    expect(await mailsTo(owner.email, "moderation_statement")).toHaveLength(2);
    const log = await api.database.query<{ action: string }>(`select action from moderation_decisions where subject_type = 'media' and subject_id = any($1::bigint[]) order by id`, [ids]);
    expect(log.map((l) => l.action)).toEqual(["accept", "holding", "content_removal", "content_removal"]);
  });

  it("lists ad-text blocks read-only with filters", async () => {
    const writer = await user("escort");
    await api.database.query(
      `insert into ad_text_blocks (user_id, context, field, reasons, rules, excerpt) values ($1, 'profile', 'description', '{no_condom}', '{ao}', 'Service AO'), ($1, 'blog', 'title', '{minors}', '{minors}', 'x')`,
      [writer.id],
    );
    const all = await getJson(api, "/api/v2/moderation/ad-text-blocks", team.token);
    expect(all.body.data.total).toBeGreaterThanOrEqual(2);
    const profile = await getJson(api, "/api/v2/moderation/ad-text-blocks?context=profile&reason=no_condom", team.token);
    expect(profile.body.data.items.every((b: any) => b.context === "profile" && b.reasons.includes("no_condom"))).toBe(true);
    expect(profile.body.data.items[0]).toMatchObject({ user: { username: writer.username }, excerpt: "Service AO" });
  });
});
