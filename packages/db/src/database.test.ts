import { CITIES, SAME_SLUG_REGION_CITIES } from "@samtrot/constants-catalogue";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./create-test-database.js";
import type { Database } from "./database.js";
import { migrate, readMigrations } from "./migrate.js";
import { redactUrl } from "./open-database.js";
import * as schema from "./schema/index.js";

// Runs on in-memory PGlite, or on the Postgres server when DATABASE_URL is set (CI runs both).
const onServer = Boolean(process.env.DATABASE_URL?.trim());
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function addUser(username: string, extra: Partial<typeof schema.users.$inferInsert> = {}): Promise<number> {
  const [row] = await database.db
    .insert(schema.users)
    .values({ username, email: `${username}@example.test`, userType: 2, ...extra })
    .returning({ id: schema.users.id });
  return row!.id;
}

describe("migrate", () => {
  it("is idempotent: a second run applies nothing", async () => {
    const names = readMigrations().map((m) => m.name);
    expect(names[0]).toBe("0000_extensions");
    const rows = await database.query<{ name: string }>("SELECT name FROM schema_migrations ORDER BY name");
    expect(rows.map((r) => r.name)).toEqual(names);
    expect(await migrate(database)).toEqual({ applied: [] });
    expect(await migrate(database)).toEqual({ applied: [] });
  });

  it("uses the kind of database the environment asks for", () => {
    expect(database.kind).toBe(onServer ? "postgres" : "pglite");
    expect(database.describe().kind).toBe(database.kind);
  });

  it("creates the cube and earthdistance extensions", async () => {
    const rows = await database.query<{ extname: string }>(
      "SELECT extname FROM pg_extension WHERE extname IN ('cube', 'earthdistance') ORDER BY extname",
    );
    expect(rows.map((r) => r.extname)).toEqual(["cube", "earthdistance"]);
  });

  it("keeps the city catalogue in the cities table, once", async () => {
    const rows = await database.query<{ slug: string; region_slug: string; lat: number }>(
      "SELECT slug, region_slug, lat FROM cities ORDER BY id",
    );
    expect(rows.map((r) => r.slug)).toEqual(CITIES.map((c) => c.slug));
    const berlin = rows.find((r) => r.slug === "berlin");
    expect(berlin).toEqual({ slug: "berlin", region_slug: "berlin", lat: 52.52 });
    for (const slug of SAME_SLUG_REGION_CITIES) expect(rows.find((r) => r.slug === slug)?.region_slug).toBe(slug);
  });

  it("refuses to run when an applied migration was edited afterwards", async () => {
    await database.query("UPDATE schema_migrations SET checksum = 'edited' WHERE name = '0001_init'");
    try {
      await expect(migrate(database)).rejects.toThrow(/0001_init was changed after it had been applied/);
    } finally {
      const original = readMigrations().find((m) => m.name === "0001_init")!.checksum;
      await database.query("UPDATE schema_migrations SET checksum = $1 WHERE name = '0001_init'", [original]);
    }
    expect(await migrate(database)).toEqual({ applied: [] });
  });
});

