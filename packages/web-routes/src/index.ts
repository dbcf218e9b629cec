// Client-safe exports of @samtrot/web-routes. Server-only modules are imported by path
// (e.g. "@samtrot/web-routes/root.server"), route modules are mounted through ./routes.
export { defineBrand, type TBrandConfig } from "./brand";
export {
  CHUNK_RELOAD_GUARD_MS,
  decideRenderErrorRecovery,
  isChunkLoadError,
  type TRenderErrorRecovery,
} from "./shell/errors/chunk-error";
export { detectLanguage, pickFromAcceptLanguage, serializeLanguageCookie, type TDetectedLanguage } from "./shell/i18n/language";
export { languageSwitchHref, localizePath, resolveLocaleRoute, withPathLanguage, type TLocaleRouteDecision } from "./shell/i18n/locale-path";
export {
  buildUpstreamHeaders,
  filterResponseHeaders,
  isSameOriginRequest,
  withClientCredentials,
} from "./shell/api/proxy";
export { errorMessageKey, errorPageStatus } from "./shell/errors/error-status";
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
} from "./profiles/profile-labels";
export { createPageViewRecorder, isNewPageView, type TPageLocation, type TPageViewRecorder } from "./shell/tracking/page-view-recorder";
export { footerLinkTargets, type TFooterLinkTarget } from "./shell/footer-links";
