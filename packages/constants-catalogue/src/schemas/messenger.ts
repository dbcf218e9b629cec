// The zod schemas of messenger (moved here so browser pages that only need its constants do not load zod).
import { BLOCK_RELATION, CONTACT_LIMIT_RESULT, MESSAGE_RETRY_ACTIONS, MESSAGE_SEND_STATES, THREAD_STATUS } from "../messenger.js";
import { z } from "zod";
import { zCodeOf } from "../zod-helpers.js";

export const ZContactLimitResult = zCodeOf(CONTACT_LIMIT_RESULT);

export const ZThreadStatus = z.enum(THREAD_STATUS);

export const ZBlockRelation = z.enum(BLOCK_RELATION);

export const ZMessageSendState = z.enum(MESSAGE_SEND_STATES);

export const ZMessageRetryAction = z.enum(MESSAGE_RETRY_ACTIONS);
