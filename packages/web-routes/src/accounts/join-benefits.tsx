import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Card } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";

export const handle = { i18n: ["common"] };

/** Plus benefits of spec 001 §6, by audience; business sign-up lists what a business profile offers. */
const BENEFITS = {
  user: {
    client: ["unlimited_contact", "exclusive_media", "see_visitors", "browse_invisibly", "notes", "ad_free", "advanced_filters"],
    escort: ["unlimited_contact_from_clients", "see_visitors", "better_position", "browse_invisibly", "free_rise_up", "trust_level", "ad_free"],
  },
  business: { business: ["profile_page", "escorts_linked", "opening_hours", "reviews", "events", "ad_placements"] },
} as const;

// join/benefits and join/business-benefits (spec 000 §2): what an account brings, with the way to sign up.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(request, params);
  const kind = new URL(request.url).pathname.endsWith("/business-benefits") ? ("business" as const) : ("user" as const);
  return data({ kind, title: serverI18n.t(lang)(`benefits.${kind}_title`) });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }];

export default function JoinBenefitsRoute() {
  const { kind } = useLoaderData<typeof loader>();
  const { t } = useTranslation("common");
  const { href } = usePageLocale();
  const groups = BENEFITS[kind] as Record<string, readonly string[]>;
  return (
    <div className="sr-container wr-narrow">
      <h1>{t(`benefits.${kind}_title`)}</h1>
      <p>{t(`benefits.${kind}_intro`)}</p>
      {Object.entries(groups).map(([audience, keys]) => (
        <Card key={audience} title={t(`benefits.audience.${audience}`)} headingLevel={2}>
          <ul>
            {keys.map((key) => (
              <li key={key}>{t(`benefits.item.${key}`)}</li>
            ))}
          </ul>
        </Card>
      ))}
      <p>
        <a className="sr-button sr-button--primary" href={href(kind === "business" ? "/join/business" : "/join/user")}>
          {t("benefits.register_now")}
        </a>
      </p>
    </div>
  );
}
