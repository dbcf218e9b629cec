import { Hono } from "hono";
import { randomUUID } from "node:crypto";
import { allContracts } from "@samtrot/api-client/contracts";
import { AppError, errorBody } from "./http/errors.js";
import type { TAppDeps, TAppEnv } from "./http/types.js";
import { buildOpenApi } from "./openapi/build-openapi.js";
import { registerHealthRoutes } from "./modules/health/routes.js";
import { registerSearchRoutes } from "./modules/search/routes.js";
import { registerSeoRoutes } from "./modules/seo/routes.js";
import { registerMediaRoutes } from "./modules/media/routes.js";
import { registerTrackingRoutes } from "./modules/tracking/routes.js";
import { authMiddleware } from "./http/auth.js";
import { parseTrustedProxies } from "./http/client-ip.js";
import { securityHeadersMiddleware } from "./http/security-headers.js";
import { createAccountsContext } from "./modules/accounts/accounts-context.js";
import { resolveAccessToken } from "./modules/accounts/resolve-access-token.js";
import { registerAccountsRoutes } from "./modules/accounts/routes.js";
import { registerCaptchaRoutes } from "./modules/captcha/routes.js";
import { registerFederatedRoutes } from "./modules/federated/routes.js";
import { registerMailRoutes } from "./modules/mail/routes.js";
import { registerRegistrationRoutes } from "./modules/registration/routes.js";
import { registerProfileRoutes } from "./modules/profiles/routes.js";
import { registerGalleryRoutes, registerMediaDisplayRoute } from "./modules/media-gallery/routes.js";
import { registerFavoriteRoutes } from "./modules/favorites/routes.js";
import { registerVisitorRoutes } from "./modules/visitors/routes.js";
import { registerBlockRoutes } from "./modules/blocks/routes.js";
import { registerSettingsRoutes } from "./modules/settings/routes.js";
import { registerPrivacyRoutes } from "./modules/privacy/routes.js";
import { registerPaymentRoutes } from "./modules/payments/routes.js";
import { registerBundleRoutes } from "./modules/bundles/routes.js";
import { registerLedgerRoutes } from "./modules/ledger/routes.js";
import { registerPayoutRoutes } from "./modules/payouts/routes.js";
import { registerRiseUpRoutes } from "./modules/rise-up/routes.js";
import { registerDashboardRoutes } from "./modules/dashboard/routes.js";
import { registerAdRoutes } from "./modules/ads/routes.js";
import { registerTourRoutes } from "./modules/tours/routes.js";
import { registerRewardRoutes } from "./modules/rewards/routes.js";
import { registerGiftRoutes } from "./modules/gifts/routes.js";
import { registerInvoiceRoutes } from "./modules/invoices/routes.js";
import { registerRealtimeRoutes } from "./modules/realtime/routes.js";
import { registerMessengerRoutes } from "./modules/messenger/routes.js";
import { registerNotificationRoutes } from "./modules/notifications/routes.js";
import { registerDatingRoutes } from "./modules/dating/routes.js";
import { registerReportRoutes } from "./modules/reports/routes.js";
import { registerModerationConsoleRoutes } from "./modules/moderation/routes.js";
import { registerEventRoutes } from "./modules/events/routes.js";
import { registerDateSafetyRoutes } from "./modules/dating/safety/routes.js";
import { registerBlogRoutes } from "./modules/blogs/routes.js";
import { registerNewsfeedRoutes } from "./modules/newsfeed/routes.js";
import { registerLiveRoutes } from "./modules/live/routes.js";
import { registerChatRoomRoutes } from "./modules/chatrooms/routes.js";
import { registerForumRoutes } from "./modules/forum/routes.js";
import { AdTextRefusal, recordAdTextBlocks } from "./modules/trust/ad-text.js";
import { registerSupportRoutes } from "./modules/support/routes.js";
import { registerIdentityRoutes } from "./modules/identity/routes.js";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,80}$/;

export function createApp(deps: TAppDeps): Hono<TAppEnv> {
  const app = new Hono<TAppEnv>();

  app.use("*", async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = deps.logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    c.header("x-request-id", requestId);
    const started = performance.now();
    await next();
    log.info({ method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status, ms: Math.round((performance.now() - started) * 10) / 10 }, "request");
  });

  app.onError(async (err, c) => {
    if (err instanceof AdTextRefusal) await recordAdTextBlocks(deps.database, err, c.get("log"));
    if (err instanceof AppError) return c.json(errorBody(err.entries), err.status as 400);
    c.get("log")?.error({ err }, "unhandled error");
    return c.json(errorBody([{ code: 500, title: "exception.common.something_wrong_happened", source: null }]), 500);
  });

  app.notFound((c) => c.json(errorBody([{ code: 404, title: "exception.common.not_found", source: null }]), 404));

  // Outside the auth middleware: it sees the answer after the route asked for the caller.
  app.use("*", securityHeadersMiddleware(parseTrustedProxies(deps.env.TRUSTED_PROXIES)));
  app.use("*", authMiddleware((token) => resolveAccessToken(deps.database, token)));

  registerHealthRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerSeoRoutes(app, deps);
  registerMediaRoutes(app, deps);
  registerTrackingRoutes(app, deps);
  const accounts = createAccountsContext(deps);
  registerAccountsRoutes(app, accounts);
  registerRegistrationRoutes(app, accounts);
  registerFederatedRoutes(app, accounts);
  registerCaptchaRoutes(app, deps);
  registerMailRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerGalleryRoutes(app, deps);
  registerFavoriteRoutes(app, deps);
  registerVisitorRoutes(app, deps);
  registerBlockRoutes(app, deps);
  registerSettingsRoutes(app, deps);
  registerPrivacyRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  registerBundleRoutes(app, deps);
  registerLedgerRoutes(app, deps);
  registerPayoutRoutes(app, deps);
  registerRiseUpRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerAdRoutes(app, deps);
  registerTourRoutes(app, deps);
  registerRewardRoutes(app, deps);
  registerGiftRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  registerRealtimeRoutes(app, deps);
  registerMessengerRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  registerDatingRoutes(app, deps);
  registerReportRoutes(app, deps);
  registerModerationConsoleRoutes(app, deps);
  registerEventRoutes(app, deps);
  registerDateSafetyRoutes(app, deps);
  registerBlogRoutes(app, deps);
  registerNewsfeedRoutes(app, deps);
  registerLiveRoutes(app, deps);
  registerChatRoomRoutes(app, deps);
  registerForumRoutes(app, deps);
  registerSupportRoutes(app, deps);
  registerIdentityRoutes(app, deps);
  // Last of the /api/v2/media/... routes: /media/:id/:size would otherwise catch /media/file/… and /media/avatar/….
  registerMediaDisplayRoute(app, deps);

  const openApi = buildOpenApi(allContracts, deps.version);
  app.get("/api/v2/openapi.json", (c) => c.json(openApi));

  return app;
}