describe("geo search", () => {
  it("stores earth_pt for each profile and finds profiles within a radius", async () => {
    const places = { berlin: [52.52, 13.405], potsdam: [52.3906, 13.0645], hamburg: [53.5511, 9.9937] } as const;
    for (const [name, [lat, lon]] of Object.entries(places)) {
      const id = await addUser(`geo-${name}`);
      await database.db.insert(schema.profiles).values({ userId: id, displayName: name, lat, lon });
    }
    const near = await database.query<{ display_name: string }>(
      `SELECT display_name FROM profiles
        WHERE earth_box(ll_to_earth(52.52, 13.405), 50000) @> earth_pt
          AND earth_distance(ll_to_earth(52.52, 13.405), earth_pt) <= 50000
        ORDER BY display_name`,
    );
    expect(near.map((r) => r.display_name)).toEqual(["berlin", "potsdam"]);
    const [pt] = await database.query<{ same: boolean }>(
      "SELECT earth_pt = ll_to_earth(lat, lon) AS same FROM profiles WHERE display_name = 'hamburg'",
    );
    expect(pt?.same).toBe(true);
  });

  it("has a GiST index on earth_pt that the radius query can use", async () => {
    const [index] = await database.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'profiles' AND indexname = 'profiles_earth_pt_gist'",
    );
    expect(index?.indexdef).toMatch(/USING gist \(earth_pt\)/);
    // With a handful of rows a sequential scan is cheaper; forbid it to see that the index qualifies.
    const plan = await database.transaction(async (tx) => {
      await tx.query("SET LOCAL enable_seqscan = off");
      const rows = await tx.query<{ "QUERY PLAN": string }>(
        "EXPLAIN SELECT user_id FROM profiles WHERE earth_box(ll_to_earth(52.52, 13.405), 50000) @> earth_pt",
      );
      return rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("profiles_earth_pt_gist");
  });
});

describe("queries and transactions", () => {
  it("returns the same value types on both kinds of database", async () => {
    const [row] = await database.query<Record<string, unknown>>(
      `SELECT 42::int8 AS big, 7::int4 AS int, 1.5::float8 AS float, 12.30::numeric AS exact,
              DATE '2000-02-29' AS day, TIMESTAMPTZ '2026-01-02T03:04:05Z' AS at, '{"a":1}'::jsonb AS doc,
              ARRAY['DE','EN']::text[] AS langs, ARRAY[1,2]::int8[] AS ids, NULL::text AS nothing, true AS yes`,
    );
    expect(row).toEqual({
      big: 42,
      int: 7,
      float: 1.5,
      exact: "12.30",
      day: "2000-02-29",
      at: new Date("2026-01-02T03:04:05Z"),
      doc: { a: 1 },
      langs: ["DE", "EN"],
      ids: [1, 2],
      nothing: null,
      yes: true,
    });
  });

  it("commits a transaction that resolves, raw SQL and drizzle on one connection", async () => {
    const id = await database.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        "INSERT INTO users (username, email, user_type) VALUES ('TxCommit', 'txcommit@example.test', 1) RETURNING id",
      );
      // drizzle inside the same transaction sees the uncommitted row
      const seen = await tx.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.username, "TxCommit"));
      expect(seen).toEqual([{ id: row!.id }]);
      return row!.id;
    });
    expect(typeof id).toBe("number");
    expect(await database.query("SELECT id FROM users WHERE id = $1", [id])).toEqual([{ id }]);
  });

  it("rolls back a transaction that throws and rethrows its error", async () => {
    await expect(
      database.transaction(async (tx) => {
        await tx.query("INSERT INTO users (username, email, user_type) VALUES ('TxRollback', 'txr@example.test', 1)");
        await tx.db.insert(schema.jobs).values({ kind: "rolled-back" });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await database.query("SELECT 1 FROM users WHERE username = 'TxRollback'")).toEqual([]);
    expect(await database.query("SELECT 1 FROM jobs WHERE kind = 'rolled-back'")).toEqual([]);
  });

  it("runs afterCommit callbacks once the transaction committed, never after a rollback", async () => {
    const calls: string[] = [];
    const value = await database.transaction(async (tx) => {
      tx.afterCommit!(() => calls.push("first"));
      tx.afterCommit!(() => calls.push("second"));
      expect(calls).toEqual([]);
      return 7;
    });
    expect([value, calls]).toEqual([7, ["first", "second"]]);
    await expect(
      database.transaction(async (tx) => {
        tx.afterCommit!(() => calls.push("rolled back"));
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    expect(calls).toEqual(["first", "second"]);
    expect(database.afterCommit).toBeUndefined();
  });

  it("nests tx.db.transaction as a savepoint", async () => {
    await database.transaction(async (tx) => {
      await tx.db.insert(schema.jobs).values({ kind: "outer" });
      await tx.db
        .transaction(async (inner) => {
          await inner.insert(schema.jobs).values({ kind: "inner" });
          throw new Error("inner fails");
        })
        .catch(() => undefined);
    });
    const kinds = await database.query<{ kind: string }>("SELECT kind FROM jobs WHERE kind IN ('outer', 'inner')");
    expect(kinds).toEqual([{ kind: "outer" }]);
  });

  it("enforces usernames and e-mails unique regardless of case", async () => {
    await addUser("CaseName");
    await expect(addUser("casename")).rejects.toThrow();
    await expect(
      database.query("INSERT INTO users (username, email, user_type) VALUES ('other', 'CASENAME@example.test', 2)"),
    ).rejects.toThrow();
  });

  it("rejects codes outside the spec's tables", async () => {
    await expect(addUser("badtype", { userType: 4 })).rejects.toThrow();
    await expect(addUser("badbiz", { userType: 3, businessType: "5" })).rejects.toThrow();
    const id = await addUser("pricey");
    await expect(database.db.insert(schema.profilePrices).values({ userId: id, durationMinutes: 45, price: 100 })).rejects.toThrow();
    await expect(database.db.insert(schema.profilePrices).values({ userId: id, durationMinutes: 60, price: 100_001 })).rejects.toThrow();
    await database.db.insert(schema.profilePrices).values({ userId: id, durationMinutes: 60, price: 100_000 });
  });

  it("finds due jobs through the partial index", async () => {
    await database.db.insert(schema.jobs).values([
      { kind: "mail", runAt: new Date("2020-01-01T00:00:00Z") },
      { kind: "mail", runAt: new Date("2020-01-01T00:00:00Z"), doneAt: new Date() },
    ]);
    const due = await database.db
      .select({ kind: schema.jobs.kind })
      .from(schema.jobs)
      .where(sql`${schema.jobs.doneAt} is null and ${schema.jobs.runAt} <= now() and ${schema.jobs.kind} = 'mail'`);
    expect(due).toEqual([{ kind: "mail" }]);
  });
});

describe("describe()", () => {
  it("gives a server URL without its password", () => {
    expect(redactUrl("postgres://app:secret@db.example:5432/prod")).toBe("postgres://app@db.example:5432/prod");
    expect(redactUrl("postgres://postgres@127.0.0.1:5432/test")).toBe("postgres://postgres@127.0.0.1:5432/test");
    if (onServer) expect(database.describe().location).not.toContain("secret");
    else expect(database.describe().location).toBe("memory");
  });
});
