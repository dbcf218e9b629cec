import { captchaChallengeContract } from "@samtrot/api-client/contracts";
import { createElement, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiClient } from "../shell/api/use-api-client";

/** Name of the global function the widget fetches its challenge with. */
const CUSTOM_FETCH_NAME = "samtrotCaptchaFetch";

/**
 * The login captcha (spec 000 §8): the self-hosted ALTCHA proof of work. The widget is a web component that
 * exists only in the browser, so it is loaded there (never during the server render); its challenge comes
 * from the api through this site's proxy and the single request helper, and its solution is submitted with
 * the form as `captcha`. No outside host is contacted.
 */
export function CaptchaWidget({ name = "captcha" }: { name?: string }) {
  const { t } = useTranslation("common");
  const api = useApiClient();
  const ref = useRef<HTMLElement | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import("altcha")
      .then(() => live && setReady(true))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!api) return;
    // The widget calls a global function named by its `customfetch` attribute (its methods exist only once
    // the element has mounted itself). The api answers in its { data } envelope; the widget wants the bare
    // challenge, fetched through the single request helper and this site's proxy.
    (window as unknown as Record<string, unknown>)[CUSTOM_FETCH_NAME] = async () => {
      const result = await api.call(captchaChallengeContract, undefined, { camelCase: false, retries: 1 });
      return new Response(JSON.stringify(result.ok ? result.data : {}), {
        status: result.ok ? 200 : 503,
        headers: { "content-type": "application/json" },
      });
    };
  }, [api]);

  const strings = JSON.stringify({
    label: t("captcha.label"),
    verified: t("captcha.verified"),
    verifying: t("captcha.verifying"),
    error: t("captcha.error"),
    expired: t("captcha.expired"),
    waitAlert: t("captcha.verifying"),
    ariaLinkLabel: t("captcha.label"),
  });

  return (
    <div className="wr-captcha" data-testid="captcha">
      <p className="wr-captcha__intro">{t("captcha.intro")}</p>
      {failed ? <p role="alert">{t("captcha.error")}</p> : null}
      {ready && api ? (
        createElement("altcha-widget", {
          ref,
          name,
          challengeurl: "/api/v2/captcha/challenge",
          customfetch: CUSTOM_FETCH_NAME,
          // Starts the proof of work at once: by the time the password is typed it is usually solved.
          auto: "onload",
          hidefooter: "true",
          hidelogo: "true",
          strings,
        })
      ) : (
        <p className="wr-captcha__loading">{t("captcha.needs_javascript")}</p>
      )}
    </div>
  );
}
