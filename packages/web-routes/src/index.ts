// Client-safe exports of @samtrot/web-routes. Server-only modules are imported by path
// (e.g. "@samtrot/web-routes/root.server"), route modules are mounted through ./routes.
export { defineBrand, type TBrandConfig } from "./brand";
export {
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
export {
  distanceLabel,
  pickDisplayPrice,
  priceLabel,
  profileKindBadges,
  profileTileLabels,
  replyTimeLabel,
  reviewsLabel,
  tileBadges,
  type TTileBadge,
  type TTileLabels,
  type TTileProfile,
} from "./lib/profile-labels";
export { createPageViewRecorder, isNewPageView, type TPageLocation, type TPageViewRecorder } from "./lib/page-view-recorder";
export { footerLinkTargets, type TFooterLinkTarget } from "./ui/footer-links";
