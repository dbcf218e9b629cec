import type { Database } from "@samtrot/db";
import type { Logger } from "../logger.js";
import type { TEnv } from "../env.js";

export interface TAppDeps {
  database: Database;
  env: TEnv;
  logger: Logger;
  startedAt: number;
  version: string;
}

export interface TAppEnv {
  Variables: {
    requestId: string;
    log: Logger;
  };
}
