import type { Hono } from "hono";
import { favoriteVisitorsContract, visitorsContract } from "@samtrot/api-client/contracts";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { countRelations, listRelations, type TRelationKind } from "../favorites/list-relations.js";
import { requirePlus } from "./require-plus.js";

export function registerVisitorRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database } = deps;
  const plusList = (kind: TRelationKind) =>
    async ({ c, query }: { c: Parameters<typeof requireUser>[0]; query: Parameters<typeof listRelations>[1]["query"] }) => {
      const { userId } = await requireUser(c);
      await requirePlus(database, userId, () => countRelations(database, kind, userId));
      return listRelations(database, { kind, userId, query });
    };
  route(app, visitorsContract, plusList("visitors"));
  route(app, favoriteVisitorsContract, plusList("favorite_visitors"));
}
