import type { Hono } from "hono";
import { blockUserContract, blocksContract, unblockUserContract } from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { blockUser, unblockUser } from "./block-user.js";
import { listBlocks } from "./list-blocks.js";

export function registerBlockRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database } = deps;
  route(app, blockUserContract, async ({ c, params }) => blockUser(database, { userId: (await requireUser(c)).userId, targetId: Number(params.userId) }));
  route(app, unblockUserContract, async ({ c, params }) => unblockUser(database, { userId: (await requireUser(c)).userId, targetId: Number(params.userId) }));
  route(app, blocksContract, async ({ c, query }) => listBlocks(database, { userId: (await requireUser(c)).userId, pageNo: query.page_no }));
}
