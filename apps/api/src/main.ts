import { DataDirLockedError, isSeeded, migrate, openDatabase, seedDemoData, seedDemoPhotos, seedDemoChatRooms, seedDemoPromotions, seedLandingPages } from "@samtrot/db";
import { parseEnv } from "./env.js";
import { createLogger } from "./logger.js";
import { startServer } from "./server.js";
import { createFileClock, systemClock } from "./http/clock.js";
import { closeRateLimitStores } from "./modules/accounts/rate-limiter.js";
import { startApiJobs } from "./modules/jobs/start-api-jobs.js";
import { mediaDirOf } from "./modules/media/media-storage.js";

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createLogger(env.LOG_LEVEL);

  let database;
  try {
    database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  logger.info({ database: database.describe() }, "database opened");

  const { applied } = await migrate(database);
  if (applied.length) logger.info({ applied }, "migrations applied");

  if (env.SEED_DEMO_DATA && !(await isSeeded(database))) {
    const started = Date.now();
    logger.info({ profiles: env.SEED_PROFILES }, "seeding demo data (first run)");
    // Escorts and businesses get gallery photos from the demo photo pool, rendered into <media dir>/demo/.
    const result = await seedDemoData(database, { profiles: env.SEED_PROFILES, mediaDir: mediaDirOf(env) });
    logger.info({ profiles: result.profiles, photosRendered: result.photosRendered, ms: Date.now() - started }, "demo data ready");
  } else if (env.SEED_DEMO_DATA) {
    // Demo data added after a database was seeded (the SEO landing pages, the demo photos and their files); idempotent.
    const added = await seedLandingPages(database);
    if (added > 0) logger.info({ added }, "demo landing pages added");
    const photos = await seedDemoPhotos(database, { mediaDir: mediaDirOf(env) });
    if (photos.rendered > 0 || photos.photos > 0) logger.info(photos, "demo photos added");
  }

  if (env.SEED_DEMO_DATA) {
    // Demo promotion codes for the checkout (idempotent, also on a database seeded before they existed).
    const promotions = await seedDemoPromotions(database);
    if (promotions > 0) logger.info({ promotions }, "demo promotion codes added");
    // The topic chat rooms of community/chat (idempotent, also on a database seeded before they existed).
    const chatRooms = await seedDemoChatRooms(database);
    if (chatRooms > 0) logger.info({ chatRooms }, "demo chat rooms added");
  }

  // The system clock, except in browser test runs that move time through a file (refused in production by parseEnv).
  const clock = env.TEST_CLOCK_FILE ? createFileClock(env.TEST_CLOCK_FILE) : systemClock;
  if (env.TEST_CLOCK_FILE) logger.warn({ file: env.TEST_CLOCK_FILE }, "test clock: time follows the offset in this file");
  const server = await startServer({ database, env, logger, clock });
  // Durable jobs (e-mail outbox): polled from Postgres, stopped before the database closes.
  const jobs = startApiJobs({ database, env, logger, clock, apiUrl: server.url });
  logger.info({ url: server.url }, "api listening");

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("shutdown timed out; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    await server.close();
    await jobs.stop();
    await closeRateLimitStores();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
