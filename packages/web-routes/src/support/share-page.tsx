import { brand } from "@brand";
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { myReferralContract, type TMyReferral } from "@samtrot/api-client/contracts";
import { Card } from "@samtrot/ui-kit";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { serverI18n } from "../shell/i18n/i18n.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { requireUser } from "../shell/session/session.server";
import shareCssUrl from "./share.css?url";

// user/share — the share-the-product page of spec 000 §2 (decision 036): the user's link with her referral code
// (stable per user, made by the api), a copy button and, where the browser has one, the native share sheet.
export const handle = { i18n: ["common"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: shareCssUrl }];

export async function loader(args: LoaderFunctionArgs) {
  const { lang, linkPrefix } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const result = await pageApi(args, { lang }).call(myReferralContract, {}, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" ? result.status : 502 });
  const referral = result.data as TMyReferral;
  const t = serverI18n.t(lang);
  return data(
    {
      title: t("share.title"),
      code: referral.code,
      link: new URL(localizePath(referral.path, linkPrefix), args.request.url).toString(),
      shareText: t("share.share_text"),
    },
    { headers: { "cache-control": "private, no-store" } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function SharePage() {
  const { code, link, shareText } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const [status, setStatus] = useState<"" | "copied" | "copy_failed">("");
  // The share sheet exists only in some browsers; the button appears after hydration where it does.
  const [canShare, setCanShare] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setCanShare(typeof navigator !== "undefined" && typeof navigator.share === "function"), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setStatus("copied");
    } catch {
      // No clipboard permission: select the link so the user can copy it by hand.
      input.current?.select();
      setStatus("copy_failed");
    }
  }

  async function share() {
    try {
      await navigator.share({ title: brand.name, text: shareText, url: link });
    } catch {
      /* the user closed the sheet */
    }
  }

  const mail = `mailto:?subject=${encodeURIComponent(t("share.mail_subject"))}&body=${encodeURIComponent(`${shareText}\n\n${link}`)}`;
  return (
    <div className="sr-container wr-narrow wr-share" data-testid="share-page">
      <h1>{t("share.title")}</h1>
      <p className="wr-share__intro">{t("share.intro")}</p>
      <Card title={t("share.link_heading")} headingLevel={2}>
        <label htmlFor="share-link" className="wr-share__label">
          {t("share.link_label")}
        </label>
        <div className="wr-share__row">
          <input ref={input} id="share-link" className="sr-input wr-share__input" type="url" readOnly value={link} data-testid="share-link" onFocus={(e) => e.currentTarget.select()} />
          <button type="button" className="sr-button sr-button--primary" onClick={copy} data-testid="share-copy">
            {t("share.copy")}
          </button>
        </div>
        <p className="wr-share__status" role="status" aria-live="polite" data-testid="share-status">
          {status ? t(`share.${status}`) : ""}
        </p>
        <p className="wr-share__code">
          {t("share.code_label")} <strong data-testid="share-code">{code}</strong>
        </p>
        <div className="wr-share__actions">
          {canShare ? (
            <button type="button" className="sr-button sr-button--secondary" onClick={share} data-testid="share-native">
              {t("share.native")}
            </button>
          ) : null}
          <a className="sr-button sr-button--secondary" href={mail}>
            {t("share.by_mail")}
          </a>
        </div>
      </Card>
      <Card title={t("share.how_heading")} headingLevel={2}>
        <ol className="wr-share__steps">
          <li>{t("share.how_1")}</li>
          <li>{t("share.how_2")}</li>
          <li>{t("share.how_3")}</li>
        </ol>
      </Card>
    </div>
  );
}
