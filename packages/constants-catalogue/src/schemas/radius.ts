// The zod schemas of radius (moved here so browser pages that only need its constants do not load zod).
import { RADIUS } from "../radius.js";
import { zOneOf } from "../zod-helpers.js";

export const ZRadius = zOneOf(RADIUS.memberChoices);

export const ZNonMemberRadius = zOneOf(RADIUS.nonMemberChoices);
