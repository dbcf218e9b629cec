import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { MEDIA_VISIBILITY } from "@samtrot/constants-catalogue";
import { ZBundle, ZMyBundles, ZProfileBundles } from "@samtrot/api-client/contracts";
import { bearer } from "../../test/accounts-helpers.js";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { balancesOf, book } from "../ledger/book.js";
import { acceptAgeCheck, addToGallery, getJson, makeStaff, person, sendJson, type TPerson } from "../profiles/test-support/people.js";

// Bundles and paid unlocks over HTTP against the real api and database (issue 11, spec 001 §2, §3, §6): the owner's
// draft → pending → accepted | rejected, the shop's locked previews, buying with dollars through the ledger, and
// mediaAccess opening the media to buyers only.

let api: TTestApi;
let escort: TPerson;
let otherEscort: TPerson;
let buyer: TPerson;
let adultBuyer: TPerson;
let poorBuyer: TPerson;
let staff: TPerson;
let client: TPerson;
type TMedium = { id: number; urls: { thumb: string; medium: string; full: string } };
let pub: TMedium;
let priv: TMedium;
let fsk: TMedium;
let privForSale: TMedium;
let foreign: TMedium;
let grants = 0;

async function giveDollars(userId: number, amount: number): Promise<void> {
  await api.database.transaction((tx) =>
    book(tx, { idempotencyKey: `test-grant:${userId}:${++grants}`, type: "grant", currency: "dollar", amount, from: { system: "external" }, to: { userId } }),
  );
}
const dollars = async (userId: number) => (await balancesOf(api.database, userId)).dollar;
const entriesWithKey = async (key: string) =>
  Number((await api.database.query<{ n: number }>(`select count(*)::int as n from ledger_entries where idempotency_key = $1`, [key]))[0]!.n);
const status = async (path: string, token?: string) => (await fetch(api.url + path, { headers: token ? bearer(token) : {} })).status;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  [escort, otherEscort, buyer, adultBuyer, poorBuyer, staff, client] = await Promise.all([
    person(api, { user_type: 2, gender: 2 }),
    person(api, { user_type: 2, gender: 2 }),
    person(api, { user_type: 1, gender: 1 }),
    person(api, { user_type: 1, gender: 1 }),
    person(api, { user_type: 1, gender: 1 }),
    person(api, { user_type: 1, gender: 1 }),
    person(api, { user_type: 1, gender: 1 }),
  ]);
  await makeStaff(api, staff.id);
  await acceptAgeCheck(api, adultBuyer.id);
  pub = await addToGallery(api, escort.token, MEDIA_VISIBILITY.public);
  priv = await addToGallery(api, escort.token, MEDIA_VISIBILITY.private);
  fsk = await addToGallery(api, escort.token, MEDIA_VISIBILITY.fsk18);
  privForSale = await addToGallery(api, escort.token, MEDIA_VISIBILITY.private);
  foreign = await addToGallery(api, otherEscort.token, MEDIA_VISIBILITY.private);
  await giveDollars(buyer.id, 100);
  await giveDollars(adultBuyer.id, 100);
  await giveDollars(poorBuyer.id, 3);
}, 180_000);
afterAll(() => api?.close());

const create = (token: string, body: Record<string, unknown>) => sendJson(api, "POST", "/api/v2/bundles", body, token);
const valid = (more: Record<string, unknown> = {}) => ({ title: "Sommer am See", description: "Zwölf Bilder vom Ufer", price: 12, media_ids: [pub.id, priv.id], ...more });
const bundleCount = async () => Number((await api.database.query<{ n: number }>(`select count(*)::int as n from bundles`))[0]!.n);

