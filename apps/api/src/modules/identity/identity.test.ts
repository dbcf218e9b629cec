import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_VISIBILITY } from "@samtrot/constants-catalogue";
import { CLIENT, bearer, signIn, tokenRequest } from "../../test/accounts-helpers.js";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { addToGallery, getJson, makeStaff, person, sendJson, testImage, uploadFile, type TPerson } from "../profiles/test-support/people.js";

// Identity and age over HTTP (issue 16 item 3; decision 044): the reviewed fake and webcam checks, forced checks, the
// fsk18 identity through the sandbox provider (signed results, 240-minute expiry, 5 attempts), and the closed user
// group for fsk18 media (verified adult + re-authentication in this sign-in), each decision audited.

let api: TTestApi;
let staff: TPerson;
let escort: TPerson;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  [staff, escort] = await Promise.all([person(api, { user_type: 1, gender: 1 }), person(api, { user_type: 2, gender: 2 })]);
  await makeStaff(api, staff.id);
}, 120_000);
afterAll(() => api?.close());

const client = () => person(api, { user_type: 1, gender: 1 });
const overview = async (who: TPerson) => (await getJson(api, "/api/v2/identity", who.token)).body.data;
const audit = async (userId: number) =>
  (await api.database.query<{ event: string; reason: string | null; subject_id: number | null }>(`select event, reason, subject_id from identity_audit where user_id = $1 order by id`, [userId])).map(
    (row) => ({ ...row, subject_id: row.subject_id === null ? null : Number(row.subject_id) }),
  );

/** Starts an attempt and lets the sandbox provider answer; returns the signed result the browser would bring back. */
async function providerResult(who: TPerson, outcome: "adult" | "rejected") {
  const started = await sendJson(api, "POST", "/api/v2/identity/fsk18", undefined, who.token);
  expect(started.status).toBe(201);
  const start = new URL(started.body.data.redirect_url);
  expect(start.pathname).toBe("/dev/age-verification");
  const page = await fetch(start);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Adult verified");
  const decided = await fetch(`${api.url}/dev/age-verification/decide`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ref: start.searchParams.get("ref")!, callback: start.searchParams.get("callback")!, outcome }).toString(),
    redirect: "manual",
  });
  expect(decided.status).toBe(303);
  const back = new URL(decided.headers.get("location")!);
  expect(back.pathname).toBe("/user/age_check_verification");
  return { check: started.body.data.check, result: Object.fromEntries(["ref", "outcome", "issued_at", "signature"].map((key) => [key, back.searchParams.get(key)!])) };
}

const sendResult = (who: TPerson, result: Record<string, string>) => sendJson(api, "POST", "/api/v2/identity/fsk18/result", result, who.token);

