// The one Postgres schema. Migrations in packages/db/migrations are generated from these files
// (`corepack pnpm db:generate`) plus hand-written SQL for what drizzle-kit cannot express.
export * from "./cities.js";
export * from "./users.js";
export * from "./profiles.js";
export * from "./tracking.js";
export * from "./jobs.js";
export * from "./accounts.js";
export * from "./social.js";
export * from "./gallery.js";
export * from "./privacy.js";
export * from "./seo.js";
export * from "./bundles.js";
export * from "./payouts.js";
