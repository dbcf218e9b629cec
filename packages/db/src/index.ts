// @samtrot/db: one Postgres schema, its SQL migrations, the connection (embedded PGlite or a Postgres
// server) and the deterministic demo-data generator. Only the api process imports this package.
export type { AppDrizzle, AppSchema, Database, DatabaseKind, DatabaseTx } from "./database.js";
export { openDatabase, defaultDataDir, redactUrl, type TOpenDatabaseOptions } from "./open-database.js";
export { DataDirLockedError, lockPathOf } from "./data-dir-lock.js";
export { migrate, readMigrations, MIGRATIONS_DIR } from "./migrate.js";
export { createTestDatabase } from "./create-test-database.js";
export { findRepoRoot } from "./find-repo-root.js";
export * as schema from "./schema/index.js";
export {
  seedDemoData,
  seedDemoPhotos,
  isSeeded,
  DEMO_MEDIA_PREFIX,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_EPOCH,
  DEFAULT_DEMO_SEED,
  DEFAULT_DEMO_PROFILES,
  MAX_DEMO_PROFILES,
  DEMO_LANDING_PAGES,
  seedLandingPages,
  DEMO_PROMOTIONS,
  seedDemoPromotions,
  DEMO_CHAT_ROOMS,
  seedDemoChatRooms,
  type DemoAccount,
  type TSeedDemoDataOptions,
  type TSeedDemoDataResult,
  type TSeedDemoPhotosResult,
} from "./seed/index.js";
