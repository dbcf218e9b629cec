import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZDateDetail, ZReport, ZReportList, ZSendMessageResult, type TDate } from "@samtrot/api-client/contracts";
import { REPORT_CATEGORY, REPORT_REASONS, USER_TYPE } from "@samtrot/constants-catalogue";
import { BUSINESS_REVIEW_CRITERIA, PERSON_REVIEW_CRITERIA } from "@samtrot/dating";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { addToGallery, getJson, makeMember, makeStaff, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { reportableCategories } from "./report-targets.js";

// Reports over HTTP on a real api and database (PGlite; the Postgres server with DATABASE_URL): the guest rule,
// every refusal, the receipt (notification and outbox mail), the daily limit, and the registry's visibility rules
// for profiles, messages, media, dates and date/business reviews with their replies.

let api: TTestApi;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const LIMIT = 3;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000", REPORT_LIMIT_PER_DAY: String(LIMIT) }, jobs: "manual" });
}, 120_000);
afterAll(() => api?.close());

let ipCounter = 0;
/** Every guest test comes from its own address (the web proxy forwards it; the limit counts per address). */
const newIp = () => `198.51.100.${++ipCounter}`;

const user = async (kind: "client" | "escort") => {
  const who = await person(api, kind === "client" ? { user_type: 1, gender: 1 } : { user_type: 2, gender: 2 });
  await api.database.query(`update users set email_verified_at = now(), created_at = now() - interval '30 days' where id = $1`, [who.id]);
  return who;
};
const report = (body: Record<string, unknown>, options: { token?: string; ip?: string } = {}) =>
  api.fetchJson("/api/v2/reports", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ip ? { "x-forwarded-for": options.ip } : {}),
    },
    body: JSON.stringify(body),
  });
const form = (category: number, itemId: number, over: Record<string, unknown> = {}) => ({ category, item_id: itemId, reason: "fake_impersonation", explanation: "", good_faith: true, ...over });
const errorsOf = (res: { status: number; body: any }) => [res.status, ...(res.body.errors ?? []).map((e: any) => `${e.title}@${e.source ?? ""}`)];
async function reportOk(body: Record<string, unknown>, options: { token?: string; ip?: string } = {}) {
  const res = await report(body, options);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return ZReport.parse(res.body.data);
}
const reportCount = async () => Number((await api.database.query<{ n: number }>(`select count(*)::int as n from reports`))[0]!.n);
const receiptsTo = (address: string) =>
  api.database.query<{ subject: string; text_body: string; user_id: string | number | null }>(`select subject, text_body, user_id from mail_outbox where kind = 'report_receipt' and to_address = $1 order by id`, [address]);

describe("the registry", () => {
  it("has every category of the spec (and ours: chat room messages, forum posts); an unknown item answers 404", async () => {
    expect(reportableCategories()).toEqual([5, 6, 8, 11, 13, 14, 15, 16, 18, 19, 23, 24, 25, 26, 27, 28, 29, 30]);
    // an item that does not exist is not found (recording comments: apps/api/src/modules/live)
    expect(errorsOf(await report(form(REPORT_CATEGORY.recording_comment, 987_654, { reporter_name: "Gast", reporter_email: "gast@example.test" }), { ip: newIp() }))).toEqual([404, "exception.report.item_not_found@"]);
  });
});

