import type { Hono } from "hono";
import {
  READ_ONLY_SETTINGS,
  SETTINGS_CONTRACTS,
  ageCheckDocumentContract,
  ageCheckReviewQueueContract,
  reviewAgeCheckContract,
  settingsOverviewContract,
  type TContract,
} from "@samtrot/api-client/contracts";
import { SETTINGS_KEYS, type TSettingsKey } from "@samtrot/constants-catalogue";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import { AppError, notFound } from "../../http/errors.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { webBaseOf } from "../accounts/web-links.js";
import { createFileMediaStorage, mediaDirOf } from "../media/media-storage.js";
import { linkVisitorId } from "../privacy/link-visitor-id.js";
import { readSettingsOverview, readSettingsSection } from "./read-settings.js";
import { listAgeCheckQueue, readAgeCheckDocument, reviewAgeCheck } from "./review-age-check.js";
import { assertSectionVisible, loadSettingsUser } from "./settings-user.js";
import { writeSettings } from "./write-settings.js";

export function registerSettingsRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database, env } = deps;
  route(app, settingsOverviewContract, async ({ c }) => {
    const { userId } = await requireUser(c);
    await linkVisitorId(database, userId, c.req.header("x-visitor-id"));
    return readSettingsOverview(database, userId);
  });
  for (const key of SETTINGS_KEYS) {
    const { get, put } = SETTINGS_CONTRACTS[key] as { get: TContract; put: TContract | undefined };
    route(app, get, async ({ c }) => {
      const user = await loadSettingsUser(database, (await requireUser(c)).userId);
      assertSectionVisible(user, key);
      return readSettingsSection(database, user, key);
    });
    if (put) {
      route(app, put, async ({ c, body }) => {
        const auth = await requireUser(c);
        return writeSettings(database, key, body as never, { userId: auth.userId, tokenId: auth.tokenId, webBase: webBaseOf(c, env) });
      });
    }
  }
  // The age check review (team and backend users).
  const storage = createFileMediaStorage(mediaDirOf(env));
  route(app, ageCheckReviewQueueContract, async ({ c, query }) => listAgeCheckQueue(database, { userId: (await requireUser(c)).userId, pageNo: query.page_no }));
  route(app, reviewAgeCheckContract, async ({ c, params, body }) =>
    reviewAgeCheck(database, { userId: (await requireUser(c)).userId, targetId: Number(params.userId), status: body.status }),
  );
  route(app, ageCheckDocumentContract, async ({ c, params }) => {
    const document = await readAgeCheckDocument(database, storage, { userId: (await requireUser(c)).userId, targetId: Number(params.userId) });
    return new Response(new Uint8Array(document.data), {
      headers: { "content-type": document.mimeType, "cache-control": "private, no-store", "x-content-type-options": "nosniff", "content-security-policy": "default-src 'none'" },
    });
  });
  // Read-only sections have no PUT contract; they answer 405 rather than a plain 404. Registered after the keys.
  app.put("/api/v2/settings/:key", async (c) => {
    await requireUser(c);
    const key = c.req.param("key") as TSettingsKey;
    if ((READ_ONLY_SETTINGS as readonly string[]).includes(key)) throw new AppError(405, "exception.settings.read_only");
    throw notFound();
  });
}
