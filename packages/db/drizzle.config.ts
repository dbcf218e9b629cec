import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from src/schema (no database needed): `corepack pnpm db:generate`.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/schema/index.ts",
  out: "./migrations",
});