describe("a guest", () => {
  it("reports a profile with name and e-mail, gets the number and an e-mail receipt; the explanation is stored as plain text", async () => {
    const escort = await user("escort");
    const ip = newIp();
    const created = await reportOk(
      form(REPORT_CATEGORY.profile, escort.id, { reporter_name: " Petra Muster ", reporter_email: "Petra@Example.test", explanation: "Fotos <b>gestohlen</b><script>alert(1)</script> von einer anderen Seite" }),
      { ip },
    );
    expect(created).toMatchObject({ category: 14, item_type: "profiles", item_id: escort.id, reason: "fake_impersonation", status: "received", decided_at: null, decision: null, receipt_email: "Petra@Example.test" });
    expect(created.number).toBe(`R-${String(created.id).padStart(6, "0")}`);
    expect(created.explanation).toBe("Fotos gestohlen von einer anderen Seite");
    const [stored] = await api.database.query<Record<string, unknown>>(`select * from reports where id = $1`, [created.id]);
    expect(stored).toMatchObject({ reporter_id: null, reporter_name: "Petra Muster", good_faith: true, locale: "de", reporter_key: "e:petra@example.test" });
    expect(Number(stored!.item_owner_id)).toBe(escort.id);
    expect(String(stored!.ip_hash)).not.toContain(ip);
    const [mail] = await receiptsTo("Petra@Example.test");
    expect(mail!.subject).toBe(`Samtrot: Deine Meldung ${created.number} ist eingegangen`);
    expect(mail!.text_body).toContain("Hallo Petra Muster,");
    expect(mail!.text_body).toContain(created.number);
    expect(mail!.text_body).toContain("Grund: Fake-Profil oder Identitätsmissbrauch.");

    // the same reporter (by e-mail) again, while the first is open
    expect(errorsOf(await report(form(REPORT_CATEGORY.profile, escort.id, { reporter_name: "Petra", reporter_email: "petra@example.test", reason: "scam_spam" }), { ip: newIp() }))).toEqual([
      409,
      "exception.report.already_reported@",
    ]);
    // once decided (issue 16), the same person may report it again
    await api.database.query(`update reports set status = 'decided', decided_at = now(), decision = 'no_action' where id = $1`, [created.id]);
    await reportOk(form(REPORT_CATEGORY.profile, escort.id, { reporter_name: "Petra", reporter_email: "petra@example.test" }), { ip: newIp() });
  });

  it("must give name and e-mail, except for minors (DSA Art. 16 (2)(c)); the English web gets an English receipt", async () => {
    const escort = await user("escort");
    const before = await reportCount();
    for (const reason of REPORT_REASONS.filter((r) => r !== "minor")) {
      expect(errorsOf(await report(form(REPORT_CATEGORY.profile, escort.id, { reason }), { ip: newIp() })), reason).toEqual([
        422,
        "validation.report.contact_required@reporter_name",
        "validation.report.contact_required@reporter_email",
      ]);
    }
    expect(errorsOf(await report(form(REPORT_CATEGORY.profile, escort.id, { reporter_name: "Ben", reporter_email: "" }), { ip: newIp() }))).toEqual([
      422,
      "validation.report.contact_required@reporter_email",
    ]);
    expect(await reportCount()).toBe(before);

    const anonymous = await reportOk(form(REPORT_CATEGORY.profile, escort.id, { reason: "minor", explanation: "Sieht aus wie 15" }), { ip: newIp() });
    expect(anonymous.receipt_email).toBeNull();
    const [stored] = await api.database.query<{ reporter_key: string; reporter_name: string | null }>(`select reporter_key, reporter_name from reports where id = $1`, [anonymous.id]);
    expect(stored!.reporter_key).toMatch(/^a:/);
    expect(stored!.reporter_name).toBeNull();

    const english = await api.fetchJson("/api/v2/reports", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": newIp(), "x-web-base": "http://127.0.0.1:3001/en" },
      body: JSON.stringify(form(REPORT_CATEGORY.profile, escort.id, { reason: "violence", reporter_name: "Jo", reporter_email: "jo@example.test" })),
    });
    expect(english.status).toBe(201);
    const [mail] = await receiptsTo("jo@example.test");
    expect(mail!.subject).toBe(`Nachtfalter: Your report ${english.body.data.number} was received`);
    expect(mail!.text_body).toContain("Reason: Violence.");
  });

  it("gets field errors for a bad form, and nothing is stored", async () => {
    const escort = await user("escort");
    const before = await reportCount();
    const contact = { reporter_name: "Gast", reporter_email: "gast@example.test" };
    const bad = async (body: Record<string, unknown>) => errorsOf(await report(body, { ip: newIp() }));
    expect(await bad(form(REPORT_CATEGORY.profile, escort.id, { ...contact, good_faith: false }))).toEqual([422, "validation.report.good_faith_required@good_faith"]);
    const { good_faith: _g, ...withoutGoodFaith } = form(REPORT_CATEGORY.profile, escort.id, contact);
    expect(await bad(withoutGoodFaith)).toEqual([422, "validation.report.good_faith_required@good_faith"]);
    expect(await bad(form(REPORT_CATEGORY.profile, escort.id, { ...contact, reason: "langweilig" }))).toEqual([422, "validation.report.reason_required@reason"]);
    expect(await bad(form(7, escort.id, contact))).toEqual([422, "validation.common.invalid_choice@category"]);
    expect(await bad(form(REPORT_CATEGORY.profile, -1, contact))).toEqual([422, "validation.common.invalid_type@item_id"]);
    expect(await bad(form(REPORT_CATEGORY.profile, escort.id, { ...contact, explanation: "x".repeat(2001) }))).toEqual([422, "validation.report.explanation_too_long@explanation"]);
    expect(await bad(form(REPORT_CATEGORY.profile, escort.id, { ...contact, reporter_email: "kein-at" }))).toEqual([422, "validation.email.invalid@reporter_email"]);
    expect(await bad(form(REPORT_CATEGORY.profile, escort.id, { ...contact, extra: 1 }))).toEqual([422, "validation.common.unknown_field@"]);
    expect(await reportCount()).toBe(before);
  });

  it("cannot report what does not exist or is not shown: an unknown or paused profile, messages, dates", async () => {
    const escort = await user("escort");
    const contact = { reporter_name: "Gast", reporter_email: "gast2@example.test" };
    expect(errorsOf(await report(form(REPORT_CATEGORY.profile, 999_999_999, contact), { ip: newIp() }))).toEqual([404, "exception.report.item_not_found@"]);
    await api.database.query(`update users set is_paused = true where id = $1`, [escort.id]);
    expect(errorsOf(await report(form(REPORT_CATEGORY.profile, escort.id, contact), { ip: newIp() }))).toEqual([404, "exception.report.item_not_found@"]);
    await api.database.query(`update users set is_paused = false where id = $1`, [escort.id]);
  });

  it("is limited per address per day, whatever e-mail it gives", async () => {
    const ip = newIp();
    const escorts = await Promise.all([user("escort"), user("escort"), user("escort")]);
    for (const [i, escort] of escorts.entries()) await reportOk(form(REPORT_CATEGORY.profile, escort.id, { reporter_name: "A", reporter_email: `a${i}@example.test` }), { ip });
    expect(errorsOf(await report(form(REPORT_CATEGORY.profile, escorts[0]!.id, { reporter_name: "B", reporter_email: "b@example.test" }), { ip }))).toEqual([429, "exception.report.too_many@"]);
    await reportOk(form(REPORT_CATEGORY.profile, escorts[0]!.id, { reporter_name: "B", reporter_email: "b@example.test" }), { ip: newIp() });
  });
});

