import type { TLandingPage } from "@samtrot/api-client/contracts";
import type { DatabaseTx } from "@samtrot/db";
import { ZLandingUrlDetail } from "@samtrot/search-query-builder";
import { AppError } from "../../http/errors.js";

type TRow = { short_url: string; url_detail: unknown };

/**
 * The landing page with this short URL (exact match, as stored: lower case). Entries that do not have the
 * contract's shape are left out rather than answered broken; an unknown short URL is a 404.
 */
export async function loadLandingPage(db: Pick<DatabaseTx, "query">, shortUrl: string): Promise<TLandingPage> {
  const [row] = await db.query<TRow>("SELECT short_url, url_detail FROM landing_pages WHERE short_url = $1", [shortUrl]);
  if (!row) throw new AppError(404, "exception.seo.landing_page_not_found", "short_url");
  const entries = Array.isArray(row.url_detail) ? row.url_detail : [];
  const urlDetail = entries.flatMap((entry) => {
    const parsed = ZLandingUrlDetail.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  return { short_url: row.short_url, url_detail: urlDetail };
}
