// The zod schemas of verification (moved here so browser pages that only need its constants do not load zod).
import { AGE_CHECK_STATUS, DATA_PRIVACY_EXPORT_STATUS, IDENTITY_CHECK_KINDS, IDENTITY_CHECK_STATUS, PRECHECK_STATUS } from "../verification.js";
import { z } from "zod";
import { zCodeOf } from "../zod-helpers.js";

export const ZAgeCheckStatus = zCodeOf(AGE_CHECK_STATUS);

export const ZIdentityCheckKind = z.enum(IDENTITY_CHECK_KINDS);

export const ZIdentityCheckStatus = z.enum(IDENTITY_CHECK_STATUS);

export const ZPrecheckStatus = z.enum(PRECHECK_STATUS);

export const ZDataPrivacyExportStatus = z.enum(DATA_PRIVACY_EXPORT_STATUS);
