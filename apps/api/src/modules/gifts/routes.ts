import type { Hono } from "hono";
import { giftCatalogueContract, giftSendInfoContract, myGiftsContract, profileGiftsContract, sendGiftContract } from "@samtrot/api-client/contracts";
import { optionalUser, requireUser } from "../../http/auth.js";
import { route } from "../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../http/types.js";
import { balancesOf } from "../ledger/book.js";
import { listGifts } from "./gift-catalogue.js";
import { loadMyGifts, loadProfileGifts } from "./my-gifts.js";
import { sendGift } from "./send-gift.js";

export function registerGiftRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database } = deps;
  route(app, giftCatalogueContract, async () => ({ gifts: await listGifts(database) }));
  route(app, giftSendInfoContract, async ({ c }) => {
    const { userId } = await requireUser(c);
    const pin = await database.query("select 1 from security_pins where user_id = $1", [userId]);
    return { gifts: await listGifts(database), balance: (await balancesOf(database, userId)).dollar, has_pin: pin.length > 0 };
  });
  route(app, sendGiftContract, async ({ c, body }) => sendGift(database, (await requireUser(c)).userId, body), { status: 201 });
  route(app, myGiftsContract, async ({ c }) => loadMyGifts(database, (await requireUser(c)).userId));
  route(app, profileGiftsContract, async ({ c, params }) => loadProfileGifts(database, String(params.username), (await optionalUser(c))?.userId ?? null));
}
