// A second process for the lock and crash tests: `node --import tsx pglite-child.ts <dataDir> <mode>`.
//   hold  — open, migrate, print "ready", keep the directory until SIGTERM (then close cleanly)
//   write — open, migrate, then commit one job row after another, printing "committed <n>" each time
//   try   — open; on DataDirLockedError print its message to stderr and exit with code 3
import { DataDirLockedError, migrate, openDatabase } from "../index.js";

const [dataDir, mode] = process.argv.slice(2);
if (!dataDir || !mode) throw new Error("usage: pglite-child.ts <dataDir> <hold|write|try>");

try {
  const database = await openDatabase({ dataDir });
  await migrate(database);
  if (mode === "try") {
    console.log("opened");
    await database.close();
  } else if (mode === "hold") {
    process.on("SIGTERM", () => {
      void database.close().then(() => process.exit(0));
    });
    console.log("ready");
    setInterval(() => undefined, 1_000);
  } else {
    for (let n = 1; ; n++) {
      await database.query("INSERT INTO jobs (kind, payload) VALUES ('crash-test', $1)", [{ n }]);
      console.log(`committed ${n}`);
    }
  }
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(3);
  }
  throw error;
}