describe("a signed-in reporter", () => {
  it("is known (no name or e-mail asked), gets a notification and an e-mail receipt, and sees the report in their list", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const created = await reportOk(form(REPORT_CATEGORY.profile, escort.id, { reason: "scam_spam", reporter_name: "ignored", reporter_email: "ignored@example.test" }), { token: client.token });
    expect(created.receipt_email).toBe(client.email);
    const [stored] = await api.database.query<{ reporter_id: string; reporter_name: string; reporter_key: string }>(`select reporter_id, reporter_name, reporter_key from reports where id = $1`, [created.id]);
    expect(stored).toMatchObject({ reporter_name: client.username, reporter_key: `u:${client.id}` });
    expect(Number(stored!.reporter_id)).toBe(client.id);

    const [note] = await api.database.query<{ kind: string; params: any; link: string }>(`select kind, params, link from notifications where user_id = $1 and kind = 'report_received'`, [client.id]);
    expect(note).toMatchObject({ kind: "report_received", link: "/user/reports", params: { number: created.number, report_id: created.id } });
    const bell = await getJson(api, "/api/v2/notification", client.token);
    expect(bell.body.data.items.map((n: any) => n.kind)).toContain("report_received");
    const mails = await receiptsTo(client.email);
    expect(mails).toHaveLength(1);
    expect(Number(mails[0]!.user_id)).toBe(client.id);
    expect(mails[0]!.text_body).toContain(`Hallo ${client.username},`);
    expect(mails[0]!.text_body).toContain("/user/reports");
    expect(await receiptsTo("ignored@example.test")).toEqual([]);

    const mine = ZReportList.parse((await getJson(api, "/api/v2/reports/mine", client.token)).body.data);
    expect(mine).toMatchObject({ total: 1, page_no: 1, page_size: 20 });
    expect(mine.items[0]).toMatchObject({ id: created.id, number: created.number, status: "received" });
    expect(ZReportList.parse((await getJson(api, "/api/v2/reports/mine?page_no=2", client.token)).body.data)).toMatchObject({ total: 1, items: [] });
    expect((await getJson(api, "/api/v2/reports/mine", escort.token)).body.data.total).toBe(0);
    expect((await getJson(api, "/api/v2/reports/mine")).status).toBe(401);

    expect(errorsOf(await report(form(REPORT_CATEGORY.profile, escort.id), { token: client.token }))).toEqual([409, "exception.report.already_reported@"]);
    expect(errorsOf(await report(form(REPORT_CATEGORY.profile, client.id), { token: client.token }))).toEqual([422, "exception.report.own_item@"]);
  });

  it("reports a profile that blocked them (the block is often why); is limited per day by the api clock", async () => {
    const client = await user("client");
    const escorts = await Promise.all([user("escort"), user("escort"), user("escort"), user("escort")]);
    await sendJson(api, "POST", `/api/v2/blocks`, { user_id: client.id }, escorts[0]!.token);
    for (const escort of escorts.slice(0, LIMIT)) await reportOk(form(REPORT_CATEGORY.profile, escort.id), { token: client.token, ip: newIp() });
    expect(errorsOf(await report(form(REPORT_CATEGORY.profile, escorts[3]!.id), { token: client.token, ip: newIp() }))).toEqual([429, "exception.report.too_many@"]);
    api.clock.advance(DAY + MINUTE);
    try {
      await reportOk(form(REPORT_CATEGORY.profile, escorts[3]!.id), { token: client.token, ip: newIp() });
    } finally {
      api.clock.set(new Date());
    }
  });
});

