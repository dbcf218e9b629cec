export * from "./define-contract.js";
export * from "./system.js";
export * from "./search.js";
export * from "./media.js";
export * from "./tracking.js";

import { healthContract } from "./system.js";
import { searchUsersContract } from "./search.js";
import { avatarContract } from "./media.js";
import { trackingContract } from "./tracking.js";

/** Every contract, for the OpenAPI document and for completeness checks in tests. */
export const allContracts = [healthContract, searchUsersContract, avatarContract, trackingContract] as const;
