import { CookieChoiceForm, type TCookieChoiceTexts } from "./cookie-choice-form";

export type TCookieBannerProps = {
  /** Where the form posts: the cookie settings page of the page's language. */
  action: string;
  /** The page to come back to after the choice (path and query). */
  returnTo: string;
  /** The privacy policy of the page's language. */
  privacyHref: string;
  texts: TCookieChoiceTexts & { title: string; body: string; privacyLink: string };
};

/**
 * The cookie banner of a visitor who has not chosen yet (decision 045): a labelled region at the top of the page,
 * in the document flow, so it never covers the page's own controls (no overlay at 390 px), and the first thing a
 * keyboard reaches (before the skip link, which it would otherwise push aside). Server-rendered; the choice is a form
 * POST.
 */
export function CookieBanner({ action, returnTo, privacyHref, texts }: TCookieBannerProps) {
  return (
    <section className="wr-cookie-banner" aria-labelledby="cookie-banner-title" data-testid="cookie-banner">
      <div className="wr-cookie-banner__inner">
        <div className="wr-cookie-banner__text">
          <h2 id="cookie-banner-title" className="wr-cookie-banner__title">
            {texts.title}
          </h2>
          <p>
            {texts.body} <a href={privacyHref}>{texts.privacyLink}</a>
          </p>
        </div>
        <CookieChoiceForm action={action} returnTo={returnTo} texts={texts} />
      </div>
    </section>
  );
}
