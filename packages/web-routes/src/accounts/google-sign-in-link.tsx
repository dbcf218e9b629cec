import { useTranslation } from "react-i18next";
import { LOGIN_RETURN_PARAM } from "@samtrot/constants-catalogue";

/** "Continue with Google" (issue 4 §7): a plain link to the web's start route, which asks the api. */
export function GoogleSignInLink({ returnTo }: { returnTo?: string | null }) {
  const { t } = useTranslation("common");
  const query = returnTo ? `?${LOGIN_RETURN_PARAM}=${encodeURIComponent(returnTo)}` : "";
  return (
    <p className="wr-google">
      <a className="sr-button sr-button--secondary" href={`/federated/google/start${query}`} data-testid="google-sign-in">
        {t("login.google")}
      </a>
    </p>
  );
}
