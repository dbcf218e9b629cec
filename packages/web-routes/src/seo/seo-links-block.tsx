import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { TSeoLink } from "./seo-links";

/** The link blocks of the index pages: cities (5 shown, the rest behind "more cities"), categories, listings. */
export function SeoLinksBlock(props: { cityPages: TSeoLink[][]; categories: TSeoLink[]; listings: TSeoLink[]; guide: TSeoLink }) {
  const { t } = useTranslation("common");
  const [first = [], ...more] = props.cityPages;
  const list = (links: TSeoLink[]) => (
    <ul className="wr-seo__links">
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href}>{link.name}</Link>
        </li>
      ))}
    </ul>
  );
  return (
    <>
      {first.length > 0 ? (
        <section className="wr-seo__section" aria-labelledby="seo-cities-heading" data-testid="seo-cities">
          <h2 id="seo-cities-heading">{t("seo.cities_heading")}</h2>
          {list(first)}
          {more.length > 0 ? (
            <details className="wr-seo__more">
              <summary>{t("seo.more_cities")}</summary>
              {more.map((page, index) => (
                <div key={index}>{list(page)}</div>
              ))}
            </details>
          ) : null}
        </section>
      ) : null}
      <section className="wr-seo__section" aria-labelledby="seo-categories-heading">
        <h2 id="seo-categories-heading">{t("seo.categories_heading")}</h2>
        {list(props.categories)}
      </section>
      <section className="wr-seo__section" aria-labelledby="seo-listings-heading">
        <h2 id="seo-listings-heading">{t("seo.listings_heading")}</h2>
        {list([...props.listings, props.guide])}
      </section>
    </>
  );
}
