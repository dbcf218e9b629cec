import { Form } from "@remix-run/react";
import type { TIdentityCheck, TIdentityOverview } from "@samtrot/api-client/contracts";
import { Alert, Button, TextInput } from "@samtrot/ui-kit";
import { useTranslation } from "react-i18next";
import { GalleryUpload } from "../gallery/gallery-upload";
import { WebcamCapture } from "./webcam-capture";

type TKind = "fake_check" | "webcam";

/** Times on this page are German time for everyone (the product's market), so server and browser render alike. */
function clock(iso: string, lang: string): string {
  return new Date(iso).toLocaleTimeString(lang === "en" ? "en-GB" : "de-DE", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Berlin" });
}

function CheckStatus({ check, testId }: { check: TIdentityCheck | null; testId: string }) {
  const { t } = useTranslation("common");
  const status = check?.status ?? "none";
  return (
    <p className={`wr-identity__status wr-identity__status--${status}`} data-testid={testId} data-status={status}>
      {t(`identity.status.${status}`)}
    </p>
  );
}

/**
 * The identity checks of the age verification page (decision 044): the fsk18 identity through the provider, the
 * password entered again for the closed user group, the "100 % real" fake check and the webcam check. Presentational
 * apart from the forms it posts to the page's action.
 */
export function IdentityPanels({
  identity,
  username,
  returnTo,
  passwordError,
  mediaError,
  busy,
  onCheckUploaded,
}: {
  identity: TIdentityOverview;
  username: string;
  returnTo: string | null;
  passwordError?: string;
  mediaError: { kind: TKind; message: string | undefined } | null;
  busy: boolean;
  onCheckUploaded(kind: TKind, mediaId: number): void;
}) {
  const { t, i18n } = useTranslation("common");
  const lang = i18n.language;
  const fsk18 = identity.fsk18_identity;
  const exhausted = identity.fsk18_attempts.used >= identity.fsk18_attempts.max;
  const today = new Date().toLocaleDateString(lang === "en" ? "en-GB" : "de-DE", { timeZone: "Europe/Berlin" });
  const canSend = (check: TIdentityCheck | null) => !check || check.status === "rejected";

  return (
    <>
      <dl className="wr-identity__summary" data-testid="identity-summary">
        <div>
          <dt>{t("identity.summary.adult")}</dt>
          <dd data-testid="identity-adult" data-state={identity.adult_verified ? "yes" : "no"}>
            {t(identity.adult_verified ? "identity.summary.confirmed" : "identity.summary.open")}
          </dd>
        </div>
        <div>
          <dt>{t("identity.summary.group")}</dt>
          <dd data-testid="identity-group" data-state={identity.closed_user_group ? "open" : "closed"}>
            {identity.closed_user_group && identity.reauthenticated_until
              ? t("identity.summary.group_open", { time: clock(identity.reauthenticated_until, lang) })
              : t("identity.summary.group_closed")}
          </dd>
        </div>
        <div>
          <dt>{t("identity.summary.real")}</dt>
          <dd>{t(identity.fake_check?.status === "verified" ? "identity.summary.confirmed" : "identity.summary.open")}</dd>
        </div>
      </dl>

      <section className="sr-card wr-identity__card" aria-labelledby="fsk18-heading" id="fsk18" data-testid="identity-fsk18">
        <h2 id="fsk18-heading" className="sr-card__title">
          {t("identity.fsk18.title")}
        </h2>
        <div className="sr-card__body">
          {identity.adult_verified ? (
            <p className="wr-identity__status wr-identity__status--verified" data-testid="fsk18-status" data-status="verified">
              {t("identity.fsk18.verified")}
            </p>
          ) : (
            <>
              <p>{t("identity.fsk18.explanation")}</p>
              {fsk18?.status === "pending" && fsk18.expires_at ? (
                <p className="wr-identity__status wr-identity__status--pending" data-testid="fsk18-status" data-status="pending">
                  {t("identity.fsk18.pending", { time: clock(fsk18.expires_at, lang) })}
                </p>
              ) : fsk18?.status === "rejected" ? (
                <p className="wr-identity__status wr-identity__status--rejected" data-testid="fsk18-status" data-status="rejected">
                  {t("identity.fsk18.rejected")}
                </p>
              ) : null}
              <p className="wr-identity__hint" data-testid="fsk18-attempts">
                {t("identity.fsk18.attempts", { used: identity.fsk18_attempts.used, max: identity.fsk18_attempts.max })}
              </p>
              {exhausted ? (
                <Alert tone="info" data-testid="fsk18-exhausted">
                  <p>{t("exception.identity.attempts_exhausted")}</p>
                </Alert>
              ) : (
                <Form method="post" className="wr-identity__actions">
                  <input type="hidden" name="intent" value="fsk18_start" />
                  <Button type="submit" loading={busy} data-testid="fsk18-start">
                    {t(fsk18 ? "identity.fsk18.start_again" : "identity.fsk18.start")}
                  </Button>
                </Form>
              )}
            </>
          )}
        </div>
      </section>

      {identity.adult_verified ? (
        <section className="sr-card wr-identity__card" aria-labelledby="reauth-heading" id="reauth" data-testid="identity-reauth">
          <h2 id="reauth-heading" className="sr-card__title">
            {t("identity.reauth.title")}
          </h2>
          <div className="sr-card__body">
            <p>{t("identity.reauth.explanation")}</p>
            {identity.closed_user_group && identity.reauthenticated_until ? (
              <p className="wr-identity__status wr-identity__status--verified" data-testid="reauth-status" data-status="open">
                {t("identity.summary.group_open", { time: clock(identity.reauthenticated_until, lang) })}
              </p>
            ) : null}
            <Form method="post" className="wr-identity__form">
              <input type="hidden" name="intent" value="reauth" />
              {returnTo ? <input type="hidden" name="r" value={returnTo} /> : null}
              <TextInput
                label={t("identity.reauth.password")}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                error={passwordError}
                data-testid="reauth-password"
              />
              <div className="wr-identity__actions">
                <Button type="submit" loading={busy} data-testid="reauth-submit">
                  {t(returnTo ? "identity.reauth.submit_back" : "identity.reauth.submit")}
                </Button>
              </div>
            </Form>
          </div>
        </section>
      ) : null}

      <section className="sr-card wr-identity__card" aria-labelledby="fake-check-heading" id="fake_check" data-testid="identity-fake-check">
        <h2 id="fake-check-heading" className="sr-card__title">
          {t("identity.fake_check.title")}
        </h2>
        <div className="sr-card__body">
          <p>{t("identity.fake_check.explanation")}</p>
          <CheckStatus check={identity.fake_check} testId="fake-check-status" />
          {canSend(identity.fake_check) ? (
            <>
              <p>{t("identity.fake_check.paper")}</p>
              <p className="wr-identity__paper" data-testid="fake-check-paper">
                {username} · {t("identity.fake_check.site")} · {today}
              </p>
              <GalleryUpload purpose="identity_check" inputId="fake-check-file" label={t("identity.fake_check.upload_label")} onUploaded={(id) => onCheckUploaded("fake_check", id)} />
              {mediaError?.kind === "fake_check" && mediaError.message ? (
                <p className="sr-field__error" role="alert">
                  {mediaError.message}
                </p>
              ) : null}
            </>
          ) : null}
        </div>
      </section>

      <section className="sr-card wr-identity__card" aria-labelledby="webcam-heading" id="webcam" data-testid="identity-webcam">
        <h2 id="webcam-heading" className="sr-card__title">
          {t("identity.webcam.title")}
        </h2>
        <div className="sr-card__body">
          <p>{t("identity.webcam.explanation")}</p>
          <CheckStatus check={identity.webcam} testId="webcam-status" />
          {canSend(identity.webcam) ? <WebcamCapture onUploaded={(id) => onCheckUploaded("webcam", id)} /> : null}
          {mediaError?.kind === "webcam" && mediaError.message ? (
            <p className="sr-field__error" role="alert">
              {mediaError.message}
            </p>
          ) : null}
        </div>
      </section>
    </>
  );
}