describe("fake and webcam checks", () => {
  it("a selfie waits for a team user; only team users see the queue and the image and decide; verified gives the badge", async () => {
    const user = await client();
    const stranger = await client();
    const mediaId = await uploadFile(api, user.token, await testImage(), "identity_check");
    // Someone else's upload is refused and changes nothing.
    const foreign = await sendJson(api, "POST", "/api/v2/identity/checks", { kind: "fake_check", media_id: mediaId }, stranger.token);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0]).toMatchObject({ title: "validation.identity.media_invalid", source: "media_id" });
    const bad = await sendJson(api, "POST", "/api/v2/identity/checks", { kind: "passport", media_id: mediaId }, user.token);
    expect(bad.status).toBe(422);

    const sent = await sendJson(api, "POST", "/api/v2/identity/checks", { kind: "fake_check", media_id: mediaId }, user.token);
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({ kind: "fake_check", status: "pending", decided_at: null });
    const twice = await sendJson(api, "POST", "/api/v2/identity/checks", { kind: "fake_check", media_id: mediaId }, user.token);
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0].title).toBe("exception.identity.already_pending");

    // Not team: no queue, no image, no decision.
    expect((await getJson(api, "/api/v2/identity-review", user.token)).status).toBe(403);
    expect((await fetch(`${api.url}/api/v2/identity-review/${sent.body.data.id}/image`, { headers: bearer(escort.token) })).status).toBe(403);
    expect((await sendJson(api, "PUT", `/api/v2/identity-review/${sent.body.data.id}`, { status: "verified" }, user.token)).status).toBe(403);
    expect((await getJson(api, "/api/v2/identity-review")).status).toBe(401);
    expect((await overview(user)).fake_check.status).toBe("pending");

    const queue = await getJson(api, "/api/v2/identity-review?kind=fake_check", staff.token);
    expect(queue.status).toBe(200);
    const item = queue.body.data.items.find((entry: { id: number }) => entry.id === sent.body.data.id);
    expect(item).toMatchObject({ kind: "fake_check", user_id: user.id, username: user.username });
    const image = await fetch(`${api.url}${item.image_url}`, { headers: bearer(staff.token) });
    expect(image.status).toBe(200);
    expect(image.headers.get("cache-control")).toBe("private, no-store");

    expect((await getJson(api, `/api/v2/profiles/${user.username}`, stranger.token)).body.data.is_verified).toBe(false);
    const verified = await sendJson(api, "PUT", `/api/v2/identity-review/${sent.body.data.id}`, { status: "verified" }, staff.token);
    expect(verified.status).toBe(200);
    expect(verified.body.data.status).toBe("verified");
    expect((await getJson(api, `/api/v2/profiles/${user.username}`, stranger.token)).body.data.is_verified).toBe(true);
    const again = await sendJson(api, "PUT", `/api/v2/identity-review/${sent.body.data.id}`, { status: "rejected" }, staff.token);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].title).toBe("exception.identity.not_pending");
    expect((await getJson(api, "/api/v2/identity-review?kind=fake_check", staff.token)).body.data.items.some((entry: { id: number }) => entry.id === sent.body.data.id)).toBe(false);
    expect((await audit(user.id)).map((row) => row.event)).toEqual(["check_submitted", "check_verified"]);
    // The team reads the same record.
    expect((await getJson(api, `/api/v2/identity-review/users/${user.id}/audit`, staff.token)).body.data.items.map((row: { event: string }) => row.event)).toEqual([
      "check_verified",
      "check_submitted",
    ]);
    expect((await getJson(api, `/api/v2/identity-review/users/${user.id}/audit`, user.token)).status).toBe(403);
  });

  it("takes a camera frame below 50 KB for an identity check; gallery photos keep the floor", async () => {
    const sharp = (await import("sharp")).default;
    const frame = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0a8a0a" } }).png().toBuffer();
    expect(frame.length).toBeLessThan(50 * 1024);
    const user = await client();
    await expect(uploadFile(api, user.token, frame, "gallery")).rejects.toThrow();
    const mediaId = await uploadFile(api, user.token, frame, "identity_check");
    expect((await sendJson(api, "POST", "/api/v2/identity/checks", { kind: "webcam", media_id: mediaId }, user.token)).status).toBe(201);
  });

  it("a forced check leads the user to the verification page until a team user verifies a check; rejected may be sent again", async () => {
    const user = await client();
    expect((await sendJson(api, "PUT", `/api/v2/identity-review/users/${user.id}/forced`, { forced: true }, escort.token)).status).toBe(403);
    expect((await sendJson(api, "PUT", `/api/v2/identity-review/users/${user.id}/forced`, { forced: true }, staff.token)).body.data).toEqual({ user_id: user.id, forced: true });
    expect((await getJson(api, "/api/v2/user/info", user.token)).body.data.forced_fake_check).toBe(true);
    expect((await overview(user)).forced).toBe(true);

    const webcam = async () => {
      const mediaId = await uploadFile(api, user.token, await testImage(), "identity_check", "image/png");
      return sendJson(api, "POST", "/api/v2/identity/checks", { kind: "webcam", media_id: mediaId }, user.token);
    };
    const first = await webcam();
    expect((await sendJson(api, "PUT", `/api/v2/identity-review/${first.body.data.id}`, { status: "rejected" }, staff.token)).body.data.status).toBe("rejected");
    expect((await overview(user)).forced).toBe(true);
    const second = await webcam();
    expect(second.status).toBe(201);
    await sendJson(api, "PUT", `/api/v2/identity-review/${second.body.data.id}`, { status: "verified" }, staff.token);
    expect((await getJson(api, "/api/v2/user/info", user.token)).body.data.forced_fake_check).toBe(false);
    // A webcam check is no "100 % real" badge.
    expect((await getJson(api, `/api/v2/profiles/${user.username}`, staff.token)).body.data.is_verified).toBe(false);
    expect((await audit(user.id)).map((row) => row.event)).toEqual(["forced_set", "check_submitted", "check_rejected", "check_submitted", "check_verified", "forced_cleared"]);
  });
});

