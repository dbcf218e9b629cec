// The search index itself (migrations 0003, 0005, 0007): what search_refresh writes equals the catalogue's meaning,
// the triggers keep it current in the writing transaction, and the rebuild restores it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUPLE_TYPE, CUP_SIZES, cupGroupOf, type TCupSize } from "@samtrot/constants-catalogue";
import { createTestDatabase, seedDemoData, type Database } from "@samtrot/db";
import { cellOf } from "./geo.js";
import { rebuildSearchIndex } from "./rebuild-search-index.js";
import { refreshSearchProfile } from "./refresh-search-profile.js";
import { FLAG_BITS, cupGroupIndex, genderBitsOf } from "./search-columns.js";
import { PUBLICLY_LISTED } from "./search-profiles.js";
import { availableAt, loadOracleProfiles } from "./test-support/search-oracle.js";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, { profiles: 400 });
}, 180_000);
afterAll(async () => {
  await database?.close();
});

type TRow = Record<string, any>;
const searchRow = async (id: number) => (await database.query<TRow>("SELECT * FROM search_profiles WHERE user_id = $1", [id]))[0];

describe("search_profiles rows", () => {
  it("hold exactly the publicly listed users (the same rule as PUBLICLY_LISTED)", async () => {
    const [listed] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u JOIN profiles p ON p.user_id = u.id WHERE ${PUBLICLY_LISTED}`);
    const [indexed] = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM search_profiles");
    const [unlisted] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u JOIN profiles p ON p.user_id = u.id WHERE NOT (${PUBLICLY_LISTED})`);
    expect(indexed!.n).toBe(listed!.n);
    expect(unlisted!.n).toBeGreaterThan(0); // the seed has some to leave out
    const [activity] = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM search_activity");
    expect(activity!.n).toBe(listed!.n);
  });

  it("encode genders, couples, cup groups, flags, prices, cells and working hours as the catalogue means them", async () => {
    const profiles = new Map((await loadOracleProfiles(database)).map((p) => [p.id, p]));
    const rows = await database.query<TRow>("SELECT * FROM search_profiles");
    const minutes = Array.from({ length: 60 }, (_, i) => (i * 167) % 10_080);
    for (const row of rows) {
      const p = profiles.get(Number(row.user_id))!;
      expect(row.gender_bits).toBe(genderBitsOf(p.gender, p.coupleType));
      expect(row.cup_group).toBe(p.cupSize ? cupGroupIndex(cupGroupOf(p.cupSize as TCupSize)) : null);
      const flags =
        (p.avatarSeed > 0 ? FLAG_BITS.has_avatar : 0) | (p.isVerified ? FLAG_BITS.is_verified : 0) | (p.prices.size > 0 ? FLAG_BITS.has_price : 0) |
        (p.reviewsCount > 0 ? FLAG_BITS.has_review : 0) | (p.isHot ? FLAG_BITS.is_hot : 0) | (p.hasFsk18Photos ? FLAG_BITS.has_fsk18_photos : 0) |
        (p.isMember ? FLAG_BITS.is_member : 0) | (p.onTour ? FLAG_BITS.on_tour : 0) |
        (p.exclusiveContent ? FLAG_BITS.exclusive_content : 0) | (p.phoneShown ? FLAG_BITS.is_phone_show : 0);
      expect(row.flags).toBe(flags);
      expect(row.price_60).toBe(p.prices.get(60) ?? null);
      expect(row.traits).toEqual([...new Set(p.traits)].sort((a, b) => a - b));
      expect(row.cell).toBe(p.lat === null || p.lon === null ? null : cellOf(p.lat, p.lon));
      expect(row.username_lower).toBe(p.username.toLowerCase());
    }
    // Working hours: the stored minutes of the week agree with the slots at sampled minutes.
    const sample = rows.filter((row) => row.availability !== null).slice(0, 40);
    for (const row of sample) {
      const checks = await database.query<{ m: number; inside: boolean }>(
        "SELECT m, availability @> m AS inside FROM search_profiles, unnest($2::int[]) AS m WHERE user_id = $1",
        [row.user_id, minutes],
      );
      for (const check of checks) expect(check.inside, `user ${row.user_id} minute ${check.m}`).toBe(availableAt(profiles.get(Number(row.user_id))!.hours, check.m));
    }
  });

  it("gives each couple type both partners' gender bits", async () => {
    const [user] = await database.query<{ id: number }>("SELECT user_id AS id FROM search_profiles WHERE user_type = 2 ORDER BY user_id LIMIT 1");
    for (const coupleType of Object.values(COUPLE_TYPE)) {
      await database.query("UPDATE users SET gender = NULL, couple_type = $2 WHERE id = $1", [user!.id, coupleType]);
      expect((await searchRow(user!.id))!.gender_bits, `couple type ${coupleType}`).toBe(genderBitsOf(null, coupleType));
    }
    for (const size of CUP_SIZES) {
      await database.query("UPDATE profiles SET cup_size = $2 WHERE user_id = $1", [user!.id, size.toUpperCase()]);
      expect((await searchRow(user!.id))!.cup_group).toBe(cupGroupIndex(cupGroupOf(size)));
    }
  });

  it("splits usernames and display names into word prefixes for the name search", async () => {
    const [user] = await database.query<{ id: number }>("SELECT user_id AS id FROM search_profiles ORDER BY user_id DESC LIMIT 1");
    await database.transaction(async (tx) => {
      await tx.query("UPDATE users SET username = 'Süße_Maus2024' WHERE id = $1", [user!.id]);
      await tx.query("UPDATE profiles SET display_name = 'Jörg Ärger' WHERE user_id = $1", [user!.id]);
    });
    const row = (await searchRow(user!.id))!;
    expect(row.username_lower).toBe("süße_maus2024");
    for (const prefix of ["sü", "süße", "ma", "maus", "20", "2024", "jö", "jörg", "är", "ärger"]) expect(row.name_prefixes).toContain(prefix);
    expect(row.name_prefixes).not.toContain("s");
  });
});

