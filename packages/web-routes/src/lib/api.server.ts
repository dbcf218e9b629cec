import { createApiFetch } from "./create-api-fetch.server";
import { webEnv } from "./env.server";

export type { TApiFetchInit, TApiResult } from "./create-api-fetch.server";

/**
 * The one way loaders and actions reach the api (spec 000 §7: all calls go through a single request
 * helper). Its body will become a call into @samtrot/api-client; callers keep this signature.
 */
export const apiFetch = createApiFetch({ apiUrl: webEnv.API_URL });
