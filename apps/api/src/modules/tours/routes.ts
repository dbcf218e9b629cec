import type { Hono } from "hono";
import { createTourContract, deleteTourContract, tourListContract } from "@samtrot/api-client/contracts";
import { USER_TYPE } from "@samtrot/constants-catalogue";
import { requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import { AppError } from "../../http/errors.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { searchClock } from "../search/search-clock.js";
import { createTour, deleteTour } from "./save-tour.js";
import { loadTourList } from "./tour-list.js";

export function registerTourRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database, clock } = deps;
  const today = () => searchClock(clock.now()).today;

  route(app, tourListContract, async ({ c }) => {
    const { userId } = await requireUser(c);
    const [user] = await database.query<{ user_type: number }>(`SELECT user_type FROM users WHERE id = $1`, [userId]);
    if (Number(user?.user_type) !== USER_TYPE.escort) throw new AppError(403, "exception.tours.not_allowed");
    return loadTourList(database, { userId, today: today() });
  });
  route(
    app,
    createTourContract,
    async ({ c, body }) => {
      const { userId } = await requireUser(c);
      return createTour(database, { userId, body, today: today() });
    },
    { status: 201 },
  );
  route(app, deleteTourContract, async ({ c, params }) => {
    const { userId } = await requireUser(c);
    return deleteTour(database, { userId, tourId: Number(params.id), today: today() });
  });
}
