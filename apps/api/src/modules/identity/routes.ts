import type { Hono } from "hono";
import {
  forceIdentityCheckContract,
  fsk18IdentityResultContract,
  identityAuditContract,
  identityCheckImageContract,
  identityOverviewContract,
  identityReviewQueueContract,
  reauthenticateContract,
  reviewIdentityCheckContract,
  startFsk18IdentityContract,
  submitIdentityCheckContract,
} from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { webBaseOf } from "../accounts/web-links.js";
import { createFileMediaStorage, mediaDirOf } from "../media/media-storage.js";
import { providerOf } from "./age-verification-provider.js";
import {
  finishFsk18Identity,
  forceIdentityCheck,
  identityOverview,
  listIdentityAudit,
  listIdentityQueue,
  readCheckImage,
  reviewIdentityCheck,
  startFsk18Identity,
  submitReviewedCheck,
} from "./identity-checks.js";
import { reauthenticate } from "./reauthenticate.js";
import { registerSandboxProvider } from "./sandbox-provider-page.js";

/** Where the provider sends the browser back: the age verification page of the brand the user came from. */
export const FSK18_CALLBACK_PATH = "/user/age_check_verification";

/** Identity checks, the fsk18 identity through the provider, re-authentication, the team's review (decision 044). */
export function registerIdentityRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database, env, clock } = deps;
  const storage = createFileMediaStorage(mediaDirOf(env));

  route(app, identityOverviewContract, async ({ c }) => {
    const auth = await requireUser(c);
    return identityOverview(database, { userId: auth.userId, tokenId: auth.tokenId, now: clock.now() });
  });
  route(
    app,
    submitIdentityCheckContract,
    async ({ c, body }) => submitReviewedCheck(database, { userId: (await requireUser(c)).userId, kind: body.kind, mediaId: body.media_id, now: clock.now() }),
    { status: 201 },
  );
  route(
    app,
    startFsk18IdentityContract,
    async ({ c }) => {
      const { userId } = await requireUser(c);
      const provider = providerOf(c, env);
      return startFsk18Identity(database, { userId, now: clock.now(), provider, callbackUrl: `${webBaseOf(c, env)}${FSK18_CALLBACK_PATH}` });
    },
    { status: 201 },
  );
  route(app, fsk18IdentityResultContract, async ({ c, body }) =>
    finishFsk18Identity(database, { userId: (await requireUser(c)).userId, now: clock.now(), provider: providerOf(c, env), result: body }),
  );
  route(app, reauthenticateContract, async ({ c, body }) => {
    const auth = await requireUser(c);
    return reauthenticate(database, { userId: auth.userId, tokenId: auth.tokenId, password: body.password, now: clock.now() });
  });

  route(app, identityReviewQueueContract, async ({ c, query }) => listIdentityQueue(database, { userId: (await requireUser(c)).userId, pageNo: query.page_no, kind: query.kind, order: query.order }));
  route(app, identityCheckImageContract, async ({ c, params }) => {
    const image = await readCheckImage(database, storage, { userId: (await requireUser(c)).userId, checkId: Number(params.checkId) });
    return new Response(new Uint8Array(image.data), {
      headers: { "content-type": image.mimeType, "cache-control": "private, no-store", "x-content-type-options": "nosniff", "content-security-policy": "default-src 'none'" },
    });
  });
  route(app, reviewIdentityCheckContract, async ({ c, params, body }) =>
    reviewIdentityCheck(database, { userId: (await requireUser(c)).userId, checkId: Number(params.checkId), status: body.status, now: clock.now() }),
  );
  route(app, forceIdentityCheckContract, async ({ c, params, body }) =>
    forceIdentityCheck(database, { userId: (await requireUser(c)).userId, targetId: Number(params.userId), forced: body.forced, now: clock.now() }),
  );
  route(app, identityAuditContract, async ({ c, params, query }) =>
    listIdentityAudit(database, { userId: (await requireUser(c)).userId, targetId: Number(params.userId), pageNo: query.page_no }),
  );
  registerSandboxProvider(app, deps);
}