/** A bundle of the escort taken to `accepted` through the api (owner submits, staff accepts). */
async function acceptedBundle(body: Record<string, unknown>): Promise<number> {
  const created = await create(escort.token, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id as number;
  expect((await sendJson(api, "POST", `/api/v2/bundles/${id}/submit`, undefined, escort.token)).status).toBe(200);
  const accepted = await sendJson(api, "POST", `/api/v2/bundles/${id}/review`, { decision: "accept" }, staff.token);
  expect(accepted.body.data.status).toBe("accepted");
  return id;
}

describe("the owner's bundles (spec 001 §3 draft → pending → accepted | rejected)", () => {
  let id: number;

  it("creates a draft from her own media; 18+ when one medium is fsk18", async () => {
    const created = await create(escort.token, valid());
    expect(created.status).toBe(201);
    const bundle = ZBundle.parse(created.body.data);
    expect(bundle).toMatchObject({ status: "draft", price: 12, is_fsk18: false, editable: true, cover_media_id: pub.id, purchases: 0 });
    expect(bundle.media.map((m) => m.id)).toEqual([pub.id, priv.id]);
    id = bundle.id;
    const adult = await create(escort.token, valid({ media_ids: [priv.id, fsk.id], cover_media_id: fsk.id }));
    expect(adult.body.data).toMatchObject({ is_fsk18: true, marked_fsk18: false, cover_media_id: fsk.id });
    const marked = await create(escort.token, valid({ media_ids: [priv.id], fsk18: true }));
    expect(marked.body.data).toMatchObject({ is_fsk18: true, marked_fsk18: true });
    const mine = ZMyBundles.parse((await getJson(api, "/api/v2/bundles", escort.token)).body.data);
    expect(mine.counts).toMatchObject({ all: 3, draft: 3, pending: 0 });
  });

  it("refuses clients, others' media, the profile photo, a foreign cover and bad fields — nothing stored", async () => {
    const before = await bundleCount();
    const byClient = await create(client.token, valid());
    expect(byClient.status).toBe(403);
    expect(byClient.body.errors[0].title).toBe("exception.bundles.sellers_only");
    const others = await create(escort.token, valid({ media_ids: [pub.id, foreign.id] }));
    expect(others.status).toBe(422);
    expect(others.body.errors[0]).toMatchObject({ title: "validation.bundles.media_invalid", source: "media_ids" });
    await sendJson(api, "POST", `/api/v2/gallery/${pub.id}/avatar`, undefined, otherEscort.token); // not hers: no effect
    const avatar = await addToGallery(api, escort.token, MEDIA_VISIBILITY.public);
    await sendJson(api, "POST", `/api/v2/gallery/${avatar.id}/avatar`, undefined, escort.token);
    expect((await create(escort.token, valid({ media_ids: [avatar.id] }))).body.errors[0].title).toBe("validation.bundles.media_invalid");
    expect((await create(escort.token, valid({ cover_media_id: fsk.id }))).body.errors[0]).toMatchObject({ title: "validation.bundles.cover_invalid", source: "cover_media_id" });
    for (const [body, title, source] of [
      [valid({ price: 0 }), "validation.bundles.price_range", "price"],
      [valid({ price: 501 }), "validation.bundles.price_range", "price"],
      [valid({ price: 9.5 }), "validation.bundles.price_range", "price"],
      [valid({ title: "ab" }), "validation.bundles.title_length", "title"],
      [valid({ media_ids: [] }), "validation.bundles.media_count", "media_ids"],
      [valid({ media_ids: [pub.id, pub.id] }), "validation.bundles.media_invalid", "media_ids"],
    ] as const) {
      const refused = await create(escort.token, body);
      expect(refused.status, title).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({ title, source });
    }
    expect(await bundleCount()).toBe(before);
  });

  it("edits a draft, refuses edits while pending, and only the owner sees or changes it", async () => {
    const edited = await sendJson(api, "PUT", `/api/v2/bundles/${id}`, valid({ title: "Sommer am See II", price: 15, media_ids: [priv.id, pub.id] }), escort.token);
    expect(edited.body.data).toMatchObject({ title: "Sommer am See II", price: 15, cover_media_id: priv.id });
    expect((await sendJson(api, "PUT", `/api/v2/bundles/${id}`, valid(), otherEscort.token)).status).toBe(404);
    expect((await getJson(api, `/api/v2/bundles/${id}`, otherEscort.token)).status).toBe(404);
    expect((await getJson(api, `/api/v2/bundles/${id}`, staff.token)).status).toBe(200);
    const submitted = await sendJson(api, "POST", `/api/v2/bundles/${id}/submit`, undefined, escort.token);
    expect(submitted.body.data).toMatchObject({ status: "pending", editable: false });
    const refused = await sendJson(api, "PUT", `/api/v2/bundles/${id}`, valid({ price: 99 }), escort.token);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].title).toBe("exception.bundles.not_editable");
    expect((await sendJson(api, "POST", `/api/v2/bundles/${id}/submit`, undefined, escort.token)).body.errors[0].title).toBe("exception.bundles.not_editable");
    expect((await getJson(api, `/api/v2/bundles/${id}`, escort.token)).body.data.price).toBe(15);
  });

  it("is reviewed by team and backend users only; a rejection carries its reason and the owner can fix and resubmit", async () => {
    const byClient = await sendJson(api, "POST", `/api/v2/bundles/${id}/review`, { decision: "accept" }, client.token);
    expect(byClient.status).toBe(403);
    expect((await sendJson(api, "POST", `/api/v2/bundles/${id}/review`, { decision: "accept" }, escort.token)).status).toBe(403);
    const noReason = await sendJson(api, "POST", `/api/v2/bundles/${id}/review`, { decision: "reject" }, staff.token);
    expect(noReason.body.errors[0]).toMatchObject({ title: "validation.bundles.reason_required", source: "reason" });
    const queue = await getJson(api, "/api/v2/bundle-review", staff.token);
    expect(queue.body.data.items.map((b: { id: number }) => b.id)).toContain(id);
    expect((await getJson(api, "/api/v2/bundle-review", client.token)).status).toBe(403);
    const rejected = await sendJson(api, "POST", `/api/v2/bundles/${id}/review`, { decision: "reject", reason: "Titelbild unscharf" }, staff.token);
    expect(rejected.body.data).toMatchObject({ status: "rejected", reject_reason: "Titelbild unscharf", editable: true });
    expect((await sendJson(api, "POST", `/api/v2/bundles/${id}/review`, { decision: "accept" }, staff.token)).body.errors[0].title).toBe("exception.bundles.not_pending");
    const fixed = await sendJson(api, "PUT", `/api/v2/bundles/${id}`, valid({ price: 15 }), escort.token);
    expect(fixed.body.data).toMatchObject({ status: "draft", reject_reason: null });
    await sendJson(api, "POST", `/api/v2/bundles/${id}/submit`, undefined, escort.token);
    const accepted = await sendJson(api, "POST", `/api/v2/bundles/${id}/review`, { decision: "accept" }, staff.token);
    expect(accepted.body.data).toMatchObject({ status: "accepted", editable: false });
    expect((await sendJson(api, "PUT", `/api/v2/bundles/${id}`, valid(), escort.token)).body.errors[0].title).toBe("exception.bundles.not_editable");
  });
});

