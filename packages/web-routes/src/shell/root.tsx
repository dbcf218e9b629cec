import { brand } from "@brand";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import {
  useLocation,
  useMatches,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
} from "@remix-run/react";
import { PageShell } from "@samtrot/ui-kit";
import stylesUrl from "@samtrot/ui-kit/styles.css?url";
import themesUrl from "@samtrot/ui-kit/themes.css?url";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useChangeLanguage } from "remix-i18next/react";
import type { TRootLoader } from "./root.server";
import { AppFooter } from "./app-footer";
import { ApiClientProvider } from "./api/api-client-provider";
import { AppHeader } from "./app-header";
import { AppCookieBanner } from "./cookie-consent/app-cookie-banner";
import { useCspNonce } from "./csp-nonce";
import { ErrorPage } from "./errors/error-page";
import { RenderErrorFallback } from "./errors/render-error-fallback";
import { usePageLocale } from "./i18n/use-page-locale";
import { usePageViewTracking } from "./tracking/use-page-view-tracking";
import { useSessionExpiryCleanup } from "./session/use-session-expiry-cleanup";
import webRoutesCssUrl from "./web-routes.css?url";

/** Namespaces every page needs (remix-i18next reads `handle.i18n` to load them in the browser). */
export const rootHandle = { i18n: ["common"] };

// An inline icon, so browsers do not ask every page for /favicon.ico.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#7b1431"/></svg>',
)}`;

export const rootLinks: LinksFunction = () => [
  { rel: "icon", href: FAVICON, type: "image/svg+xml" },
  { rel: "stylesheet", href: themesUrl },
  { rel: "stylesheet", href: stylesUrl },
  { rel: "stylesheet", href: webRoutesCssUrl },
];

/** Title when the root error boundary renders (the failing page's own meta is not used then). */
export const rootMeta: MetaFunction<TRootLoader> = ({ data, error }) => {
  if (!error || !data) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [{ title: status === 404 ? data.titles.notFound : data.titles.error.replace("{code}", String(status)) }];
};

/**
 * The document: html with language and brand theme, header, footer; used for pages and errors. In the
 * browser it also provides the api client and tracks every page view (once the visitor accepted the tracking
 * cookies; before any choice the cookie banner sits above the page).
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation("common");
  const { lang } = usePageLocale();
  // Client-side navigation to another language (e.g. / → /en/) switches the browser's texts too.
  useChangeLanguage(lang);
  usePageViewTracking();
  useSessionExpiryCleanup(useLocation().pathname);
  const nonce = useCspNonce();
  // Marks the document once React runs it (`<html data-hydrated>`): before that a click reaches no handler, so
  // browser tests wait for it instead of pressing buttons again and again.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // A page without footer or header says so in its handle (spec 000 §2: the messenger has no footer, the /previous
  // information pages neither header nor footer): `handle.footer === false`, `handle.header === false`.
  const matches = useMatches();
  const without = (part: "header" | "footer") => matches.some((match) => (match.handle as Record<string, unknown> | undefined)?.[part] === false);
  const footer = without("footer") ? null : <AppFooter />;
  const header = without("header") ? null : <AppHeader />;
  return (
    <html lang={lang} dir="ltr" data-theme={brand.theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <ApiClientProvider>
          <AppCookieBanner />
          <PageShell header={header} footer={footer} skipToContentLabel={t("a11y.skip_to_content")}>
            {children}
          </PageShell>
        </ApiClientProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export function RootApp() {
  return <Outlet />;
}

/** Thrown responses show the error page of their status; render errors follow the chunk rule. */
export function RootErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) return <ErrorPage code={error.status} />;
  return <RenderErrorFallback error={error} />;
}
