// Plain JavaScript on purpose: each app's app/routes.ts loads this while Remix reads its route config
// (STACK-NOTES: helpers loaded outside Vite's TypeScript pipeline must be .js).
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Route modules of this package, by id. Ids are explicit so both apps name routes the same way. */
const ROUTE_FILES = {
  "web-routes/api-proxy": "./shell/api/api-proxy.ts",
  "web-routes/oauth-token": "./shell/api/oauth-token.ts",
  "web-routes/public-locales": "./shell/i18n/public-locales.ts",
  "web-routes/home": "./search/home.tsx",
  "web-routes/login": "./accounts/login.tsx",
  "web-routes/logout": "./accounts/logout.ts",
  "web-routes/forgot-password": "./accounts/forgot-password.tsx",
  "web-routes/my-dashboard": "./dashboard/my-dashboard.tsx",
  "web-routes/user-invisible": "./accounts/user-invisible.ts",
  "web-routes/age-check": "./settings/age-check.tsx",
  "web-routes/dev-mailbox": "./accounts/dev-mailbox.tsx",
  "web-routes/federated-google-start": "./accounts/federated-google-start.ts",
  "web-routes/federated-google-callback": "./accounts/federated-google-callback.ts",
  "web-routes/join-user": "./accounts/join-user.tsx",
  "web-routes/join-user-lp": "./accounts/join-user.tsx",
  "web-routes/join-user-lp-page": "./accounts/join-user.tsx",
  "web-routes/join-user-email": "./accounts/join-email.tsx",
  "web-routes/join-user-step": "./accounts/join-user-step.tsx",
  "web-routes/join-business": "./accounts/join-business.tsx",
  "web-routes/join-business-lp": "./accounts/join-business.tsx",
  "web-routes/join-business-email": "./accounts/join-email.tsx",
  "web-routes/join-business-step": "./accounts/join-business-step.tsx",
  "web-routes/join-benefits": "./accounts/join-benefits.tsx",
  "web-routes/cookie-settings": "./privacy/cookie-settings.tsx",
  "web-routes/join-business-benefits": "./accounts/join-benefits.tsx",
  // Search (issue 5, spec 000 §2 "Search and entry"): one module for every search page but the home.
  "web-routes/search/invitation-code": "./search/search-page.tsx",
  "web-routes/search/homepage": "./search/search-page.tsx",
  "web-routes/search/homepage-pop": "./search/search-page.tsx",
  "web-routes/search/homepage-landing": "./search/search-page.tsx",
  "web-routes/search/promo-code": "./search/search-page.tsx",
  "web-routes/search/escorts": "./search/search-page.tsx",
  "web-routes/search/clients": "./search/search-page.tsx",
  "web-routes/search/agenturen-clubs": "./search/search-page.tsx",
  "web-routes/search/nearby": "./search/search-page.tsx",
  "web-routes/search/nearby-pop": "./search/search-page.tsx",
  "web-routes/search/lp": "./search/search-page.tsx",
  "web-routes/search/search-init": "./search/search-init.ts",
  // Search-engine index pages (issue 5, spec 000 §2): one module for the ten categories, one for the service slugs.
  "web-routes/seo/category": "./seo/seo-category.tsx",
  "web-routes/seo/service-redirect": "./seo/service-redirect.ts",
  "web-routes/seo/guide": "./seo/seo-guide.tsx",
  "web-routes/seo/sitemap": "./seo/sitemap.ts",
  // Profiles (issue 6, spec 000 §2 "Profiles"): one module for the profile and its tabs.
  "web-routes/profile": "./profiles/profile-page.tsx",
  "web-routes/profile-tab": "./profiles/profile-page.tsx",
  // Settings (issue 6, spec 000 §2): the index and one module for every key.
  "web-routes/settings": "./settings/settings-index.tsx",
  "web-routes/settings-section": "./settings/settings-section.tsx",
  "web-routes/media-gallery": "./gallery/media-gallery.tsx",
  "web-routes/my-bundles": "./bundles/my-bundles.tsx",
  "web-routes/my-bundles-edit": "./bundles/bundle-edit.tsx",
  // Favourites and visitors (issue 6, spec 000 §2): one module for the three lists.
  "web-routes/favorite": "./favourites/relation-list.tsx",
  "web-routes/visitor": "./favourites/relation-list.tsx",
  "web-routes/favorite-visitor": "./favourites/relation-list.tsx",
  // Checkout (issue 11, spec 000 §2, spec 001 §2 payment steps): plans and membership, buying, confirmation, rebill.
  "web-routes/checkout/membership": "./checkout/membership-page.tsx",
  "web-routes/checkout/buy": "./checkout/buy-page.tsx",
  "web-routes/checkout/confirm": "./checkout/buy-confirm.tsx",
  "web-routes/checkout/auto-recharge": "./checkout/auto-recharge.ts",
  "web-routes/checkout/rebill": "./checkout/rebill-page.tsx",
  // Money (issue 11): the dollar page and the tip dialog's loader/action.
  "web-routes/money/dollar": "./money/dollar-page.tsx",
  "web-routes/money/tip": "./money/tip-route.ts",
  // Money: payouts, rise up, token rewards (issue 11, spec 000 §2 user/token_rewards and promotion/{type?}).
  "web-routes/money/payout": "./money/payout-page.tsx",
  "web-routes/money/promotion": "./money/promotion-page.tsx",
  "web-routes/money/token-rewards": "./money/token-rewards-page.tsx",
  // Gifts (issue 17 item 4, decision 040): the gift picker's loader/action (user/gifts itself is the settings section).
  "web-routes/gifts/send": "./gifts/gift-route.ts",
  // Messenger (issue 12, spec 000 §2 messenger/{targetUsername?}, no footer).
  "web-routes/messenger": "./messenger/messenger-page.tsx",
  // Dates (issue 13, spec 000 §2 my_date; tabs as ?tab=, the bell links to my_date/{dateId}).
  "web-routes/my-date": "./dating/my-dates.tsx",
  "web-routes/my-date-detail": "./dating/date-detail.tsx",
  "web-routes/my-date-request": "./dating/date-request.tsx",
  // Date reviews (issue 13, spec 000 §2 dating/reviews/add|detail|unlock/{dateId}; decision 030).
  "web-routes/date-review-add": "./dating/review-add.tsx",
  "web-routes/date-review-detail": "./dating/review-detail.tsx",
  "web-routes/date-review-unlock": "./dating/review-unlock.tsx",
  // Reports (DSA notice and action; ours): report/{category}/{itemId}?back=, its receipt, "my reports".
  "web-routes/report": "./reports/report-page.tsx",
  "web-routes/report-received": "./reports/report-received.tsx",
  "web-routes/my-reports": "./reports/my-reports.tsx",
  // Blogs (issue 14, spec 000 §2 my_blogs, blogs/add, blogs/{category}/{slug}[/edit], blogs/{activeCategory?}).
  "web-routes/my-blogs": "./blogs/my-blogs.tsx",
  "web-routes/blog-add": "./blogs/blog-editor.tsx",
  "web-routes/blog-edit": "./blogs/blog-editor.tsx",
  "web-routes/blog-detail": "./blogs/blog-detail.tsx",
  "web-routes/blog-list": "./blogs/blog-list.tsx",
  // Newsfeed (issue 14 item 4, spec 000 §2 newsfeed (guest)).
  "web-routes/newsfeed": "./newsfeed/newsfeed.tsx",
  // Community (spec 000 §2 community/*): the topic chat rooms (issue 15 item 4, decision 035) and the forum (issue 17
  // item 6, decision 042).
  "web-routes/community/chat-rooms": "./community/chat-rooms.tsx",
  "web-routes/community/chat-room": "./community/chat-room.tsx",
  "web-routes/community/forum-boards": "./community/forum-boards.tsx",
  "web-routes/community/forum-board": "./community/forum-board.tsx",
  "web-routes/community/forum-new-topic": "./community/forum-new-topic.tsx",
  "web-routes/community/forum-topic": "./community/forum-topic.tsx",
  // Moderation (team only; issue 14 blogs, the console of issue 16 grows here).
  // The moderation console (issue 16, decision 043): team and backend users only; statements/{id} for the affected user.
  "web-routes/moderation": "./moderation/console-overview.tsx",
  "web-routes/moderation/reports": "./moderation/reports-queue.tsx",
  "web-routes/moderation/report": "./moderation/report-detail.tsx",
  "web-routes/moderation/media": "./moderation/media-queue.tsx",
  "web-routes/moderation/ad-texts": "./moderation/ad-text-queue.tsx",
  "web-routes/moderation/appeals": "./moderation/appeals-queue.tsx",
  "web-routes/moderation/decisions": "./moderation/decisions-log.tsx",
  // Business and escort websites, trusted flaggers (decision 043).
  "web-routes/moderation/websites": "./moderation/websites-queue.tsx",
  "web-routes/moderation/trusted-flaggers": "./moderation/trusted-flaggers.tsx",
  "web-routes/statement": "./moderation/statement-page.tsx",
  "web-routes/moderation-blogs": "./moderation/blog-queue.tsx",
  "web-routes/moderation-blog": "./moderation/blog-review.tsx",
  // Events (issue 14, spec 000 §2 my_events, events/…, /event/creator_accept; moderation/events for the team).
  "web-routes/events/list": "./events/events-list.tsx",
  "web-routes/events/add": "./events/event-add.tsx",
  "web-routes/events/detail": "./events/event-detail.tsx",
  "web-routes/events/edit": "./events/event-edit.tsx",
  "web-routes/events/review-add": "./events/event-review-add.tsx",
  "web-routes/events/my-events": "./events/my-events.tsx",
  "web-routes/events/creator-accept": "./events/creator-accept.tsx",
  "web-routes/moderation/events": "./moderation/moderation-events.tsx",
  // Identity checks (issue 16 item 3, decision 044): the team's queue of fake and webcam checks.
  "web-routes/moderation/identity": "./moderation/identity-queue.tsx",
  // Ads (issue 17 item 2): the team's list with figures per day, create, edit, deactivate (decision 041).
  "web-routes/moderation/ads": "./moderation/ad-manager.tsx",
  // Live (issue 15, spec 001 §1 live areas browse_streaming, start_streaming, streaming_live; decision 034).
  "web-routes/live/browse": "./live/browse-streaming.tsx",
  "web-routes/live/start": "./live/start-streaming.tsx",
  "web-routes/live/room": "./live/streaming-live.tsx",
  "web-routes/live/recording": "./live/watch-recording.tsx",
  // The SSR benchmark's bare page, only in a build made with BENCH_ROUTES=1 (bench/README.md).
  "web-routes/search/bench-bare": "./search/bench-bare.tsx",
  // Realtime and notifications (issue 12): the websocket ticket, my_notification.
  "web-routes/realtime-ticket": "./shell/realtime/realtime-ticket.ts",
  "web-routes/my-notification": "./notifications/my-notification.tsx",
  // Information pages (issue 17 item 5, spec 000 §2 about/{key?}, legal/{key?}, their /previous variants, misc/{key?},
  // partners; decision 036): one module for the pages, one for the variants without header and footer.
  "web-routes/info/about": "./info/info-page.tsx",
  "web-routes/info/legal": "./info/info-page.tsx",
  "web-routes/info/misc": "./info/info-page.tsx",
  "web-routes/info/partners": "./info/info-page.tsx",
  "web-routes/info/about-previous": "./info/info-page-previous.tsx",
  "web-routes/info/about-key-previous": "./info/info-page-previous.tsx",
  "web-routes/info/legal-key-previous": "./info/info-page-previous.tsx",
  // Support and sharing (issue 17 item 6, spec 000 §2 support/sso, support/signout, the share-the-product page).
  "web-routes/support/sso": "./support/support-sso.tsx",
  "web-routes/support/signout": "./support/support-signout.tsx",
  "web-routes/support/share": "./support/share-page.tsx",
  "web-routes/error-code": "./shell/errors/error-code.tsx",
  "web-routes/catch-all": "./shell/errors/catch-all.tsx",
};

