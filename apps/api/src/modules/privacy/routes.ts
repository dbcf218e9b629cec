import type { Hono } from "hono";
import { consentsContract, dataExportContract, downloadDataExportContract, requestDataExportContract, updateConsentContract } from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { createFileMediaStorage, mediaDirOf } from "../media/media-storage.js";
import { dataExportStatus, requestDataExport } from "./data-export.js";
import { downloadDataExport } from "./download-data-export.js";
import { listConsents, updateConsent } from "./consents.js";
import type { TConsentPurpose } from "@samtrot/constants-catalogue";

export function registerPrivacyRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database } = deps;
  const storage = createFileMediaStorage(mediaDirOf(deps.env));
  route(app, requestDataExportContract, async ({ c }) => requestDataExport(database, (await requireUser(c)).userId), { status: 201 });
  route(app, dataExportContract, async ({ c }) => dataExportStatus(database, (await requireUser(c)).userId));
  route(app, consentsContract, async ({ c }) => listConsents(database, (await requireUser(c)).userId));
  route(app, updateConsentContract, async ({ c, params, body }) =>
    updateConsent(database, { userId: (await requireUser(c)).userId, purpose: params.purpose as TConsentPurpose, granted: body.granted }),
  );
  route(app, downloadDataExportContract, async ({ c }) => downloadDataExport({ database, storage }, (await requireUser(c)).userId));
}