describe("the shop and buying (spec 001 §6)", () => {
  let plain: number;
  let adult: number;

  beforeAll(async () => {
    // A clean shop: the bundles of the owner's tests leave it.
    for (const b of (await getJson(api, "/api/v2/bundles", escort.token)).body.data.items) await sendJson(api, "DELETE", `/api/v2/bundles/${b.id}`, undefined, escort.token);
    plain = await acceptedBundle({ title: "Am Strand", price: 20, media_ids: [pub.id, priv.id] });
    adult = await acceptedBundle({ title: "Nur ab 18", price: 30, media_ids: [fsk.id] });
  }, 60_000);

  it("locks the media of a bundle on sale for everyone but buyers; guests see blurred previews, of 18+ bundles none", async () => {
    expect(await status(pub.urls.thumb)).toBe(403);
    const locked = await (await fetch(api.url + pub.urls.full, { headers: bearer(buyer.token) })).json();
    expect(locked.errors[0].title).toBe("exception.media.bundle_locked");
    expect(await status(pub.urls.thumb, escort.token)).toBe(200);
    const shop = ZProfileBundles.parse((await getJson(api, `/api/v2/profiles/${escort.username}/bundles`)).body.data);
    const item = shop.items.find((b) => b.id === plain)!;
    expect(item).toMatchObject({ price: 20, bought: false, is_own: false, is_fsk18: false, media_count: 2 });
    expect(item.media.every((m) => m.urls === null && m.preview_url !== null)).toBe(true);
    expect(shop.viewer).toEqual({ signed_in: false, dollar_balance: null, age_verified: false, closed_user_group: false });
    const preview = await fetch(api.url + item.cover!.preview_url!);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toMatch(/no-store/);
    const meta = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(320);
    const adultItem = shop.items.find((b) => b.id === adult)!;
    expect(adultItem.is_fsk18).toBe(true);
    expect(adultItem.media[0]!.preview_url).toBeNull();
    expect(await status(`/api/v2/bundles/${adult}/preview/${fsk.id}`, buyer.token)).toBe(403);
    expect(await status(`/api/v2/bundles/${adult}/preview/${fsk.id}`, adultBuyer.token)).toBe(200);
    // A medium of another bundle, or of none, has no preview here.
    expect(await status(`/api/v2/bundles/${plain}/preview/${fsk.id}`)).toBe(404);
    // The profile's photos leave out what is sold in bundles.
    const profile = (await getJson(api, `/api/v2/profiles/${escort.username}`, buyer.token)).body.data;
    expect(profile.media.map((m: { id: number }) => m.id)).not.toContain(pub.id);
    const mine = (await getJson(api, `/api/v2/profiles/${escort.username}/bundles`, buyer.token)).body.data;
    expect(mine.viewer).toEqual({ signed_in: true, dollar_balance: 100, age_verified: false, closed_user_group: false });
  });

  it("refuses guests, the owner, bundles not on sale, 18+ without age check and too few dollars — nothing booked", async () => {
    expect((await sendJson(api, "POST", `/api/v2/bundles/${plain}/purchase`, undefined)).status).toBe(401);
    const own = await sendJson(api, "POST", `/api/v2/bundles/${plain}/purchase`, undefined, escort.token);
    expect(own.status).toBe(422);
    expect(own.body.errors[0].title).toBe("exception.bundles.own_bundle");
    const draft = await create(escort.token, valid());
    const notAccepted = await sendJson(api, "POST", `/api/v2/bundles/${draft.body.data.id}/purchase`, undefined, buyer.token);
    expect(notAccepted.status).toBe(404);
    expect(notAccepted.body.errors[0].title).toBe("exception.bundles.not_found");
    const noAgeCheck = await sendJson(api, "POST", `/api/v2/bundles/${adult}/purchase`, undefined, buyer.token);
    expect(noAgeCheck.status).toBe(403);
    expect(noAgeCheck.body.errors[0].title).toBe("exception.bundles.age_check_required");
    const poor = await sendJson(api, "POST", `/api/v2/bundles/${plain}/purchase`, undefined, poorBuyer.token);
    expect(poor.status).toBe(422);
    expect(poor.body.errors[0]).toMatchObject({ title: "exception.ledger.insufficient_balance", meta: { balance: 3, needed: 20 } });
    expect(await dollars(buyer.id)).toBe(100);
    expect(await dollars(poorBuyer.id)).toBe(3);
    expect(await entriesWithKey(`bundle:${plain}:${poorBuyer.id}`)).toBe(0);
    expect(await entriesWithKey(`bundle:${adult}:${buyer.id}`)).toBe(0);
    expect((await api.database.query(`select 1 from bundle_purchases`)).length).toBe(0);
    expect(await status(pub.urls.thumb, poorBuyer.token)).toBe(403);
  });

  it("a buyer pays the owner once — also when the request comes twice at the same moment — and sees the media", async () => {
    const ownerBefore = await dollars(escort.id);
    const [first, second] = await Promise.all([
      sendJson(api, "POST", `/api/v2/bundles/${plain}/purchase`, undefined, buyer.token),
      sendJson(api, "POST", `/api/v2/bundles/${plain}/purchase`, undefined, buyer.token),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const answers = [first.body.data, second.body.data];
    expect(answers.filter((a) => a.balance !== null)).toHaveLength(1);
    expect(answers.find((a) => a.balance !== null).balance).toEqual({ before: 100, after: 80 });
    expect(answers.every((a) => a.bundle.bought && a.bundle.media.every((m: { urls: unknown }) => m.urls !== null))).toBe(true);
    expect(await dollars(buyer.id)).toBe(80);
    expect(await dollars(escort.id)).toBe(ownerBefore + 20);
    expect(await entriesWithKey(`bundle:${plain}:${buyer.id}`)).toBe(1);
    const [entry] = await api.database.query<{ type: string; reference_kind: string; reference_id: string }>(
      `select type, reference_kind, reference_id from ledger_entries where idempotency_key = $1`,
      [`bundle:${plain}:${buyer.id}`],
    );
    expect(entry).toMatchObject({ type: "transfer", reference_kind: "bundle", reference_id: String(plain) });
    const again = await sendJson(api, "POST", `/api/v2/bundles/${plain}/purchase`, undefined, buyer.token);
    expect(again.body.data).toMatchObject({ already_bought: true, balance: null });
    expect(await dollars(buyer.id)).toBe(80);
    for (const m of [pub, priv]) {
      expect(await status(m.urls.full, buyer.token)).toBe(200);
      expect(await status(m.urls.full, poorBuyer.token)).toBe(403);
    }
    const shop = (await getJson(api, `/api/v2/profiles/${escort.username}/bundles`, buyer.token)).body.data;
    expect(shop.items.find((b: { id: number }) => b.id === plain).bought).toBe(true);
    expect(shop.viewer.dollar_balance).toBe(80);
  });

  it("an age-verified buyer unlocks an 18+ bundle", async () => {
    const bought = await sendJson(api, "POST", `/api/v2/bundles/${adult}/purchase`, undefined, adultBuyer.token);
    expect(bought.body.data.balance).toEqual({ before: 100, after: 70 });
    expect(await status(fsk.urls.full, adultBuyer.token)).toBe(200);
    expect(await status(fsk.urls.full, buyer.token)).toBe(403);
  });

  it("deleting a bought bundle takes it out of the shop, but its buyers keep the media; an unbought one is removed", async () => {
    expect((await sendJson(api, "DELETE", `/api/v2/bundles/${plain}`, undefined, otherEscort.token)).status).toBe(404);
    expect((await sendJson(api, "DELETE", `/api/v2/bundles/${plain}`, undefined, escort.token)).body.data).toEqual({ deleted: true });
    const shop = (await getJson(api, `/api/v2/profiles/${escort.username}/bundles`)).body.data;
    expect(shop.items.map((b: { id: number }) => b.id)).not.toContain(plain);
    expect(await status(priv.urls.full, buyer.token)).toBe(200);
    // Outside any bundle on sale, the public medium is public again; the private one stays private.
    expect(await status(pub.urls.thumb)).toBe(200);
    expect(await status(priv.urls.thumb, poorBuyer.token)).toBe(403);
    const draft = await create(escort.token, valid());
    await sendJson(api, "DELETE", `/api/v2/bundles/${draft.body.data.id}`, undefined, escort.token);
    expect((await api.database.query(`select 1 from bundles where id = $1`, [draft.body.data.id])).length).toBe(0);
  });
});

describe("paid unlock of a private medium (spec 001 §6 unlock private pictures)", () => {
  it("the owner prices private media only", async () => {
    const publicRefused = await sendJson(api, "PUT", `/api/v2/gallery/${pub.id}/unlock-price`, { unlock_price: 5 }, escort.token);
    expect(publicRefused.body.errors[0]).toMatchObject({ title: "validation.unlock.private_only", source: "unlock_price" });
    expect((await sendJson(api, "PUT", `/api/v2/gallery/${privForSale.id}/unlock-price`, { unlock_price: 0 }, escort.token)).body.errors[0].title).toBe(
      "validation.unlock.price_range",
    );
    expect((await sendJson(api, "PUT", `/api/v2/gallery/${privForSale.id}/unlock-price`, { unlock_price: 5 }, otherEscort.token)).status).toBe(404);
    const priced = await sendJson(api, "PUT", `/api/v2/gallery/${privForSale.id}/unlock-price`, { unlock_price: 5 }, escort.token);
    expect(priced.body.data.unlock_price).toBe(5);
    const profile = (await getJson(api, `/api/v2/profiles/${escort.username}`, client.token)).body.data;
    expect(profile.media.find((m: { id: number }) => m.id === privForSale.id)).toMatchObject({ locked: "private", unlock_price: 5, urls: null });
  });

  it("a viewer pays it once and sees the medium; the owner cannot take a paid unlock back", async () => {
    await giveDollars(client.id, 7);
    expect(await status(privForSale.urls.full, client.token)).toBe(403);
    const paid = await sendJson(api, "POST", `/api/v2/media/${privForSale.id}/unlock`, undefined, client.token);
    expect(paid.body.data).toMatchObject({ balance: { before: 7, after: 2 }, already_unlocked: false });
    expect(await status(privForSale.urls.full, client.token)).toBe(200);
    const twice = await sendJson(api, "POST", `/api/v2/media/${privForSale.id}/unlock`, undefined, client.token);
    expect(twice.body.data).toMatchObject({ balance: null, already_unlocked: true });
    expect(await dollars(client.id)).toBe(2);
    expect(await entriesWithKey(`unlock:${privForSale.id}:${client.id}`)).toBe(1);
    const revoke = await sendJson(api, "DELETE", `/api/v2/gallery/${privForSale.id}/unlocks/${client.id}`, undefined, escort.token);
    expect(revoke.body.errors[0].title).toBe("validation.unlock.paid_unlock_kept");
    expect(await status(privForSale.urls.full, client.token)).toBe(200);
    const item = (await getJson(api, "/api/v2/gallery", escort.token)).body.data.items.find((i: { id: number }) => i.id === privForSale.id);
    expect(item.paid_unlock_user_ids).toEqual([client.id]);
  });

  it("refuses the owner, media not for sale and too few dollars — nothing booked", async () => {
    expect((await sendJson(api, "POST", `/api/v2/media/${privForSale.id}/unlock`, undefined, escort.token)).body.errors[0].title).toBe("exception.unlock.own_medium");
    const notForSale = await sendJson(api, "POST", `/api/v2/media/${foreign.id}/unlock`, undefined, buyer.token);
    expect(notForSale.status).toBe(404);
    expect(notForSale.body.errors[0].title).toBe("exception.unlock.not_for_sale");
    expect((await sendJson(api, "POST", `/api/v2/media/${pub.id}/unlock`, undefined, buyer.token)).status).toBe(404);
    const poor = await sendJson(api, "POST", `/api/v2/media/${privForSale.id}/unlock`, undefined, poorBuyer.token);
    expect(poor.status).toBe(422);
    expect(poor.body.errors[0].title).toBe("exception.ledger.insufficient_balance");
    expect(await dollars(poorBuyer.id)).toBe(3);
    expect(await status(privForSale.urls.full, poorBuyer.token)).toBe(403);
    // Making it public again takes the price off.
    const madePublic = await sendJson(api, "PUT", `/api/v2/gallery/${privForSale.id}`, { visibility: MEDIA_VISIBILITY.public }, escort.token);
    expect(madePublic.body.data.unlock_price).toBeNull();
  });
});