describe("messages", () => {
  it("only the members of the thread report a message they still see; not their own, not one deleted for them", async () => {
    const client = await user("client");
    await makeMember(api, client.id);
    const escort = await user("escort");
    const third = await user("client");
    const sent = await sendJson(api, "POST", "/api/v2/messenger/messages", { recipient_id: escort.id, text: "Zahl vorher per Gutschein", client_key: randomUUID() }, client.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const { message, thread } = ZSendMessageResult.parse(sent.body.data);

    expect(errorsOf(await report(form(REPORT_CATEGORY.messenger, message.id), { token: third.token }))).toEqual([404, "exception.report.item_not_found@"]);
    expect(errorsOf(await report(form(REPORT_CATEGORY.messenger, message.id, { reporter_name: "G", reporter_email: "g@example.test" }), { ip: newIp() }))).toEqual([
      404,
      "exception.report.item_not_found@",
    ]);
    expect(errorsOf(await report(form(REPORT_CATEGORY.messenger, message.id), { token: client.token }))).toEqual([422, "exception.report.own_item@"]);
    const created = await reportOk(form(REPORT_CATEGORY.messenger, message.id, { reason: "scam_spam" }), { token: escort.token });
    expect(created).toMatchObject({ category: 13, item_type: "messages", item_id: message.id });

    // the escort deletes the conversation for herself: the message is gone for her
    const other = await user("escort");
    const sent2 = await sendJson(api, "POST", "/api/v2/messenger/messages", { recipient_id: other.id, text: "Hallo", client_key: randomUUID() }, client.token);
    const second = ZSendMessageResult.parse(sent2.body.data);
    expect((await sendJson(api, "DELETE", `/api/v2/messenger/threads/${second.thread.id}`, undefined, other.token)).status).toBe(200);
    expect(errorsOf(await report(form(REPORT_CATEGORY.messenger, second.message.id), { token: other.token }))).toEqual([404, "exception.report.item_not_found@"]);
    expect(thread.id).not.toBe(second.thread.id);
  });
});

describe("media", () => {
  it("an accepted medium of an available profile is reportable (guests too); its owner cannot; a rejected one is gone", async () => {
    const escort = await user("escort");
    const item = await addToGallery(api, escort.token);
    const client = await user("client");
    const created = await reportOk(form(REPORT_CATEGORY.media, item.id, { reason: "intellectual_property" }), { token: client.token });
    expect(created).toMatchObject({ category: 28, item_type: "media", item_id: item.id });
    await reportOk(form(REPORT_CATEGORY.media, item.id, { reporter_name: "G", reporter_email: "media@example.test" }), { ip: newIp() });
    expect(errorsOf(await report(form(REPORT_CATEGORY.media, item.id), { token: escort.token }))).toEqual([422, "exception.report.own_item@"]);
    await api.database.query(`update gallery_items set review_status = 2 where media_id = $1`, [item.id]);
    expect(errorsOf(await report(form(REPORT_CATEGORY.media, item.id), { token: (await user("client")).token }))).toEqual([404, "exception.report.item_not_found@"]);
  });
});

// Dates and reviews: the api clock moves past the date (the review window), so these run after the others.
describe("dates and reviews", () => {
  const ahead = (minutes: number) => new Date(api.clock.now().getTime() + minutes * MINUTE).toISOString();
  async function acceptedDate(client: TPerson, receiver: TPerson): Promise<{ date: TDate; end: number }> {
    const sent = await sendJson(api, "POST", "/api/v2/dating/dates", { receiver_id: receiver.id, start_at: ahead(180), duration_minutes: 60, place_kind: "incall" }, client.token);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const date = ZDateDetail.parse(sent.body.data).date;
    expect((await sendJson(api, "POST", `/api/v2/dating/dates/${date.id}/accept`, {}, receiver.token)).status).toBe(200);
    return { date, end: new Date(date.end_at).getTime() };
  }
  const review = (who: TPerson, dateId: number, body: Record<string, unknown>) => sendJson(api, "POST", `/api/v2/dating/dates/${dateId}/reviews`, body, who.token);
  const personForm = {
    ratings: Object.fromEntries(PERSON_REVIEW_CRITERIA.map((c) => [c, 4])),
    radios: { would_you_recommend_this_user: true, profile_match_reality: true, would_you_come_again: true },
    show_up: 1,
    comment: "Alles gut",
  };
  const reviewIdOf = async (dateId: number, authorId: number) =>
    Number((await api.database.query<{ id: string }>(`select id from date_reviews where date_id = $1 and author_id = $2`, [dateId, authorId]))[0]!.id);

  it("a date: only its two sides report it (the item is the other side's); a third person and guests get 404", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const third = await user("client");
    const { date } = await acceptedDate(client, escort);
    expect(errorsOf(await report(form(REPORT_CATEGORY.date, date.id), { token: third.token }))).toEqual([404, "exception.report.item_not_found@"]);
    expect(errorsOf(await report(form(REPORT_CATEGORY.date, date.id, { reporter_name: "G", reporter_email: "d@example.test" }), { ip: newIp() }))).toEqual([404, "exception.report.item_not_found@"]);
    const byClient = await reportOk(form(REPORT_CATEGORY.date, date.id, { reason: "violence" }), { token: client.token });
    expect(byClient).toMatchObject({ category: 19, item_type: "date_requests", item_id: date.id });
    await reportOk(form(REPORT_CATEGORY.date, date.id, { reason: "harassment" }), { token: escort.token });
    const owners = await api.database.query<{ reporter_id: string; item_owner_id: string }>(`select reporter_id, item_owner_id from reports where category = 19 and item_id = $1 order by id`, [date.id]);
    expect(owners.map((o) => [Number(o.reporter_id), Number(o.item_owner_id)])).toEqual([
      [client.id, escort.id],
      [escort.id, client.id],
    ]);
  });

  it("a review: readable once published (to everyone while the profile shows reviews); its reply; not one's own; a person's review is not a business review", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const third = await user("client");
    const { date, end } = await acceptedDate(client, escort);
    api.clock.set(new Date(end + DAY));
    try {
      expect((await review(client, date.id, personForm)).status).toBe(201);
      const reviewId = await reviewIdOf(date.id, client.id);
      // not published yet: only its author sees it (and cannot report their own)
      expect(errorsOf(await report(form(REPORT_CATEGORY.date_review, reviewId), { token: third.token }))).toEqual([404, "exception.report.item_not_found@"]);
      expect(errorsOf(await report(form(REPORT_CATEGORY.date_review, reviewId), { token: escort.token }))).toEqual([404, "exception.report.item_not_found@"]);
      expect(errorsOf(await report(form(REPORT_CATEGORY.date_review, reviewId), { token: client.token }))).toEqual([422, "exception.report.own_item@"]);

      // the escort reviews too: both are published
      expect((await review(escort, date.id, personForm)).status).toBe(201);
      const created = await reportOk(form(REPORT_CATEGORY.date_review, reviewId, { reason: "privacy" }), { token: third.token });
      expect(created).toMatchObject({ category: 8, item_type: "date_reviews", item_id: reviewId });
      await reportOk(form(REPORT_CATEGORY.date_review, reviewId, { reporter_name: "G", reporter_email: "r@example.test" }), { ip: newIp() });
      await reportOk(form(REPORT_CATEGORY.date_review, reviewId), { token: escort.token });
      expect(errorsOf(await report(form(REPORT_CATEGORY.business_review, reviewId), { token: (await user("client")).token }))).toEqual([404, "exception.report.item_not_found@"]);

      // the escort hides her reviews (date_review_display): others cannot read them, so cannot report them; shown again, they can
      expect((await sendJson(api, "PUT", "/api/v2/settings/date_review_display", { show_date_reviews: false }, escort.token)).status).toBe(200);
      const fourth = await user("client");
      expect(errorsOf(await report(form(REPORT_CATEGORY.date_review, reviewId), { token: fourth.token }))).toEqual([404, "exception.report.item_not_found@"]);
      expect((await sendJson(api, "PUT", "/api/v2/settings/date_review_display", { show_date_reviews: true }, escort.token)).status).toBe(200);
      await reportOk(form(REPORT_CATEGORY.date_review, reviewId), { token: fourth.token });

      // the reply (date review comment 18): exists once the subject answered; the subject wrote it
      expect(errorsOf(await report(form(REPORT_CATEGORY.date_review_comment, reviewId), { token: client.token }))).toEqual([404, "exception.report.item_not_found@"]);
      expect((await sendJson(api, "POST", `/api/v2/dating/dates/${date.id}/reviews/reply`, { text: "Stimmt nicht" }, escort.token)).status).toBe(200);
      const reply = await reportOk(form(REPORT_CATEGORY.date_review_comment, reviewId, { reason: "harassment" }), { token: client.token });
      expect(reply).toMatchObject({ category: 18, item_type: "date_review_comments", item_id: reviewId });
      expect(errorsOf(await report(form(REPORT_CATEGORY.date_review_comment, reviewId), { token: escort.token }))).toEqual([422, "exception.report.own_item@"]);
    } finally {
      api.clock.set(new Date());
    }
  });

  it("a business review (23) and its reply (24) are the reviews about a business", async () => {
    const client = await user("client");
    const id = `${Date.now().toString(36).slice(-5)}`;
    const registered = await sendJson(api, "POST", "/api/v2/registration/business", {
      business_type: "1", username: `Studio-${id}`, email: `studio-${id}@example.test`, password: "Firmen-Passwort-1", accept_terms: true,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const businessId = Number(registered.body.data.user.id);
    await api.database.query(`update users set register_completed_step = 10 where id = $1`, [businessId]);
    const business: TPerson = { id: businessId, username: `Studio-${id}`, token: registered.body.data.access_token, password: "", email: "" };
    expect((await api.database.query<{ user_type: number }>(`select user_type from users where id = $1`, [businessId]))[0]!.user_type).toBe(USER_TYPE.business);
    const { date, end } = await acceptedDate(client, business);
    try {
      // one review, published when the window closed
      api.clock.set(new Date(end + DAY));
      const businessForm = { ...personForm, ratings: Object.fromEntries(BUSINESS_REVIEW_CRITERIA.map((c) => [c, 2])), show_up: undefined };
      const written = await review(client, date.id, businessForm);
      expect(written.status, JSON.stringify(written.body)).toBe(201);
      api.clock.set(new Date(end + 8 * DAY));
      const reviewId = await reviewIdOf(date.id, client.id);
      const third = await user("client");
      expect(errorsOf(await report(form(REPORT_CATEGORY.date_review, reviewId), { token: third.token }))).toEqual([404, "exception.report.item_not_found@"]);
      expect(await reportOk(form(REPORT_CATEGORY.business_review, reviewId), { token: third.token })).toMatchObject({ category: 23, item_type: "business_reviews" });
      expect((await sendJson(api, "POST", `/api/v2/dating/dates/${date.id}/reviews/reply`, { text: "Danke" }, business.token)).status).toBe(200);
      expect(await reportOk(form(REPORT_CATEGORY.business_review_comment, reviewId), { token: client.token })).toMatchObject({ category: 24, item_type: "business_review_comments" });
      // the reply's words are for the sides, staff and those who unlocked the date's reviews (decision 030)
      expect(errorsOf(await report(form(REPORT_CATEGORY.business_review_comment, reviewId), { token: third.token }))).toEqual([404, "exception.report.item_not_found@"]);
      await makeStaff(api, third.id);
      await reportOk(form(REPORT_CATEGORY.business_review_comment, reviewId), { token: third.token });
    } finally {
      api.clock.set(new Date());
    }
  });
});
