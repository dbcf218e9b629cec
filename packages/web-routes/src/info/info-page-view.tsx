import type { MetaFunction } from "@remix-run/node";
import { AdSlot } from "../ads/ad-slot";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { TInfoPageLoader } from "./info-page.server";

export const infoPageMeta: MetaFunction<TInfoPageLoader> = ({ data: page }) =>
  page
    ? [
        { title: page.meta.title },
        { name: "description", content: page.meta.description },
        ...(page.meta.noindex ? [{ name: "robots", content: "noindex" }] : []),
        { tagName: "link", rel: "canonical", href: page.meta.canonical },
        ...page.meta.alternates.map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate.hreflang, href: alternate.href })),
      ]
    : [];

/** An information page: the text (our Markdown, rendered and sanitised on the server) and, beside it, the other pages. */
export function InfoPageView() {
  const { section, key, previous, text, nav, ad } = useLoaderData<TInfoPageLoader>();
  const { t } = useTranslation("common");
  return (
    <div className={`sr-container wr-info${previous ? " wr-info--bare" : ""}`} data-testid="info-page" data-info-page={`${section}/${key}`}>
      <article className="wr-info__article" aria-labelledby="info-title">
        <h1 id="info-title">{text.title}</h1>
        {/* Safe: sanitised by the allow-list of @samtrot/rich-text on the server (info-texts.server.ts). */}
        <div className="wr-info__text" dangerouslySetInnerHTML={{ __html: text.html }} />
        <AdSlot ad={ad} />
      </article>
      {previous ? null : (
        <nav className="wr-info__nav" aria-label={t("info.nav_label")}>
          <h2 className="wr-info__nav-title">{t("info.nav_title")}</h2>
          <ul>
            {nav.map((link) => (
              <li key={link.path}>
                <Link to={link.href} aria-current={link.current ? "page" : undefined}>
                  {t(`info.pages.${link.section}.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
