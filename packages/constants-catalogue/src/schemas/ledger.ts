// The zod schemas of ledger (moved here so browser pages that only need its constants do not load zod).
import { CONSUME_SUBTYPES, LEDGER_TYPES, RISE_UP_TYPES } from "../ledger.js";
import { z } from "zod";

export const ZLedgerType = z.enum(LEDGER_TYPES);

export const ZConsumeSubtype = z.enum(CONSUME_SUBTYPES);

export const ZRiseUpType = z.enum(RISE_UP_TYPES);
