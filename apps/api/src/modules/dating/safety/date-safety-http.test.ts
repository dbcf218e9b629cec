import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_WARNING_CATEGORY_NAMES, ZClientWarnings, ZDateDetail, ZDateSafety, type TDate, type TDateSafety } from "@samtrot/api-client/contracts";
import { CLIENT_WARNING_CATEGORIES } from "@samtrot/dating";
import { startTestApi, type TTestApi } from "../../../test/start-test-api.js";
import { acceptAgeCheck, getJson, person, sendJson, type TPerson } from "../../profiles/test-support/people.js";

// Date safety over HTTP on a real api and database (PGlite; the Postgres server with DATABASE_URL): the timed
// check-in and its alert (the real job runner, drained by hand; time is the api's injected clock, moved by the test),
// and the private warnings about clients with who may and may not see them.

let api: TTestApi;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" }, jobs: "manual" });
}, 120_000);
afterAll(() => api?.close());

const user = (kind: "client" | "escort") => person(api, kind === "client" ? { user_type: 1, gender: 1 } : { user_type: 2, gender: 2 });
const at = (ms: number) => new Date(ms).toISOString();
const errorOf = (res: { status: number; body: any }) => [res.status, res.body.errors?.[0]?.title, res.body.errors?.[0]?.source ?? null];
let contacts = 0;
const newContact = () => ({ contact_name: "Lena", contact_email: `lena-${Date.now().toString(36)}-${(contacts += 1)}@example.test` });