/**
 * Slugs of the index-page categories and of the service sub-slugs that redirect to them (spec 000 §2). Copies of
 * constants-catalogue's SEO_CATEGORIES and SERVICE_SLUG_REDIRECTS (this file is plain JavaScript); a test keeps
 * them equal. Each is a static first segment, so an index page never competes with the home's language segment.
 */
const SEO_CATEGORY_SLUGS = [
  "sex-and-erotic",
  "escort",
  "ladies",
  "huren-nutten",
  "domina-bdsm",
  "tantra-erotische-massagen",
  "bordell-club",
  "gangbang-bukkake",
  "transen-shemale",
  "male-escort",
];
const SERVICE_SLUGS = [
  "huren",
  "nutten",
  "ficken",
  "blowjob",
  "erotische-massage",
  "thai-massage",
  "tantra",
  "bdsm",
  "bondage",
  "femdom",
  "rotlicht",
  "saunaclub",
  "striptease",
  "transen",
  "escortservice",
  "begleitservice",
  "callgirl",
  "modelle",
];

export { SEO_CATEGORY_SLUGS, SERVICE_SLUGS };

/**
 * The shared route table both brand apps spread into app/routes.ts.
 *
 * Pages get a language segment: optional (`:lang?`) in a brand without a required prefix, so `/` and
 * `/en/` both work; required (`:lang`) in a prefixed brand, whose unprefixed URLs fall through to the
 * catch-all and are redirected by the root loader. Resource routes (api proxy, token, locales) never
 * carry a language.
 *
 * @param {{ localePrefix: boolean; appDirectory?: string }} options
 *   appDirectory: the app's `app/` folder (Remix wants route files relative to it); defaults to
 *   `./app` under the working directory, which is where Remix runs.
 * @returns {import("./route-table").TSharedRouteEntry[]}
 */
