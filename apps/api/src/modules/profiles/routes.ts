import type { Hono } from "hono";
import { profileContract } from "@samtrot/api-client/contracts";
import { optionalUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { linkVisitorId } from "../privacy/link-visitor-id.js";
import { loadPublicProfile } from "./load-public-profile.js";
import { loadRequestViewer } from "./profile-viewer.js";
import { recordVisit } from "./record-visit.js";
import { notifyProfileVisit } from "../notifications/notify.js";

export function registerProfileRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database } = deps;
  route(app, profileContract, async ({ c, params, query }) => {
    const auth = await optionalUser(c);
    const viewer = await loadRequestViewer(database, auth, deps.clock.now());
    const position = query.lat !== undefined && query.lon !== undefined ? { lat: query.lat, lon: query.lon } : null;
    const profile = await loadPublicProfile(database, { username: params.username!, viewer, position, autoAccept: deps.env.MEDIA_AUTO_ACCEPT });
    if (await recordVisit(database, { viewer, profileUserId: profile.id })) await notifyProfileVisit(database, { visitorId: viewer.userId!, visitedId: profile.id });
    if (viewer.userId !== null) await linkVisitorId(database, viewer.userId, c.req.header("x-visitor-id"));
    return profile;
  });
}
