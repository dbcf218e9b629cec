import { z } from "zod";
import { ZConsentPurpose, ZDataPrivacyExportStatus } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";

// The data privacy export of settings/data_privacy (spec 001 §4: init → processing → ready): an archive of
// everything stored about the user, built by a durable background job.

export const ZDataExport = z.object({
  /** null: no export requested yet (or the last one expired) */
  status: ZDataPrivacyExportStatus.nullable(),
  requested_at: z.string().nullable(),
  ready_at: z.string().nullable(),
  /** the archive is deleted after this time (7 days after it was ready) */
  expires_at: z.string().nullable(),
  /** bytes of the archive once ready */
  size: z.number().int().nullable(),
  /** same-origin path of the archive once ready (owner only) */
  download_url: z.string().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

export const DATA_EXPORT_DOWNLOAD_PATH = "/api/v2/privacy/export/download";

export const requestDataExportContract = defineContract({
  id: "requestDataExport",
  method: "POST",
  path: "/api/v2/privacy/export",
  summary:
    "Starts an export (status init; a background job makes it processing, then ready). While one is init or processing, answers that one. 201",
  tags: ["privacy"],
  auth: "user",
  response: ZDataExport,
});

export const dataExportContract = defineContract({
  id: "dataExport",
  method: "GET",
  path: "/api/v2/privacy/export",
  summary: "Status of the newest export",
  tags: ["privacy"],
  auth: "user",
  response: ZDataExport,
});

export const downloadDataExportContract = defineContract({
  id: "downloadDataExport",
  method: "GET",
  path: DATA_EXPORT_DOWNLOAD_PATH,
  summary:
    "The ready archive (application/zip): account.json, profile.json, settings.json, gallery.json with media/, favorites.json, visits.json, " +
    "blocks.json, tracking-events.json, mails.json, sessions.json. Not ready: 404 exception.privacy.export_not_ready",
  tags: ["privacy"],
  auth: "user",
  responseContentType: "application/zip",
});

// Explicit consents to special-category data (GDPR Art. 7, 9; decision 045), per purpose, in settings/data_privacy.

export const ZConsent = z.object({
  purpose: ZConsentPurpose,
  granted: z.boolean(),
  /** the consent text version of the newest record, or the current one when nothing was recorded */
  text_version: z.string(),
  /** when the newest grant or withdrawal was recorded; null: never asked (or declined at registration) */
  recorded_at: z.string().nullable(),
});
export type TConsent = z.infer<typeof ZConsent>;

export const ZConsentList = z.object({
  items: z.array(ZConsent),
  /** false for user types that are not asked (businesses, staff) */
  applies: z.boolean(),
});
export type TConsentList = z.infer<typeof ZConsentList>;

export const consentsContract = defineContract({
  id: "consents",
  method: "GET",
  path: "/api/v2/privacy/consents",
  summary: "The user's answer per consent purpose (sexuality, services)",
  tags: ["privacy"],
  auth: "user",
  response: ZConsentList,
});

export const ZConsentParams = z.object({ purpose: ZConsentPurpose });
export const ZConsentUpdate = z.object({ granted: z.boolean() }).strict();

export const updateConsentContract = defineContract({
  id: "updateConsent",
  method: "PUT",
  path: "/api/v2/privacy/consents/:purpose",
  summary:
    "Grants or withdraws one consent; recorded with the text version. Withdrawing erases the data it covers at once (hidden from everyone, " +
    "out of search) and later writes of it are refused with 422 validation.privacy.consent_required. Businesses: 403 exception.privacy.consent_not_applicable",
  tags: ["privacy"],
  auth: "user",
  params: ZConsentParams,
  body: ZConsentUpdate,
  response: ZConsent,
});
