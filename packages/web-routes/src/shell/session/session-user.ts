import type { TCamelCased } from "@samtrot/api-client";
import type { TSignedInUser } from "@samtrot/api-client/contracts";

/** The signed-in user as loaders and components see it (GET /api/v2/user/info, camelCased). spec 000 §3 */
export type TSessionUser = TCamelCased<TSignedInUser>;