export function sharedRoutes({ localePrefix, appDirectory = path.resolve(process.cwd(), "app") }) {
  const file = (id) =>
    path
      .relative(appDirectory, fileURLToPath(new URL(ROUTE_FILES[id], import.meta.url)))
      .split(path.sep)
      .join("/");
  const lang = localePrefix ? ":lang" : ":lang?";
  const entry = (id, routePath) => ({ id, path: routePath, file: file(id) });

  return [
    entry("web-routes/api-proxy", "api/v2/*"),
    entry("web-routes/oauth-token", "oauth/v2/token"),
    entry("web-routes/public-locales", "public/locales/:lng/:file"),
    entry("web-routes/federated-google-start", "federated/google/start"),
    entry("web-routes/federated-google-callback", "federated/google/callback"),
    entry("web-routes/home", lang),
    // Accounts (issue 4, spec 000 §2).
    entry("web-routes/login", `${lang}/login`),
    entry("web-routes/logout", `${lang}/logout`),
    entry("web-routes/forgot-password", `${lang}/forgot_password`),
    entry("web-routes/my-dashboard", `${lang}/my_dashboard`),
    entry("web-routes/user-invisible", `${lang}/user/invisible`),
    entry("web-routes/age-check", `${lang}/user/age_check_verification`),
    entry("web-routes/dev-mailbox", `${lang}/dev/mailbox`),
    entry("web-routes/join-user", `${lang}/join/user`),
    entry("web-routes/join-user-lp", `${lang}/join/user/:userType/lp`),
    entry("web-routes/join-user-lp-page", `${lang}/join/user/:userType/lp/:landingPageId`),
    entry("web-routes/join-user-email", `${lang}/join/user/email`),
    entry("web-routes/join-user-step", `${lang}/join/user/:stepKey`),
    entry("web-routes/join-business", `${lang}/join/business`),
    entry("web-routes/join-business-lp", `${lang}/join/business/business/lp/:landingPageId`),
    entry("web-routes/join-business-email", `${lang}/join/business/email`),
    entry("web-routes/join-business-step", `${lang}/join/business/:stepKey`),
    entry("web-routes/join-benefits", `${lang}/join/benefits`),
    // Cookie choice (TDDDG §25, decision 045): the footer's "Cookie-Einstellungen"; the banner posts here.
    entry("web-routes/cookie-settings", `${lang}/cookie_settings`),
    entry("web-routes/join-business-benefits", `${lang}/join/business-benefits`),
    // Search (issue 5). The paths must match search/search-variants.ts (a test compares them); the client,
    // escort and business searches are the spec's type listing links /clients, /escorts, /agenturen-clubs.
    entry("web-routes/search/search-init", "node/search/search-init"),
    entry("web-routes/search/invitation-code", `${lang}/invitation-code/:invitationCode`),
    entry("web-routes/search/homepage", `${lang}/homepage/:popFilters?`),
    entry("web-routes/search/homepage-pop", `${lang}/homepage-pop/:popFilters?`),
    entry("web-routes/search/homepage-landing", `${lang}/homepage-landing/:popFilters?`),
    entry("web-routes/search/promo-code", `${lang}/promo/code`),
    entry("web-routes/search/escorts", `${lang}/escorts/:popFilters?`),
    entry("web-routes/search/clients", `${lang}/clients/:popFilters?`),
    entry("web-routes/search/agenturen-clubs", `${lang}/agenturen-clubs/:activeCategory?`),
    entry("web-routes/search/nearby", `${lang}/nearby`),
    entry("web-routes/search/nearby-pop", `${lang}/nearby-pop`),
    entry("web-routes/search/lp", `${lang}/lp/:shortUrl`),
    // Index pages (issue 5): /{category}/{country?}/{region?}/{city?}/{spot?}, the service slugs, the guide, the sitemap.
    ...SEO_CATEGORY_SLUGS.map((slug) => ({
      id: `web-routes/seo/category-${slug}`,
      // A splat, not four optional segments: every optional segment doubles the branches the router ranks on
      // each request. The loader reads {country}/{region}/{city}/{spot} from the raw path (keeps %2F).
      path: `${lang}/${slug}/*`,
      file: file("web-routes/seo/category"),
    })),
    ...SERVICE_SLUGS.map((slug) => ({ id: `web-routes/seo/service-${slug}`, path: `${lang}/${slug}/*`, file: file("web-routes/seo/service-redirect") })),
    entry("web-routes/seo/guide", `${lang}/seo_guide`),
    entry("web-routes/seo/sitemap", "sitemap.xml"),
    // Profiles (issue 6).
    entry("web-routes/profile", `${lang}/p/:username`),
    entry("web-routes/profile-tab", `${lang}/p/:username/:tab`),
    entry("web-routes/settings", `${lang}/user`),
    entry("web-routes/settings-section", `${lang}/user/:key`),
    entry("web-routes/media-gallery", `${lang}/user/media_gallery`),
    // Media bundles (issue 11, spec 000 §2 my_bundles, my_bundles/edit/{bundleId?}).
    entry("web-routes/my-bundles", `${lang}/my_bundles`),
    entry("web-routes/my-bundles-edit", `${lang}/my_bundles/edit/:bundleId?`),
    entry("web-routes/money/dollar", `${lang}/user/dollar`),
    entry("web-routes/money/tip", `${lang}/user/dollar/tip`),
    entry("web-routes/favorite", `${lang}/favorite`),
    entry("web-routes/visitor", `${lang}/visitor`),
    entry("web-routes/favorite-visitor", `${lang}/favorite_visitor`),
    // Checkout (issue 11): user/membership wins over user/{key}; buy/confirm and buy/auto_recharge over buy/{goods}.
    entry("web-routes/checkout/membership", `${lang}/user/membership`),
    entry("web-routes/checkout/buy", `${lang}/buy/:goods`),
    entry("web-routes/checkout/confirm", `${lang}/buy/confirm`),
    entry("web-routes/checkout/auto-recharge", `${lang}/buy/auto_recharge`),
    entry("web-routes/checkout/rebill", `${lang}/paywall/rebill/:token`),
    entry("web-routes/money/payout", `${lang}/user/dollar/payout`),
    entry("web-routes/money/promotion", `${lang}/promotion/:type?`),
    entry("web-routes/money/token-rewards", `${lang}/user/token_rewards`),
    entry("web-routes/gifts/send", `${lang}/user/gifts/send`),
    entry("web-routes/messenger", `${lang}/messenger/:targetUsername?`),
    // my_date/new/{username} (static "new") wins over my_date/{dateId}.
    entry("web-routes/my-date", `${lang}/my_date`),
    entry("web-routes/my-date-request", `${lang}/my_date/new/:username`),
    entry("web-routes/my-date-detail", `${lang}/my_date/:dateId`),
    entry("web-routes/date-review-add", `${lang}/dating/reviews/add/:dateId`),
    entry("web-routes/date-review-detail", `${lang}/dating/reviews/detail/:dateId`),
    entry("web-routes/date-review-unlock", `${lang}/dating/reviews/unlock/:dateId`),
    // report/received (one segment) and report/{category}/{itemId} (two) never meet; user/reports wins over user/{key}.
    entry("web-routes/report", `${lang}/report/:category/:itemId`),
    entry("web-routes/report-received", `${lang}/report/received`),
    entry("web-routes/my-reports", `${lang}/user/reports`),
    // blogs/add (static) wins over blogs/{activeCategory?}.
    entry("web-routes/my-blogs", `${lang}/my_blogs`),
    entry("web-routes/blog-add", `${lang}/blogs/add`),
    entry("web-routes/blog-edit", `${lang}/blogs/:category/:slug/edit`),
    entry("web-routes/blog-detail", `${lang}/blogs/:category/:slug`),
    entry("web-routes/blog-list", `${lang}/blogs/:activeCategory?`),
    entry("web-routes/newsfeed", `${lang}/newsfeed`),
    entry("web-routes/community/chat-rooms", `${lang}/community/chat`),
    entry("web-routes/community/chat-room", `${lang}/community/chat/:slug`),
    // community/forum/{board}/new (static) wins over community/forum/{board}/{topicId}
    entry("web-routes/community/forum-boards", `${lang}/community/forum`),
    entry("web-routes/community/forum-board", `${lang}/community/forum/:board`),
    entry("web-routes/community/forum-new-topic", `${lang}/community/forum/:board/new`),
    entry("web-routes/community/forum-topic", `${lang}/community/forum/:board/:topicId`),
    entry("web-routes/moderation", `${lang}/moderation`),
    entry("web-routes/moderation/reports", `${lang}/moderation/reports`),
    entry("web-routes/moderation/report", `${lang}/moderation/reports/:reportId`),
    entry("web-routes/moderation/media", `${lang}/moderation/media`),
    entry("web-routes/moderation/ad-texts", `${lang}/moderation/ad-texts`),
    entry("web-routes/moderation/appeals", `${lang}/moderation/appeals`),
    entry("web-routes/moderation/decisions", `${lang}/moderation/decisions`),
    entry("web-routes/moderation/websites", `${lang}/moderation/websites`),
    entry("web-routes/moderation/trusted-flaggers", `${lang}/moderation/trusted-flaggers`),
    entry("web-routes/statement", `${lang}/statements/:restrictionId`),
    entry("web-routes/moderation-blogs", `${lang}/moderation/blogs`),
    entry("web-routes/moderation-blog", `${lang}/moderation/blogs/:blogId`),
    // Events: events/add (static) wins over events/{activeCategory?}; detail, edit and reviews/add by segment count.
    entry("web-routes/events/my-events", `${lang}/my_events`),
    entry("web-routes/events/add", `${lang}/events/add`),
    entry("web-routes/events/list", `${lang}/events/:activeCategory?`),
    entry("web-routes/events/detail", `${lang}/events/:category/:slug`),
    entry("web-routes/events/edit", `${lang}/events/:category/:slug/edit`),
    entry("web-routes/events/review-add", `${lang}/events/:category/:slug/reviews/add`),
    entry("web-routes/events/creator-accept", `${lang}/event/creator_accept`),
    entry("web-routes/moderation/events", `${lang}/moderation/events`),
    entry("web-routes/moderation/identity", `${lang}/moderation/identity`),
    entry("web-routes/moderation/ads", `${lang}/moderation/ads`),
    // Live: the spec names the areas; the paths are the area names (decision 034).
    entry("web-routes/live/browse", `${lang}/browse_streaming`),
    entry("web-routes/live/start", `${lang}/start_streaming`),
    entry("web-routes/live/room", `${lang}/streaming_live/:roomId`),
    entry("web-routes/live/recording", `${lang}/watch_recording/:recordingId`),
    // bench/ssr needs a page without a loader in the same build as the home; never in a production build.
    ...(process.env.BENCH_ROUTES === "1" ? [entry("web-routes/search/bench-bare", `${lang}/bench/bare`)] : []),
    entry("web-routes/realtime-ticket", "node/realtime/ticket"),
    entry("web-routes/my-notification", `${lang}/my_notification`),
    // Information pages: about/previous (static) wins over about/{key}; legal/previous is an unknown legal key.
    entry("web-routes/info/about", `${lang}/about/:key?`),
    entry("web-routes/info/about-previous", `${lang}/about/previous`),
    entry("web-routes/info/about-key-previous", `${lang}/about/:key/previous`),
    entry("web-routes/info/legal", `${lang}/legal/:key?`),
    entry("web-routes/info/legal-key-previous", `${lang}/legal/:key/previous`),
    entry("web-routes/info/misc", `${lang}/misc/:key?`),
    entry("web-routes/info/partners", `${lang}/partners`),
    entry("web-routes/support/sso", `${lang}/support/sso`),
    entry("web-routes/support/signout", `${lang}/support/signout`),
    // user/share (static) wins over user/{key}.
    entry("web-routes/support/share", `${lang}/user/share`),
    entry("web-routes/error-code", `${lang}/error/:code`),
    entry("web-routes/catch-all", "*"),
  ];
}
