import type { Database } from "@samtrot/db";
import type { TShopBundle } from "@samtrot/api-client/contracts";
import { AppError, notFound } from "../../http/errors.js";
import { isBlockedEither } from "../blocks/is-blocked-either.js";
import { book } from "../ledger/book.js";
import { profileAvailableSql } from "../profiles/profile-availability.js";
import { closedUserGroupRefusal, loadViewer } from "../profiles/profile-viewer.js";
import { BUNDLE_REFUSAL_TITLE } from "./bundle-refusal.js";
import { BUNDLE_FSK18_SQL } from "./bundle-rows.js";
import { findShopBundle } from "./shop.js";

export type TBundlePurchase = { bundle: TShopBundle; balance: { before: number; after: number } | null; already_bought: boolean };

/**
 * A buyer unlocks a bundle on sale with dollars (spec 001 §6): a ledger transfer of its price from the buyer to the
 * owner and the purchase row, in one transaction. The key `bundle:{id}:{buyer}` makes a double click or a retried
 * request book once; a bundle bought before answers without booking. The bundle row is share-locked, so it cannot
 * leave the shop (deleted, changed) half-way through a purchase. 18+ bundles only inside the closed user group (decision 044).
 */
export function purchaseBundle(database: Database, input: { buyerId: number; tokenId: number; bundleId: number; now: Date }): Promise<TBundlePurchase> {
  return database.transaction(async (tx) => {
    const viewer = await loadViewer(tx, input.buyerId, { tokenId: input.tokenId, now: input.now });
    const [bundle] = await tx.query<{ id: number; user_id: number; price: number; is_fsk18: boolean; owner_available: boolean }>(
      `select b.id, b.user_id, b.price, ${BUNDLE_FSK18_SQL} as is_fsk18, ${profileAvailableSql("u")} as owner_available
         from bundles b join users u on u.id = b.user_id
        where b.id = $1 and b.status = 'accepted' and b.deleted_at is null
        for share of b`,
      [input.bundleId],
    );
    if (!bundle || viewer.userId === null) throw notFound("exception.bundles.not_found");
    const ownerId = Number(bundle.user_id);
    if (ownerId === input.buyerId) throw new AppError(422, "exception.bundles.own_bundle");
    if (!bundle.owner_available || (await isBlockedEither(tx, input.buyerId, ownerId))) throw notFound("exception.bundles.not_found");
    const refusal = bundle.is_fsk18 ? closedUserGroupRefusal(viewer) : null;
    if (refusal) throw new AppError(403, BUNDLE_REFUSAL_TITLE[refusal]);

    const [earlier] = await tx.query(`select 1 from bundle_purchases where bundle_id = $1 and buyer_id = $2`, [input.bundleId, input.buyerId]);
    let balance: TBundlePurchase["balance"] = null;
    if (!earlier) {
      const price = Number(bundle.price);
      const booked = await book(tx, {
        idempotencyKey: `bundle:${input.bundleId}:${input.buyerId}`,
        type: "transfer",
        currency: "dollar",
        amount: price,
        from: { userId: input.buyerId },
        to: { userId: ownerId },
        reference: { kind: "bundle", id: input.bundleId },
      });
      await tx.query(
        `insert into bundle_purchases (bundle_id, buyer_id, price, ledger_entry_id) values ($1, $2, $3, $4) on conflict do nothing`,
        [input.bundleId, input.buyerId, price, booked.entryId],
      );
      balance = booked.replayed ? null : booked.from;
    }
    const shop = await findShopBundle(tx, input.bundleId, viewer);
    return { bundle: shop!, balance, already_bought: balance === null };
  });
}