describe("fsk18 identity through the provider", () => {
  it("a signed 'adult' result verifies; forged and expired results are refused and change nothing", async () => {
    const user = await client();
    const { check, result } = await providerResult(user, "adult");
    expect(check).toMatchObject({ kind: "fsk18_identity", status: "pending" });
    expect(new Date(check.expires_at).getTime() - new Date(check.created_at).getTime()).toBe(240 * 60_000);

    const forgedOutcome = await sendResult(user, { ...result, outcome: result.outcome === "adult" ? "rejected" : "adult" });
    expect(forgedOutcome.status).toBe(403);
    expect(forgedOutcome.body.errors[0].title).toBe("exception.identity.result_forged");
    const forgedSignature = await sendResult(user, { ...result, signature: "0".repeat(64) });
    expect(forgedSignature.status).toBe(403);
    const otherUser = await client();
    expect((await sendResult(otherUser, result)).status).toBe(404);
    expect((await overview(user)).fsk18_identity.status).toBe("pending");

    // Older than 10 minutes since the provider signed it.
    api.clock.advance(11 * 60_000);
    try {
      const late = await sendResult(user, result);
      expect(late.status).toBe(410);
      expect(late.body.errors[0].title).toBe("exception.identity.result_expired");
    } finally {
      api.clock.advance(-11 * 60_000);
    }
    expect((await overview(user)).adult_verified).toBe(false);

    const ok = await sendResult(user, result);
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe("verified");
    expect(await overview(user)).toMatchObject({ adult_verified: true, closed_user_group: false, fsk18_attempts: { used: 1, max: 5 } });
    expect((await sendResult(user, result)).status).toBe(409);
    const events = (await audit(user.id)).map((row) => `${row.event}:${row.reason}`);
    expect(events).toEqual(["check_started:sandbox", "check_refused:result_forged", "check_refused:result_forged", "check_refused:result_expired", "check_verified:provider"]);
    expect((await sendJson(api, "POST", "/api/v2/identity/fsk18", undefined, user.token)).body.errors[0].title).toBe("exception.identity.already_verified");
  });

  it("a pending attempt lapses after 240 minutes; at most 5 attempts, then refused with its message", async () => {
    const user = await client();
    const { result } = await providerResult(user, "rejected");
    expect((await sendResult(user, result)).body.data.status).toBe("rejected");

    // The second attempt stays pending past 240 minutes: it lapses, and a result for it comes too late.
    const second = await sendJson(api, "POST", "/api/v2/identity/fsk18", undefined, user.token);
    const ref = new URL(second.body.data.redirect_url).searchParams.get("ref")!;
    api.clock.advance(239 * 60_000);
    try {
      expect((await overview(user)).fsk18_identity.status).toBe("pending");
      api.clock.advance(2 * 60_000);
      const lapsedView = await overview(user);
      expect(lapsedView.fsk18_identity).toMatchObject({ id: second.body.data.check.id, status: "rejected", expires_at: null });
      const decided = await fetch(`${api.url}/dev/age-verification/decide`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ref, callback: "http://localhost:3000/user/age_check_verification", outcome: "adult" }).toString(),
        redirect: "manual",
      });
      const back = new URL(decided.headers.get("location")!);
      const late = await sendResult(user, Object.fromEntries(["ref", "outcome", "issued_at", "signature"].map((key) => [key, back.searchParams.get(key)!])));
      expect(late.status).toBe(409);
    } finally {
      api.clock.advance(-241 * 60_000);
    }
    expect((await audit(user.id)).some((row) => row.event === "check_expired" && row.reason === "pending_240_minutes")).toBe(true);

    // Attempts 3, 4, 5 (each start counts; a new start replaces a pending one), then the sixth is refused.
    for (let attempt = 3; attempt <= 5; attempt += 1) expect((await sendJson(api, "POST", "/api/v2/identity/fsk18", undefined, user.token)).status).toBe(201);
    const refused = await sendJson(api, "POST", "/api/v2/identity/fsk18", undefined, user.token);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0].title).toBe("exception.identity.attempts_exhausted");
    expect((await overview(user)).fsk18_attempts).toEqual({ used: 5, max: 5 });
  });

  it("a result for a pending attempt that lapsed in the meantime is refused as expired", async () => {
    const user = await client();
    const started = await sendJson(api, "POST", "/api/v2/identity/fsk18", undefined, user.token);
    const ref = new URL(started.body.data.redirect_url).searchParams.get("ref")!;
    api.clock.advance(241 * 60_000);
    try {
      // Nothing read the attempt since: the result itself finds it lapsed.
      const decided = await fetch(`${api.url}/dev/age-verification/decide`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ref, callback: "http://localhost:3000/user/age_check_verification", outcome: "adult" }).toString(),
        redirect: "manual",
      });
      const back = new URL(decided.headers.get("location")!);
      const late = await sendResult(user, Object.fromEntries(["ref", "outcome", "issued_at", "signature"].map((key) => [key, back.searchParams.get(key)!])));
      expect(late.status).toBe(410);
      expect(late.body.errors[0].title).toBe("exception.identity.check_expired");
      expect((await overview(user)).adult_verified).toBe(false);
    } finally {
      api.clock.advance(-241 * 60_000);
    }
  });

  it("the sandbox sends results only back to our web origins", async () => {
    const page = await fetch(`${api.url}/dev/age-verification?ref=abcdefghij&callback=${encodeURIComponent("https://evil.example/steal")}`);
    expect(page.status).toBe(400);
  });
});

