// SQL facts about a medium and its bundles for mediaAccess (media-gallery/media-access.ts), which decides every byte
// served: `mediaCol` names the medium's id column, `viewerParam` the viewer's id parameter (cast to bigint, may be null).

/** The viewer bought a bundle holding the medium (also a bundle deleted since: buyers keep what they paid for). */
export function boughtSql(mediaCol: string, viewerParam: string): string {
  return `(${viewerParam} is not null and exists (select 1 from bundle_media bm join bundle_purchases bp on bp.bundle_id = bm.bundle_id
            where bm.media_id = ${mediaCol} and bp.buyer_id = ${viewerParam}))`;
}

/** The medium belongs to a bundle on sale: accepted and not deleted. */
export function bundleLockedSql(mediaCol: string): string {
  return `exists (select 1 from bundle_media bm join bundles b on b.id = bm.bundle_id
            where bm.media_id = ${mediaCol} and b.status = 'accepted' and b.deleted_at is null)`;
}
