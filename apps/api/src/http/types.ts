import type { Database } from "@samtrot/db";
import type { Logger } from "../logger.js";
import type { TEnv } from "../env.js";
import type { TClock } from "./clock.js";

export interface TAppDeps {
  database: Database;
  env: TEnv;
  logger: Logger;
  startedAt: number;
  version: string;
  /** the product's time (system clock; a movable one only in tests) */
  clock: TClock;
}

export interface TAppEnv {
  Variables: {
    requestId: string;
    log: Logger;
  };
}
