import { z } from "zod";
import { ZDataPrivacyExportStatus } from "@samtrot/constants-catalogue";
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
