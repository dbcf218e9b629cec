import type { Hono } from "hono";
import {
  bundleContract,
  bundlePreviewContract,
  bundleReviewQueueContract,
  createBundleContract,
  deleteBundleContract,
  myBundlesContract,
  profileBundlesContract,
  purchaseBundleContract,
  purchaseMediumUnlockContract,
  reviewBundleContract,
  setUnlockPriceContract,
  submitBundleContract,
  updateBundleContract,
  type ZBundleInput,
} from "@samtrot/api-client/contracts";
import type { z } from "zod";
import { optionalUser, requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { createFileMediaStorage, mediaDirOf } from "../media/media-storage.js";
import { loadRequestViewer } from "../profiles/profile-viewer.js";
import { serveBundlePreview } from "./bundle-preview.js";
import { createBundle, deleteBundle, getBundle, listMyBundles, submitBundle, updateBundle, type TBundleFields } from "./manage-bundles.js";
import { purchaseBundle } from "./purchase-bundle.js";
import { listBundleReviewQueue, reviewBundle } from "./review-bundle.js";
import { listProfileBundles } from "./shop.js";
import { purchaseMediumUnlock, setUnlockPrice } from "./unlock-medium.js";

function fieldsOf(body: z.output<typeof ZBundleInput>): TBundleFields {
  return {
    title: body.title,
    description: body.description,
    price: body.price,
    mediaIds: body.media_ids,
    coverMediaId: body.cover_media_id ?? null,
    fsk18: body.fsk18,
  };
}

/** Bundles (my_bundles, the review endpoints, the shop on profiles) and paid unlocks of private media. */
export function registerBundleRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database } = deps;
  const storage = createFileMediaStorage(mediaDirOf(deps.env));
  const me = async (c: Parameters<typeof requireUser>[0]) => (await requireUser(c)).userId;
  const viewerOf = async (c: Parameters<typeof optionalUser>[0]) => loadRequestViewer(database, await optionalUser(c), deps.clock.now());

  // Fixed paths before /api/v2/bundles/:id.
  route(app, bundleReviewQueueContract, async ({ c }) => listBundleReviewQueue(database, await me(c)));
  route(app, myBundlesContract, async ({ c }) => listMyBundles(database, await me(c)));
  route(app, createBundleContract, async ({ c, body }) => createBundle(database, { userId: await me(c), fields: fieldsOf(body) }), { status: 201 });
  route(app, bundleContract, async ({ c, params }) => getBundle(database, { userId: await me(c), bundleId: Number(params.id) }));
  route(app, updateBundleContract, async ({ c, params, body }) => updateBundle(database, { userId: await me(c), bundleId: Number(params.id), fields: fieldsOf(body) }));
  route(app, submitBundleContract, async ({ c, params }) => submitBundle(database, { userId: await me(c), bundleId: Number(params.id) }));
  route(app, deleteBundleContract, async ({ c, params }) => deleteBundle(database, { userId: await me(c), bundleId: Number(params.id) }));
  route(app, reviewBundleContract, async ({ c, params, body }) =>
    reviewBundle(database, { userId: await me(c), bundleId: Number(params.id), decision: body.decision, reason: body.reason ?? null }),
  );
  route(app, profileBundlesContract, async ({ c, params }) => listProfileBundles(database, { username: params.username ?? "", viewer: await viewerOf(c) }));
  route(app, purchaseBundleContract, async ({ c, params }) => {
    const auth = await requireUser(c);
    return purchaseBundle(database, { buyerId: auth.userId, tokenId: auth.tokenId, bundleId: Number(params.id), now: deps.clock.now() });
  });
  route(app, bundlePreviewContract, async ({ c, params }) =>
    serveBundlePreview({ database, storage }, { bundleId: Number(params.id), mediaId: Number(params.mediaId), viewer: await viewerOf(c), now: deps.clock.now() }),
  );
  route(app, setUnlockPriceContract, async ({ c, params, body }) => setUnlockPrice(database, { userId: await me(c), mediaId: Number(params.id), price: body.unlock_price }));
  route(app, purchaseMediumUnlockContract, async ({ c, params }) => purchaseMediumUnlock(database, { viewerId: await me(c), mediaId: Number(params.id) }));
}
