import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { claimRewardContract, REFERRAL_REWARD_TOKENS, REWARD_KEYS, tokenRewardsContract, type TClaimRewardResult, type TRewardKey, type TRewardsOverview } from "@samtrot/api-client/contracts";
import { Alert, Button, Card } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { pageApi } from "../shell/api/api.server";
import { assertSameOrigin } from "../shell/api/same-origin.server";
import { refuse, refuseFromApi } from "../shell/forms/form-action.server";
import { FormErrorSummary, useFormState } from "../shell/forms/form-feedback";
import { serverI18n } from "../shell/i18n/i18n.server";
import { requirePageLocale } from "../shell/i18n/page-locale.server";
import { usePageLocale } from "../shell/i18n/use-page-locale";
import { requireUser } from "../shell/session/session.server";
import { formatDay } from "./money-format";
import moneyCssUrl from "./money-pages.css?url";

// user/token_rewards (spec 000 §2; ledger type reward, currency token): the rewards for actions the product records,
// each claimed once, with their state and the token balance. Which rewards: decision 013.

export const handle = { i18n: ["common", "payment"], sensitive: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: moneyCssUrl }];

/** Where each action is done. */
const ACTION_PATHS: Record<TRewardKey, string> = {
  email_verified: "/user/email_password",
  registration_completed: "/my_dashboard",
  profile_photo: "/user/media_gallery",
  profile_texts: "/user/status_description",
  age_check_accepted: "/user/age_check_verification",
};

export async function loader(args: LoaderFunctionArgs) {
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const result = await pageApi(args, { lang }).call(tokenRewardsContract, {}, { camelCase: false });
  if (!result.ok) throw new Response(null, { status: typeof result.status === "number" ? result.status : 502 });
  return data({ title: serverI18n.t(lang)("payment:rewards.title"), overview: result.data as TRewardsOverview }, { headers: { "cache-control": "private, no-store" } });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  const { lang } = requirePageLocale(args.request, args.params);
  await requireUser(args);
  const form = await args.request.formData();
  const key = String(form.get("key") ?? "");
  if (!(REWARD_KEYS as readonly string[]).includes(key)) return refuse({ fieldErrors: {}, formError: "validation.common.invalid_choice" }, form);
  const result = await pageApi(args, { lang }).call(claimRewardContract, { params: { key } }, { camelCase: false });
  if (!result.ok) return refuseFromApi(result, [], form);
  return data({ ok: true as const, claimed: result.data as TClaimRewardResult });
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [{ title: page?.title }, { name: "robots", content: "noindex" }];

export default function TokenRewardsPage() {
  const { overview } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("payment");
  const { t: tc } = useTranslation("common");
  const { href, lang } = usePageLocale();
  const formState = useFormState(actionData, { fields: [] });
  const claimed = actionData && "claimed" in actionData ? actionData.claimed : null;
  const tokens = (count: number) => t("rewards.tokens", { count });
  const claimingKey = navigation.state === "submitting" ? String(navigation.formData?.get("key") ?? "") : null;
  const allDone = overview.rewards.every((reward) => reward.state === "claimed");

  return (
    <div className="sr-container wr-narrow wr-money" data-testid="token-rewards-page">
      <p className="wr-money__back">
        <a href={href("/user")}>{tc("settings.back")}</a>
      </p>
      <header className="wr-money__head">
        <h1>{t("rewards.title")}</h1>
        <p>{t("rewards.intro")}</p>
      </header>

      <Card headingLevel={2} title={t("rewards.balance_label")}>
        <span className="wr-money__figure-value" data-testid="token-balance">
          {tokens(overview.balance)}
        </span>
        {/* every token booking (rewards, tips, spending) is in the ledger history's token tab */}
        <p>
          <a href={href("/user/dollar?currency=token")} data-testid="token-history-link">
            {t("rewards.history_link")}
          </a>
        </p>
      </Card>

      {claimed ? (
        <Alert tone="success" data-testid="reward-claimed">
          <p>{t("rewards.claimed_now", { amount: tokens(claimed.reward.amount) })}</p>
        </Alert>
      ) : null}
      <FormErrorSummary errors={formState.errors} />

      <Card headingLevel={2} title={t("rewards.list_label")}>
        {allDone ? <p className="wr-money__muted">{t("rewards.all_done")}</p> : null}
        <ul className="wr-money__list">
          {overview.rewards.map((reward) => {
            const title = t(`rewards.item.${reward.key}.title`);
            return (
              <li key={reward.key} className="wr-money__row" data-testid="reward-row" data-key={reward.key} data-state={reward.state}>
                <span className={`wr-money__mark${reward.state === "claimed" ? " wr-money__mark--ok" : reward.state === "claimable" ? " wr-money__mark--ready" : ""}`} aria-hidden="true">
                  {reward.state === "claimed" ? "✓" : "+"}
                </span>
                <div className="wr-money__row-main">
                  <p className="wr-money__row-title">
                    {title} · {tokens(reward.amount)}
                  </p>
                  <p className="wr-money__muted">
                    {reward.state === "claimed" && reward.claimed_at ? t("rewards.claimed_on", { date: formatDay(reward.claimed_at, lang) }) : t(`rewards.item.${reward.key}.text`)}
                  </p>
                </div>
                <div className="wr-money__row-side">
                  <span className={`wr-money__status wr-money__status--${reward.state}`}>{t(`rewards.state.${reward.state}`)}</span>
                  {reward.state === "claimable" ? (
                    <Form method="post">
                      <input type="hidden" name="key" value={reward.key} />
                      <Button type="submit" size="sm" loading={claimingKey === reward.key} aria-label={t("rewards.claim_named", { amount: tokens(reward.amount), title })}>
                        {t("rewards.claim")}
                      </Button>
                    </Form>
                  ) : reward.state === "open" ? (
                    <a href={href(ACTION_PATHS[reward.key])} aria-label={`${t("rewards.do_it")}: ${title}`}>
                      {t("rewards.do_it")}
                    </a>
                  ) : null}
                </div>
              </li>
            );
          })}
          {/* booked by itself at the invited person's sign-up (decision 040): nothing to claim */}
          <li className="wr-money__row" data-testid="reward-row" data-key="referral">
            <span className="wr-money__mark" aria-hidden="true">
              +
            </span>
            <div className="wr-money__row-main">
              <p className="wr-money__row-title">
                {t("rewards.referral_title")} · {tokens(REFERRAL_REWARD_TOKENS)}
              </p>
              <p className="wr-money__muted">{t("rewards.referral", { amount: REFERRAL_REWARD_TOKENS })}</p>
            </div>
            <div className="wr-money__row-side">
              <a href={href("/user/share")} data-testid="reward-referral-link">
                {t("rewards.referral_link")}
              </a>
            </div>
          </li>
        </ul>
      </Card>
    </div>
  );
}