describe("keeping the index current", () => {
  it("refreshes at commit, and leaves the row alone when the transaction rolls back", async () => {
    const [user] = await database.query<{ id: number; rank_score: number }>("SELECT user_id AS id, rank_score FROM search_profiles ORDER BY user_id LIMIT 1 OFFSET 7");
    await expect(
      database.transaction(async (tx) => {
        await tx.query("UPDATE profiles SET rank_score = 4242 WHERE user_id = $1", [user!.id]);
        // refreshSearchProfile shows the new row inside the transaction already.
        expect(await refreshSearchProfile(tx, user!.id)).toBe(true);
        expect((await tx.query<{ rank_score: number }>("SELECT rank_score FROM search_profiles WHERE user_id = $1", [user!.id]))[0]!.rank_score).toBe(4242);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await searchRow(user!.id))!.rank_score).toBe(user!.rank_score);
    await database.query("UPDATE profiles SET rank_score = 4243 WHERE user_id = $1", [user!.id]);
    expect((await searchRow(user!.id))!.rank_score).toBe(4243);
    expect((await database.query("SELECT 1 FROM search_dirty")).length).toBe(0);
  });

  it("does not rewrite an unchanged row (a sign-in touches only search_activity)", async () => {
    const [user] = await database.query<{ id: number }>("SELECT user_id AS id FROM search_profiles ORDER BY user_id LIMIT 1 OFFSET 9");
    const before = (await searchRow(user!.id))!;
    await database.query("UPDATE users SET last_login_at = now(), updated_at = now() WHERE id = $1", [user!.id]);
    const after = (await searchRow(user!.id))!;
    expect(after.refreshed_at).toEqual(before.refreshed_at);
    const [activity] = await database.query<{ last_login_at: Date }>("SELECT last_login_at FROM search_activity WHERE user_id = $1", [user!.id]);
    expect(Date.now() - activity!.last_login_at.getTime()).toBeLessThan(60_000);
  });

  it("follows the profile settings and gallery: breast type, gender identity, phone shown, exclusive content", async () => {
    const [user] = await database.query<{ id: number }>("SELECT user_id AS id FROM search_profiles WHERE user_type = 2 ORDER BY user_id LIMIT 1 OFFSET 13");
    const id = user!.id;
    await database.query("INSERT INTO user_settings (user_id, breast_type, gender_identity, phone, show_phone) VALUES ($1, 'enhanced', 'trans_woman', '+491701234', true)", [id]);
    let row = (await searchRow(id))!;
    expect([row.breast_type, row.gender_identity, row.flags & FLAG_BITS.is_phone_show]).toEqual(["enhanced", "trans_woman", FLAG_BITS.is_phone_show]);
    const [file] = await database.query<{ id: number }>(
      "INSERT INTO media_files (user_id, purpose, storage_key, mime_type, size, width, height) VALUES ($1, 'gallery', 'x', 'image/jpeg', 1, 1, 1) RETURNING id",
      [id],
    );
    // Pending, or public: not exclusive. Accepted and for Plus members only: exclusive.
    await database.query("INSERT INTO gallery_items (media_id, user_id, visibility, review_status) VALUES ($1, $2, 3, 0)", [file!.id, id]);
    expect((await searchRow(id))!.flags & FLAG_BITS.exclusive_content).toBe(0);
    await database.query("UPDATE gallery_items SET review_status = 1 WHERE media_id = $1", [file!.id]);
    expect((await searchRow(id))!.flags & FLAG_BITS.exclusive_content).toBe(FLAG_BITS.exclusive_content);
    await database.query("DELETE FROM gallery_items WHERE media_id = $1", [file!.id]);
    await database.query("UPDATE user_settings SET show_phone = false, breast_type = NULL WHERE user_id = $1", [id]);
    row = (await searchRow(id))!;
    expect([row.breast_type, row.flags & (FLAG_BITS.exclusive_content | FLAG_BITS.is_phone_show)]).toEqual([null, 0]);
  });

  it("follows smoking (profiles.is_smoker) and the business type (users.business_type)", async () => {
    const stated = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM search_profiles s JOIN profiles p USING (user_id) WHERE s.is_smoker IS NOT DISTINCT FROM p.is_smoker");
    const all = await database.query<{ n: number }>("SELECT count(*)::int AS n FROM search_profiles");
    expect(stated).toEqual(all);
    expect((await database.query<{ n: number }>("SELECT count(*)::int AS n FROM search_profiles WHERE is_smoker")).at(0)!.n).toBeGreaterThan(0);
    const [escort] = await database.query<{ id: number }>("SELECT user_id AS id FROM search_profiles WHERE user_type = 2 ORDER BY user_id LIMIT 1 OFFSET 17");
    for (const value of [true, false, null]) {
      await database.query("UPDATE profiles SET is_smoker = $2 WHERE user_id = $1", [escort!.id, value]);
      expect((await searchRow(escort!.id))!.is_smoker).toBe(value);
    }
    const mismatched = await database.query("SELECT s.user_id FROM search_profiles s JOIN users u ON u.id = s.user_id WHERE s.business_type IS DISTINCT FROM u.business_type");
    expect(mismatched).toEqual([]);
    const [business] = await database.query<{ id: number }>("SELECT user_id AS id FROM search_profiles WHERE user_type = 3 AND business_type = '1' ORDER BY user_id LIMIT 1");
    await database.query("UPDATE users SET business_type = '3.1' WHERE id = $1", [business!.id]);
    expect((await searchRow(business!.id))!.business_type).toBe("3.1");
  });

  it("follows deletes of profiles, traits, prices and whole users", async () => {
    const [a, b] = await database.query<{ id: number }>("SELECT user_id AS id FROM search_profiles WHERE user_type = 2 AND price_60 IS NOT NULL ORDER BY user_id LIMIT 2 OFFSET 11");
    await database.query("DELETE FROM profile_prices WHERE user_id = $1", [a!.id]);
    await database.query("DELETE FROM profile_traits WHERE user_id = $1", [a!.id]);
    await database.query("DELETE FROM working_hours WHERE user_id = $1", [a!.id]);
    const row = (await searchRow(a!.id))!;
    expect([row.price_60, row.traits, row.availability, row.flags & FLAG_BITS.has_price]).toEqual([null, [], null, 0]);
    await database.query("DELETE FROM profiles WHERE user_id = $1", [a!.id]);
    expect(await searchRow(a!.id)).toBeUndefined();
    await database.query("DELETE FROM users WHERE id = $1", [b!.id]);
    expect(await searchRow(b!.id)).toBeUndefined();
  });

  it("rebuilds the whole index from the profile tables", async () => {
    const snapshot = await database.query<TRow>("SELECT user_id, gender_bits, traits, flags, price_60, rank_score FROM search_profiles ORDER BY user_id");
    await database.query("DELETE FROM search_profiles");
    const progress: number[] = [];
    const written = await rebuildSearchIndex(database, (done) => progress.push(done));
    expect(written).toBe(snapshot.length);
    expect(progress.length).toBeGreaterThan(0);
    expect(await database.query<TRow>("SELECT user_id, gender_bits, traits, flags, price_60, rank_score FROM search_profiles ORDER BY user_id")).toEqual(snapshot);
  });
});