describe("closed user group for fsk18 media", () => {
  it("serves fsk18 media only to a verified adult who re-authenticated in this sign-in, and audits each decision", async () => {
    const adult = await addToGallery(api, escort.token, MEDIA_VISIBILITY.fsk18);
    const mediaId = Number(/\/media\/(\d+)\//.exec(adult.urls.thumb)![1]);
    const user = await client();
    const fetchAs = async (token: string) => {
      const response = await fetch(`${api.url}${adult.urls.thumb}`, { headers: bearer(token) });
      return { status: response.status, title: response.status === 200 ? null : ((await response.json()) as { errors: { title: string }[] }).errors[0]!.title };
    };
    // Unverified: refused.
    expect(await fetchAs(user.token)).toEqual({ status: 403, title: "exception.media.age_check_required" });
    // Re-authenticating alone opens nothing.
    expect((await sendJson(api, "POST", "/api/v2/identity/reauth", { password: user.password }, user.token)).body.data.closed_user_group).toBe(false);
    expect((await fetchAs(user.token)).status).toBe(403);

    // Verified through the provider, in a new sign-in (no re-authentication yet): refused with the reason.
    const { result } = await providerResult(user, "adult");
    await sendResult(user, result);
    const session = await signIn(api, user.username, user.password);
    const token = session.body.access_token as string;
    expect(await fetchAs(token)).toEqual({ status: 403, title: "exception.media.reauth_required" });
    const profile = await getJson(api, `/api/v2/profiles/${escort.username}`, token);
    expect(profile.body.data.media.some((m: { locked?: string; urls: unknown }) => m.locked === "reauth" && m.urls === null)).toBe(true);

    // A wrong password is refused and changes nothing.
    const wrong = await sendJson(api, "POST", "/api/v2/identity/reauth", { password: "not-the-password-1" }, token);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toMatchObject({ title: "validation.identity.password_wrong", source: "password" });
    expect((await fetchAs(token)).status).toBe(403);

    const reauth = await sendJson(api, "POST", "/api/v2/identity/reauth", { password: user.password }, token);
    expect(reauth.status).toBe(200);
    expect(reauth.body.data.closed_user_group).toBe(true);
    expect(await fetchAs(token)).toEqual({ status: 200, title: null });
    expect((await overview({ ...user, token })).closed_user_group).toBe(true);

    // The re-authentication belongs to that sign-in: it survives a refresh, not a new sign-in, and lapses after 60 minutes.
    const refreshed = await tokenRequest(api, { grant_type: "refresh_token", ...CLIENT, refresh_token: session.body.refresh_token });
    expect((await fetchAs(refreshed.body.access_token)).status).toBe(200);
    const other = await signIn(api, user.username, user.password);
    expect((await fetchAs(other.body.access_token)).title).toBe("exception.media.reauth_required");
    api.clock.advance(61 * 60_000);
    try {
      expect((await fetchAs(refreshed.body.access_token)).title).toBe("exception.media.reauth_required");
    } finally {
      api.clock.advance(-61 * 60_000);
    }

    const access = (await audit(user.id)).filter((row) => row.event.startsWith("access_") && row.subject_id === mediaId);
    expect(access.map((row) => `${row.event}:${row.reason}`)).toEqual([
      "access_refused:age_check",
      "access_refused:age_check",
      "access_refused:reauth",
      "access_refused:reauth",
      "access_served:closed_user_group",
      "access_served:closed_user_group",
      "access_refused:reauth",
      "access_refused:reauth",
    ]);
    // The owner and the team are no decisions of the group.
    expect((await fetch(`${api.url}${adult.urls.thumb}`, { headers: bearer(escort.token) })).status).toBe(200);
    expect((await audit(escort.id)).filter((row) => row.event.startsWith("access_"))).toEqual([]);
  });

  it("locks re-authentication after 5 wrong passwords in 15 minutes", async () => {
    const user = await client();
    for (let i = 0; i < 5; i += 1) expect((await sendJson(api, "POST", "/api/v2/identity/reauth", { password: `wrong-${i}-password` }, user.token)).status).toBe(422);
    const locked = await sendJson(api, "POST", "/api/v2/identity/reauth", { password: user.password }, user.token);
    expect(locked.status).toBe(429);
    expect(locked.body.errors[0].title).toBe("exception.identity.reauth_locked");
  });
});
