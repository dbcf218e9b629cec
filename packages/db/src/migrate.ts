import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CITIES } from "@samtrot/constants-catalogue";
import type { Database, DatabaseTx } from "./database.js";

/** Found beside the package, not in the cwd: the api and the tests start from different directories. */
export const MIGRATIONS_DIR = fileURLToPath(new URL("../migrations/", import.meta.url));

// Any fixed number: serialises concurrent migrate() calls on one server (several api instances starting).
const MIGRATION_LOCK_KEY = 716_204_318;

type Journal = { entries: { idx: number; tag: string }[] };

export type TMigrationFile = { name: string; checksum: string; statements: string[] };

/** The migrations in journal order (drizzle-kit's meta/_journal.json), split at its statement breakpoints. */
export function readMigrations(dir: string = MIGRATIONS_DIR): TMigrationFile[] {
  const journal = JSON.parse(readFileSync(`${dir}meta/_journal.json`, "utf8")) as Journal;
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => {
      const text = readFileSync(`${dir}${tag}.sql`, "utf8");
      return {
        name: tag,
        checksum: createHash("sha256").update(text).digest("hex"),
        statements: text
          .split("--> statement-breakpoint")
          .map((statement) => statement.trim())
          .filter((statement) => statement.replace(/--[^\n]*/g, "").trim() !== ""),
      };
    });
}

/**
 * Applies the pending SQL migrations in one transaction and brings the city catalogue up to date.
 * Idempotent: what schema_migrations lists is skipped. An applied migration whose file has changed
 * since is refused (migrations are append-only: write a new one instead).
 */
export async function migrate(database: Database): Promise<{ applied: string[] }> {
  const migrations = readMigrations();
  return database.transaction(async (tx) => {
    if (database.kind === "postgres") await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK_KEY]);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         name text PRIMARY KEY,
         checksum text NOT NULL,
         applied_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    const done = new Map(
      (await tx.query<{ name: string; checksum: string }>("SELECT name, checksum FROM schema_migrations")).map(
        (row) => [row.name, row.checksum],
      ),
    );
    const applied: string[] = [];
    for (const migration of migrations) {
      const checksum = done.get(migration.name);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.name} was changed after it had been applied. Migrations are append-only: revert the change and add a new migration.`,
          );
        }
        continue;
      }
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query("INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)", [
        migration.name,
        migration.checksum,
      ]);
      applied.push(migration.name);
    }
    await syncCities(tx);
    return { applied };
  });
}

/**
 * The cities table mirrors CITIES (reference data, not demo data): new cities are added in catalogue
 * order, changed ones updated, none deleted (profiles may point at them).
 */
async function syncCities(tx: DatabaseTx): Promise<void> {
  await tx.query(
    `INSERT INTO cities (slug, name, region_slug, country, lat, lon, population, seo_guide)
     SELECT slug, name, region_slug, country, lat, lon, population, seo_guide
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::int[], $8::bool[])
            WITH ORDINALITY AS c(slug, name, region_slug, country, lat, lon, population, seo_guide, ord)
      ORDER BY ord
     ON CONFLICT (slug) DO UPDATE SET
       name = excluded.name, region_slug = excluded.region_slug, country = excluded.country,
       lat = excluded.lat, lon = excluded.lon, population = excluded.population, seo_guide = excluded.seo_guide
     WHERE (cities.name, cities.region_slug, cities.country, cities.lat, cities.lon, cities.population, cities.seo_guide)
           IS DISTINCT FROM
           (excluded.name, excluded.region_slug, excluded.country, excluded.lat, excluded.lon, excluded.population, excluded.seo_guide)`,
    [
      CITIES.map((c) => c.slug),
      CITIES.map((c) => c.name),
      CITIES.map((c) => c.regionSlug),
      CITIES.map((c) => c.country),
      CITIES.map((c) => c.lat),
      CITIES.map((c) => c.lon),
      CITIES.map((c) => c.population),
      CITIES.map((c) => c.seoGuide),
    ],
  );
}
