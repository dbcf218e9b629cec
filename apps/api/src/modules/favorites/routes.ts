import type { Hono } from "hono";
import { addFavoriteContract, favoritesContract, removeFavoriteContract } from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { listRelations } from "./list-relations.js";
import { addFavorite, removeFavorite } from "./toggle-favorite.js";

export function registerFavoriteRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database } = deps;
  route(app, addFavoriteContract, async ({ c, params }) => addFavorite(database, { userId: (await requireUser(c)).userId, targetId: Number(params.userId) }));
  route(app, removeFavoriteContract, async ({ c, params }) => removeFavorite(database, { userId: (await requireUser(c)).userId, targetId: Number(params.userId) }));
  route(app, favoritesContract, async ({ c, query }) => listRelations(database, { kind: "favorites", userId: (await requireUser(c)).userId, query }));
}
