import type { LoaderFunctionArgs } from "@remix-run/node";
import { localeFileResponse } from "./locale-bundle.server";

// GET /public/locales/{lng}/{ns}.json (spec 000 §7): the browser's translation files.
export async function loader({ params, request }: LoaderFunctionArgs) {
  return localeFileResponse({ lng: params.lng, file: params.file, ifNoneMatch: request.headers.get("if-none-match") });
}
