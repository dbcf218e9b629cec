import type { Hono } from "hono";
import {
  addGalleryItemContract,
  deleteGalleryItemContract,
  galleryListContract,
  galleryUploadTokenContract,
  grantGalleryUnlockContract,
  mediaDisplayContract,
  mediaReviewQueueContract,
  revokeGalleryUnlockContract,
  reviewMediaContract,
  setGalleryAvatarContract,
  setGalleryVisibilityContract,
  watermarkCheckContract,
} from "@samtrot/api-client/contracts";
import { optionalUser, requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { createUploadToken } from "../media/create-upload-token.js";
import { createFileMediaStorage, mediaDirOf } from "../media/media-storage.js";
import { loadRequestViewer } from "../profiles/profile-viewer.js";
import { checkWatermark } from "./check-watermark.js";
import { listGallery } from "./list-gallery.js";
import {
  addGalleryItem,
  deleteGalleryItem,
  grantGalleryUnlock,
  revokeGalleryUnlock,
  setGalleryAvatar,
  setGalleryVisibility,
  type TGalleryDeps,
} from "./manage-gallery.js";
import { listMediaReviewQueue, reviewMedia } from "./review-media.js";
import { serveMedia } from "./serve-media.js";

export function galleryDepsOf(deps: TAppDeps): TGalleryDeps {
  return { database: deps.database, storage: createFileMediaStorage(mediaDirOf(deps.env)), autoAccept: deps.env.MEDIA_AUTO_ACCEPT };
}

/** The gallery manager of settings/media_gallery and the review queue. */
export function registerGalleryRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const gallery = galleryDepsOf(deps);
  const { database } = deps;
  const me = async (c: Parameters<typeof requireUser>[0]) => (await requireUser(c)).userId;
  route(app, galleryListContract, async ({ c, query }) =>
    listGallery(database, { userId: await me(c), panel: query.panel, pageNo: query.page_no, autoAccept: gallery.autoAccept }),
  );
  route(app, galleryUploadTokenContract, async ({ c, body }) => createUploadToken(database, { userId: await me(c), purpose: body.purpose }));
  route(app, addGalleryItemContract, async ({ c, body }) => addGalleryItem(gallery, { userId: await me(c), mediaId: body.media_id, visibility: body.visibility }), {
    status: 201,
  });
  route(app, watermarkCheckContract, async ({ c, body }) =>
    checkWatermark(gallery, { userId: await me(c), mediaId: body.media_id, colour: body.colour, position: body.position, opacity: body.opacity }),
  );
  route(app, setGalleryVisibilityContract, async ({ c, params, body }) =>
    setGalleryVisibility(gallery, { userId: await me(c), mediaId: Number(params.id), visibility: body.visibility }),
  );
  route(app, deleteGalleryItemContract, async ({ c, params }) => deleteGalleryItem(gallery, { userId: await me(c), mediaId: Number(params.id) }));
  route(app, setGalleryAvatarContract, async ({ c, params }) => setGalleryAvatar(gallery, { userId: await me(c), mediaId: Number(params.id) }));
  route(app, grantGalleryUnlockContract, async ({ c, params, body }) =>
    grantGalleryUnlock(gallery, {
      userId: await me(c),
      mediaId: Number(params.id),
      viewer: body.user_id !== undefined ? { id: body.user_id } : { username: body.username ?? "" },
    }),
  );
  route(app, revokeGalleryUnlockContract, async ({ c, params }) =>
    revokeGalleryUnlock(gallery, { userId: await me(c), mediaId: Number(params.id), viewerId: Number(params.userId) }),
  );
  route(app, mediaReviewQueueContract, async ({ c, query }) => listMediaReviewQueue(database, { userId: await me(c), pageNo: query.page_no }));
  route(app, reviewMediaContract, async ({ c, params, body }) =>
    reviewMedia(database, { userId: await me(c), mediaId: Number(params.id), reviewStatus: body.review_status }),
  );
}

/**
 * GET /api/v2/media/{id}/{size}. Registered after every other /api/v2/media/... route: Hono runs matching
 * routes in registration order, and /media/avatar/… and /media/file/… must answer first.
 */
export function registerMediaDisplayRoute(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const gallery = galleryDepsOf(deps);
  route(app, mediaDisplayContract, async ({ c, params }) => {
    const auth = await optionalUser(c);
    const now = deps.clock.now();
    const viewer = await loadRequestViewer(deps.database, auth, now);
    return serveMedia(gallery, { mediaId: Number(params.id), size: params.size as "thumb" | "medium" | "full", viewer, now });
  });
}