/** A date the escort accepted, starting 3 hours after the api clock's now, 60 minutes long. */
async function acceptedDate(client: TPerson, escort: TPerson, body: Record<string, unknown> = {}) {
  const start = api.clock.now().getTime() + 3 * HOUR;
  const sent = await sendJson(
    api,
    "POST",
    "/api/v2/dating/dates",
    { receiver_id: escort.id, start_at: at(start), duration_minutes: 60, place_kind: "outcall", place_note: "Hotel Adlon, Zimmer 12", ...body },
    client.token,
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const date: TDate = ZDateDetail.parse(sent.body.data).date;
  expect((await sendJson(api, "POST", `/api/v2/dating/dates/${date.id}/accept`, {}, escort.token)).status).toBe(200);
  return { date, start, end: start + HOUR };
}

const safety = async (who: TPerson, dateId: number): Promise<TDateSafety> => {
  const res = await getJson(api, `/api/v2/dating/dates/${dateId}/safety`, who.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZDateSafety.parse(res.body.data);
};
const setCheckIn = (who: TPerson, dateId: number, body: Record<string, unknown>) => sendJson(api, "PUT", `/api/v2/dating/dates/${dateId}/check-in`, body, who.token);
const confirm = (who: TPerson, dateId: number) => sendJson(api, "POST", `/api/v2/dating/dates/${dateId}/check-in/confirm`, {}, who.token);
const cancel = (who: TPerson, dateId: number) => sendJson(api, "DELETE", `/api/v2/dating/dates/${dateId}/check-in`, undefined, who.token);

/** One run of the alert job as its minute schedule would make it (the real runner, drained by hand). */
async function runSafetyJob() {
  await api.database.query(`update job_schedules set next_run_at = now() where name = 'dating.safety_check'`);
  await api.jobs!.drain();
}
const mailsTo = (email: string) =>
  api.database.query<{ subject: string; text_body: string; html_body: string; status: string; kind: string; links: string[] }>(
    `select subject, text_body, html_body, status, kind, links from mail_outbox where to_address = $1 order by id`,
    [email],
  );
const notificationsOf = async (userId: number) =>
  (await api.database.query<{ kind: string; link: string }>(`select kind, link from notifications where user_id = $1 and kind like 'date_check_in%' order by id`, [userId])).map(
    (n) => `${n.kind} ${n.link}`,
  );

describe("the timed safety check-in", () => {
  it("not checked in by her time: her contact gets one e-mail with the date's details, she a reminder and a notification", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const { date, start, end } = await acceptedDate(client, escort);
    const contact = newContact();

    const before = await safety(escort, date.id);
    expect(before).toMatchObject({ check_in: null, can_set_check_in: true, saved_contact: null, my_warning: null, can_warn: false, client_warnings: null });
    expect(before.window).toEqual({ earliest: at(start), latest: at(end + 12 * HOUR), proposed: at(end + HOUR) });

    const set = await setCheckIn(escort, date.id, { due_at: at(end + 30 * MINUTE), ...contact });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(ZDateSafety.parse(set.body.data).check_in).toMatchObject({ state: "scheduled", due_at: at(end + 30 * MINUTE), actions: ["set", "check_in", "cancel"] });
    // she moves it later; the saved contact is proposed from now on
    const moved = ZDateSafety.parse((await setCheckIn(escort, date.id, { due_at: at(end + HOUR), ...contact })).body.data);
    expect(moved.check_in?.due_at).toBe(at(end + HOUR));
    expect(moved.saved_contact).toEqual({ name: contact.contact_name, email: contact.contact_email });

    // an hour before: nothing; 10 minutes before: the reminder, nothing to the contact
    api.clock.set(new Date(end));
    await runSafetyJob();
    expect(await notificationsOf(escort.id)).toEqual([]);
    api.clock.set(new Date(end + 50 * MINUTE));
    await runSafetyJob();
    expect(await notificationsOf(escort.id)).toEqual([`date_check_in_reminder /my_date/${date.id}`]);
    expect(await mailsTo(contact.contact_email)).toEqual([]);

    // a minute before her time: still nothing; at her time (api clock): the alert, once however often the job runs
    api.clock.set(new Date(end + HOUR - MINUTE));
    await runSafetyJob();
    expect(await mailsTo(contact.contact_email)).toEqual([]);
    api.clock.set(new Date(end + HOUR));
    await runSafetyJob();
    await runSafetyJob();
    const mails = await mailsTo(contact.contact_email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "date_safety_alert", status: "kept" });
    expect(mails[0]!.subject).toContain(escort.username);
    for (const part of [`Hallo ${contact.contact_name}`, client.username, `/p/${client.username}`, escort.username, "60 Minuten", "Hotel Adlon, Zimmer 12", "beim Kunden (Outcall)"]) {
      expect(mails[0]!.text_body).toContain(part);
    }
    expect(mails[0]!.links).toEqual([`http://127.0.0.1:3000/p/${client.username}`]);
    expect(await notificationsOf(escort.id)).toEqual([`date_check_in_reminder /my_date/${date.id}`, `date_check_in_alerted /my_date/${date.id}`]);
    const alerted = await safety(escort, date.id);
    expect(alerted.check_in).toMatchObject({ state: "alerted", actions: ["check_in"] });
    expect(errorOf(await setCheckIn(escort, date.id, { due_at: at(end + 2 * HOUR), ...contact }))).toEqual([409, "exception.dating.check_in_closed", null]);

    // she says she is safe afterwards: recorded, nothing sent again
    expect((await confirm(escort, date.id)).status).toBe(200);
    await runSafetyJob();
    expect(await mailsTo(contact.contact_email)).toHaveLength(1);
    expect((await safety(escort, date.id)).check_in).toMatchObject({ state: "checked_in", actions: [] });
  });

  it("checked in in time: no e-mail, ever; a cancelled check-in sends nothing either", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const first = await acceptedDate(client, escort);
    const contact = newContact();
    expect((await setCheckIn(escort, first.date.id, { due_at: at(first.end + HOUR), ...contact })).status).toBe(200);
    api.clock.set(new Date(first.end + 10 * MINUTE));
    const checked = await confirm(escort, first.date.id);
    expect(checked.status).toBe(200);
    expect(ZDateSafety.parse(checked.body.data).check_in).toMatchObject({ state: "checked_in", actions: [] });
    expect(errorOf(await confirm(escort, first.date.id))).toEqual([409, "exception.dating.check_in_closed", null]);
    expect(errorOf(await cancel(escort, first.date.id))).toEqual([409, "exception.dating.check_in_closed", null]);

    const second = await acceptedDate(client, escort);
    expect(errorOf(await cancel(escort, second.date.id))).toEqual([409, "exception.dating.check_in_not_set", null]);
    expect(errorOf(await confirm(escort, second.date.id))).toEqual([409, "exception.dating.check_in_not_set", null]);
    expect((await setCheckIn(escort, second.date.id, { due_at: at(second.end + HOUR), ...contact })).status).toBe(200);
    const cancelled = await cancel(escort, second.date.id);
    expect(ZDateSafety.parse(cancelled.body.data).check_in).toMatchObject({ state: "cancelled", cancel_reason: "escort", actions: ["set"] });

    api.clock.set(new Date(second.end + 13 * HOUR));
    await runSafetyJob();
    expect(await mailsTo(contact.contact_email)).toEqual([]);
    expect(await notificationsOf(escort.id)).toEqual([]);
  });

  it("a cancelled, rejected or moved date ends the check-in; nothing is sent", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const contact = newContact();
    const cancelledDate = await acceptedDate(client, escort);
    const moved = await acceptedDate(client, escort);
    for (const d of [cancelledDate, moved]) expect((await setCheckIn(escort, d.date.id, { due_at: at(d.end + HOUR), ...contact })).status).toBe(200);
    expect((await sendJson(api, "POST", `/api/v2/dating/dates/${cancelledDate.date.id}/cancel`, {}, client.token)).status).toBe(200);
    expect((await sendJson(api, "POST", `/api/v2/dating/dates/${moved.date.id}/reschedule`, { start_at: at(moved.start + 2 * HOUR) }, client.token)).status).toBe(200);
    for (const d of [cancelledDate, moved]) expect((await safety(escort, d.date.id)).check_in).toMatchObject({ state: "cancelled", cancel_reason: "date" });
    expect(errorOf(await setCheckIn(escort, cancelledDate.date.id, { due_at: at(cancelledDate.end + HOUR), ...contact }))).toEqual([
      409,
      "exception.dating.check_in_date_not_accepted",
      null,
    ]);
    api.clock.set(new Date(moved.end + 4 * HOUR));
    await runSafetyJob();
    expect(await mailsTo(contact.contact_email)).toEqual([]);
  });

  it("refuses a time outside the bounds, a bad contact, the client side and a third person, and changes nothing", async () => {
    const client = await user("client");
    const escort = await user("escort");
    const stranger = await user("escort");
    const { date, start, end } = await acceptedDate(client, escort);
    const contact = newContact();
    expect(errorOf(await setCheckIn(escort, date.id, { due_at: at(start), ...contact }))).toEqual([422, "validation.dating.check_in_before_start", "due_at"]);
    expect(errorOf(await setCheckIn(escort, date.id, { due_at: at(end + 12 * HOUR + MINUTE), ...contact }))).toEqual([422, "validation.dating.check_in_after_latest", "due_at"]);
    expect(errorOf(await setCheckIn(escort, date.id, { due_at: "morgen", ...contact }))).toEqual([422, "validation.dating.invalid_check_in_time", "due_at"]);
    expect(errorOf(await setCheckIn(escort, date.id, { due_at: at(end + HOUR), ...contact, contact_email: "lena@" }))).toEqual([422, "validation.dating.contact_email_invalid", "contact_email"]);
    expect(errorOf(await setCheckIn(escort, date.id, { due_at: at(end + HOUR), ...contact, contact_name: "  " }))).toEqual([422, "validation.dating.contact_name_required", "contact_name"]);
    expect(errorOf(await setCheckIn(client, date.id, { due_at: at(end + HOUR), ...contact }))).toEqual([403, "exception.dating.safety_receiver_only", null]);
    expect(errorOf(await getJson(api, `/api/v2/dating/dates/${date.id}/safety`, client.token))).toEqual([403, "exception.dating.safety_receiver_only", null]);
    expect(errorOf(await setCheckIn(stranger, date.id, { due_at: at(end + HOUR), ...contact }))).toEqual([404, "exception.dating.date_not_found", null]);
    expect(errorOf(await confirm(stranger, date.id))).toEqual([404, "exception.dating.date_not_found", null]);
    expect((await sendJson(api, "PUT", `/api/v2/dating/dates/${date.id}/check-in`, { due_at: at(end + HOUR), ...contact })).status).toBe(401);
    expect((await safety(escort, date.id)).check_in).toBeNull();
    // during the date a time already passed is refused; one still ahead is fine
    api.clock.set(new Date(start + 30 * MINUTE));
    expect(errorOf(await setCheckIn(escort, date.id, { due_at: at(start + 20 * MINUTE), ...contact }))).toEqual([422, "validation.dating.check_in_in_past", "due_at"]);
    expect((await setCheckIn(escort, date.id, { due_at: at(start + 40 * MINUTE), ...contact, remember_contact: false })).status).toBe(200);
    expect((await safety(escort, date.id)).saved_contact).toBeNull();
    // 12 hours after the end no check-in can be set any more
    api.clock.set(new Date(end + 12 * HOUR));
    const late = await acceptedDate(client, escort);
    api.clock.set(new Date(late.end + 12 * HOUR));
    expect(errorOf(await setCheckIn(escort, late.date.id, { due_at: at(late.end + 12 * HOUR + MINUTE), ...contact }))).toEqual([409, "exception.dating.check_in_too_late", null]);
  });

  it("keeps her emergency contact in her settings: saved, proposed, changed and forgotten", async () => {
    const escort = await user("escort");
    expect((await getJson(api, "/api/v2/dating/emergency-contact", escort.token)).body.data).toBeNull();
    expect(errorOf(await sendJson(api, "PUT", "/api/v2/dating/emergency-contact", { name: "", email: "x@example.test" }, escort.token))).toEqual([422, "validation.dating.contact_name_required", "name"]);
    const saved = await sendJson(api, "PUT", "/api/v2/dating/emergency-contact", { name: " Mara ", email: "mara@example.test" }, escort.token);
    expect(saved.body.data).toEqual({ name: "Mara", email: "mara@example.test" });
    expect((await getJson(api, "/api/v2/dating/emergency-contact", escort.token)).body.data).toEqual({ name: "Mara", email: "mara@example.test" });
    expect((await sendJson(api, "DELETE", "/api/v2/dating/emergency-contact", undefined, escort.token)).body.data).toBeNull();
    expect((await getJson(api, "/api/v2/dating/emergency-contact", escort.token)).body.data).toBeNull();
  });
});

