import { describe, expect, it } from "vitest";
import { loginBodyFrom, needsCaptcha, ZLoginForm } from "./login-form";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};

describe("login form", () => {
  it("turns the fields into the password grant's fields (0/1 flags, trimmed name)", () => {
    expect(loginBodyFrom(form({ username: "  demo-client ", password: "pw", remember: "1" }))).toEqual({
      username: "demo-client",
      password: "pw",
      remember: "1",
      invisible_login: "0",
    });
    expect(loginBodyFrom(form({ username: "a", password: "b", invisible_login: "1", captcha: "eyJ9" }))).toMatchObject({ invisible_login: "1", remember: "0", captcha: "eyJ9" });
  });

  it("requires username and password with the catalogue's key; carries no client secret", () => {
    const parsed = ZLoginForm.safeParse(loginBodyFrom(form({ username: " ", password: "" })));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["username", "validation.common.required"],
      ["password", "validation.common.required"],
    ]);
    expect(Object.keys(ZLoginForm.shape)).not.toContain("client_secret");
  });

  it("shows the captcha for exactly the four keys of spec 000 §8", () => {
    for (const key of ["exception.ip_login.exceeded_limit", "exception.one_ip_daily_login.exceeded_limit", "exception.login_global.exceeded_limit", "exception.login.captcha_not_verified"]) {
      expect(needsCaptcha([key])).toBe(true);
    }
    expect(needsCaptcha(["exception.login.invalid_credentials"])).toBe(false);
    expect(needsCaptcha([])).toBe(false);
  });
});
