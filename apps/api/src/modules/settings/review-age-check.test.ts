import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGE_CHECK_STATUS, MEDIA_VISIBILITY } from "@samtrot/constants-catalogue";
import { bearer } from "../../test/accounts-helpers.js";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { addToGallery, getJson, makeStaff, person, sendJson, testImage, uploadFile, type TPerson } from "../profiles/test-support/people.js";

// The age check from upload to decision (spec 001 §4): pending → rejected → uploaded again → accepted, and what
// an accepted check opens (fsk18 media, spec 001 §3). Only team and backend users review.

let api: TTestApi;
let user: TPerson;
let staff: TPerson;
let escort: TPerson;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  [user, staff, escort] = await Promise.all([person(api, { user_type: 1, gender: 1 }), person(api, { user_type: 1, gender: 1 }), person(api, { user_type: 2, gender: 2 })]);
  await makeStaff(api, staff.id);
}, 120_000);
afterAll(() => api?.close());

const status = async () => (await getJson(api, "/api/v2/settings/age_check_verification", user.token)).body.data.values;
const submit = async () => {
  const mediaId = await uploadFile(api, user.token, await testImage(), "age_check");
  return sendJson(api, "PUT", "/api/v2/settings/age_check_verification", { media_id: mediaId }, user.token);
};

describe("age check review", () => {
  it("goes pending → rejected → pending → accepted; only staff see the queue and the document and decide", async () => {
    expect((await submit()).status).toBe(200);
    expect(await status()).toMatchObject({ status: AGE_CHECK_STATUS.pending, status_name: "pending", can_upload: false });

    // Not staff: no queue, no document, no decision.
    expect((await getJson(api, "/api/v2/age-check-review", user.token)).status).toBe(403);
    expect((await fetch(`${api.url}/api/v2/age-check-review/${user.id}/document`, { headers: bearer(user.token) })).status).toBe(403);
    const forged = await sendJson(api, "PUT", `/api/v2/age-check-review/${user.id}`, { status: AGE_CHECK_STATUS.accepted }, escort.token);
    expect(forged.status).toBe(403);
    expect(await status()).toMatchObject({ status_name: "pending" });

    const queue = await getJson(api, "/api/v2/age-check-review", staff.token);
    expect(queue.status).toBe(200);
    const item = queue.body.data.items.find((entry: { user_id: number }) => entry.user_id === user.id);
    expect(item).toMatchObject({ username: user.username, document_url: `/api/v2/age-check-review/${user.id}/document` });
    const document = await fetch(`${api.url}${item.document_url}`, { headers: bearer(staff.token) });
    expect(document.status).toBe(200);
    expect(document.headers.get("content-type")).toMatch(/^image\//);
    expect(document.headers.get("cache-control")).toBe("private, no-store");

    // A status that is no decision is refused and changes nothing.
    const invalid = await sendJson(api, "PUT", `/api/v2/age-check-review/${user.id}`, { status: AGE_CHECK_STATUS.pending }, staff.token);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors[0].title).toMatch(/^validation\./);
    expect(await status()).toMatchObject({ status_name: "pending" });

    const rejected = await sendJson(api, "PUT", `/api/v2/age-check-review/${user.id}`, { status: AGE_CHECK_STATUS.rejected }, staff.token);
    expect(rejected.body.data).toEqual({ user_id: user.id, status: AGE_CHECK_STATUS.rejected, status_name: "rejected" });
    expect(await status()).toMatchObject({ status_name: "rejected", can_upload: true });
    const again = await sendJson(api, "PUT", `/api/v2/age-check-review/${user.id}`, { status: AGE_CHECK_STATUS.accepted }, staff.token);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].title).toBe("exception.age_check.not_pending");

    // After a rejection a new document may be sent; then it is accepted.
    expect((await submit()).status).toBe(200);
    expect(await status()).toMatchObject({ status_name: "pending" });
    const accepted = await sendJson(api, "PUT", `/api/v2/age-check-review/${user.id}`, { status: AGE_CHECK_STATUS.accepted }, staff.token);
    expect(accepted.status).toBe(200);
    expect(await status()).toMatchObject({ status: AGE_CHECK_STATUS.accepted, status_name: "accepted", can_upload: false });
    expect((await getJson(api, "/api/v2/age-check-review", staff.token)).body.data.items.some((entry: { user_id: number }) => entry.user_id === user.id)).toBe(false);
    // An accepted user is past the upload.
    const closed = await sendJson(api, "PUT", "/api/v2/settings/age_check_verification", { media_id: 1 }, user.token);
    expect(closed.status).toBe(409);
  });

  it("an accepted age check opens fsk18 media, after the password is entered again", async () => {
    const adult = await addToGallery(api, escort.token, MEDIA_VISIBILITY.fsk18);
    const viewer = await person(api, { user_type: 1, gender: 1 });
    const fetchAs = (token: string) => fetch(`${api.url}${adult.urls.thumb}`, { headers: bearer(token) });
    expect((await fetchAs(viewer.token)).status).toBe(403);
    const mediaId = await uploadFile(api, viewer.token, await testImage(), "age_check");
    await sendJson(api, "PUT", "/api/v2/settings/age_check_verification", { media_id: mediaId }, viewer.token);
    expect((await fetchAs(viewer.token)).status).toBe(403);
    await sendJson(api, "PUT", `/api/v2/age-check-review/${viewer.id}`, { status: AGE_CHECK_STATUS.accepted }, staff.token);
    // A verified adult still enters the password again in this sign-in (closed user group, decision 044).
    const before = await fetchAs(viewer.token);
    expect(before.status).toBe(403);
    expect((await before.json()).errors[0].title).toBe("exception.media.reauth_required");
    expect((await sendJson(api, "POST", "/api/v2/identity/reauth", { password: viewer.password }, viewer.token)).status).toBe(200);
    expect((await fetchAs(viewer.token)).status).toBe(200);
  });
});