describe("private warnings about clients", () => {
  it("the escort warns after the date; only verified escorts see it, never the client, other clients, businesses or guests", async () => {
    expect([...CLIENT_WARNING_CATEGORY_NAMES]).toEqual([...CLIENT_WARNING_CATEGORIES]);
    const client = await user("client");
    const otherClient = await user("client");
    const escort = await user("escort");
    const verified = await user("escort");
    const unverified = await user("escort");
    await acceptAgeCheck(api, verified.id);
    const secret = `Wurde laut ${Date.now().toString(36)}`;
    const { date, end } = await acceptedDate(client, escort);
    const warn = (who: TPerson, body: Record<string, unknown>) => sendJson(api, "POST", `/api/v2/dating/dates/${date.id}/warning`, body, who.token);

    expect(errorOf(await warn(escort, { categories: ["aggressive"], text: secret }))).toEqual([409, "exception.dating.warning_date_not_over", null]);
    api.clock.set(new Date(end));
    expect(errorOf(await warn(escort, { categories: [], text: secret }))).toEqual([422, "validation.dating.warning_category_required", "categories"]);
    expect(errorOf(await warn(escort, { categories: ["rude"], text: secret }))).toEqual([422, "validation.dating.warning_category_invalid", "categories"]);
    expect(errorOf(await warn(escort, { categories: ["aggressive"], text: "x".repeat(501) }))).toEqual([422, "validation.dating.warning_text_too_long", "text"]);
    expect(errorOf(await warn(client, { categories: ["aggressive"], text: secret }))).toEqual([403, "exception.dating.safety_receiver_only", null]);
    expect(errorOf(await warn(otherClient, { categories: ["aggressive"], text: secret }))).toEqual([404, "exception.dating.date_not_found", null]);
    expect((await safety(escort, date.id)).my_warning).toBeNull();

    const filed = await warn(escort, { categories: ["aggressive", "pushed_boundaries", "aggressive"], text: `<b>${secret}</b><script>alert(1)</script> ` });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const view = ZDateSafety.parse(filed.body.data);
    expect(view.my_warning).toMatchObject({ categories: ["aggressive", "pushed_boundaries"], text: secret });
    expect(view.can_warn).toBe(false);
    expect(view.client_warnings).toBeNull(); // she is not verified herself
    expect(errorOf(await warn(escort, { categories: ["unsafe"], text: "" }))).toEqual([409, "exception.dating.warning_exists", null]);

    // a verified escort sees count, categories and text (no author)
    const seen = await getJson(api, `/api/v2/dating/client-warnings/${client.id}`, verified.token);
    expect(seen.status).toBe(200);
    const warnings = ZClientWarnings.parse(seen.body.data);
    expect(warnings).toMatchObject({ client_id: client.id, count: 1, categories: { aggressive: 1, pushed_boundaries: 1, no_show: 0 } });
    expect(warnings.items).toEqual([{ categories: ["aggressive", "pushed_boundaries"], text: secret, created_at: expect.any(String) }]);
    expect(JSON.stringify(seen.body)).not.toContain(escort.username);

    // and on a date request of that client, in the date's safety view
    const later = await acceptedDate(client, verified);
    expect((await safety(verified, later.date.id)).client_warnings).toMatchObject({ count: 1 });

    // nobody else: the client himself, another client, an unverified escort, a business, a guest
    const registered = await sendJson(api, "POST", "/api/v2/registration/business", {
      business_type: "1", username: `Haus-${Date.now().toString(36).slice(-5)}`, email: `haus-${Date.now().toString(36)}@example.test`, password: "Firmen-Passwort-1", accept_terms: true,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    await acceptAgeCheck(api, Number(registered.body.data.user.id));
    const business = { token: registered.body.data.access_token as string } as TPerson;
    for (const who of [client, otherClient, unverified, business]) {
      expect(errorOf(await getJson(api, `/api/v2/dating/client-warnings/${client.id}`, who.token))).toEqual([403, "exception.dating.warnings_verified_escorts_only", null]);
    }
    expect((await getJson(api, `/api/v2/dating/client-warnings/${client.id}`)).status).toBe(401);
    // the verified badge counts as verified too
    await api.database.query(`update users set is_verified = true where id = $1`, [unverified.id]);
    expect((await getJson(api, `/api/v2/dating/client-warnings/${client.id}`, unverified.token)).status).toBe(200);
    await api.database.query(`update users set is_verified = false where id = $1`, [unverified.id]);
    // no response the client gets carries it: his date detail, his date list, his own profile, the safety view
    for (const path of [`/api/v2/dating/dates/${date.id}`, `/api/v2/dating/dates?tab=all`, `/api/v2/profiles/${client.username}`, `/api/v2/dating/dates/${date.id}/safety`]) {
      const res = await getJson(api, path, client.token);
      expect(JSON.stringify(res.body), path).not.toContain(secret);
      expect(JSON.stringify(res.body), path).not.toContain("pushed_boundaries");
    }
    const profileForOther = await getJson(api, `/api/v2/profiles/${client.username}`, otherClient.token);
    expect(JSON.stringify(profileForOther.body)).not.toContain(secret);

    // withdrawn: gone for every reader
    expect(errorOf(await sendJson(api, "DELETE", `/api/v2/dating/dates/${date.id}/warning`, undefined, client.token))).toEqual([403, "exception.dating.safety_receiver_only", null]);
    const withdrawn = await sendJson(api, "DELETE", `/api/v2/dating/dates/${date.id}/warning`, undefined, escort.token);
    expect(withdrawn.status).toBe(200);
    expect(ZDateSafety.parse(withdrawn.body.data)).toMatchObject({ my_warning: null, can_warn: true });
    expect(ZClientWarnings.parse((await getJson(api, `/api/v2/dating/client-warnings/${client.id}`, verified.token)).body.data).count).toBe(0);
    expect(errorOf(await sendJson(api, "DELETE", `/api/v2/dating/dates/${date.id}/warning`, undefined, escort.token))).toEqual([404, "exception.dating.warning_not_found", null]);
  });
});
