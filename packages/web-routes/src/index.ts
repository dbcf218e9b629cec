// Client-safe exports of @samtrot/web-routes. Server-only modules are imported by path
// (e.g. "@samtrot/web-routes/root.server"), route modules are mounted through ./routes.
export { defineBrand, type TBrandConfig } from "./brand";
export {
  CHUNK_LOAD_ERROR_MESSAGES,
  CHUNK_RELOAD_DELAY_MS,
  CHUNK_RELOAD_GUARD_MS,
  decideRenderErrorRecovery,
  isChunkLoadError,
  type TRenderErrorRecovery,
} from "./lib/chunk-error";
export { detectLanguage, pickFromAcceptLanguage, serializeLanguageCookie, type TDetectedLanguage } from "./lib/language";
export { languageSwitchHref, localizePath, resolveLocaleRoute, withPathLanguage, type TLocaleRouteDecision } from "./lib/locale-path";
export {
  buildUpstreamHeaders,
  filterResponseHeaders,
  isSameOriginRequest,
  withClientCredentials,
} from "./lib/proxy";
export { errorMessageKey, errorPageStatus } from "./lib/error-status";
export { formatDistance, formatPrice, priceLabel, tileBadges } from "./lib/profile-labels";
export { footerLinkTargets, type TFooterLinkTarget } from "./ui/footer-links";
export type { TApiError } from "./lib/api-errors";
