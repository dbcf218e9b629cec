export { seedDemoData, DEMO_EPOCH, DEFAULT_DEMO_SEED, DEFAULT_DEMO_PROFILES, MAX_DEMO_PROFILES } from "./seed-demo-data.js";
export type { TSeedDemoDataOptions, TSeedDemoDataResult } from "./seed-demo-data.js";
export { isSeeded } from "./is-seeded.js";
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_EMAIL_DOMAIN, type DemoAccount } from "./demo-accounts.js";
export { generateAccount, type TGeneratedAccount } from "./generate-account.js";
export { UsernameRegistry, sanitizeUsername } from "./usernames.js";
export { createRng, mulberry32, mixSeed, type TRng } from "./prng.js";
export { DEMO_LANDING_PAGES, seedLandingPages, type TDemoUrlDetail } from "./landing-pages.js";
