import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";

// dating/reviews/detail/{dateId} (spec 000 §2): a date's reviews are shown on the date itself (my_date/{dateId},
// its reviews section), so the spec's address leads there.
export async function loader(args: LoaderFunctionArgs) {
  const { linkPrefix } = requirePageLocale(args.request, args.params);
  const id = Number(args.params.dateId);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response(null, { status: 404 });
  throw redirect(localizePath(`/my_date/${id}#reviews`, linkPrefix), { headers: { "cache-control": "private, no-store" } });
}
