import { ZPasswordGrant } from "@samtrot/api-client/contracts";
import { LOGIN_CAPTCHA_ERRORS } from "@samtrot/constants-catalogue";
import { z } from "zod";

/**
 * The login form's fields: the password grant of the token contract without the client credentials, which
 * the web server adds (never sent to the browser). The same schema checks the form in the browser and in
 * the action.
 */
export const ZLoginForm = ZPasswordGrant.pick({ username: true, password: true, invisible_login: true, remember: true, captcha: true });
export type TLoginForm = z.infer<typeof ZLoginForm>;

export const LOGIN_FIELDS = ["username", "password", "remember", "invisible_login", "captcha"] as const;

/** Form fields → the grant's fields (checkboxes send "1" when ticked, nothing otherwise). */
export function loginBodyFrom(form: FormData): Record<string, string | undefined> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const captcha = text("captcha");
  return {
    username: text("username")?.trim() ?? "",
    password: text("password") ?? "",
    remember: text("remember") === "1" ? "1" : "0",
    invisible_login: text("invisible_login") === "1" ? "1" : "0",
    ...(captcha ? { captcha } : {}),
  };
}

/** Whether an error of the token endpoint means the form must show the captcha (spec 000 §8). */
export function needsCaptcha(titles: readonly string[]): boolean {
  return titles.some((title) => (LOGIN_CAPTCHA_ERRORS as readonly string[]).includes(title));
}

/** Translation key for a refused sign-in: wrong credentials (OAuth invalid_grant) get their own text. */
export const WRONG_CREDENTIALS_KEY = "exception.login.invalid_credentials";
