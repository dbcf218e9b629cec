import { describe, expect, it } from "vitest";
import {
  API_PATH_PREFIXES,
  ERROR_KEY,
  LOGIN_CAPTCHA_ERRORS,
  PAGE_LOADING,
  REQUEST,
  REQUEST_ERROR_CODE,
  UNAUTHORIZED_OAUTH_ERRORS,
  UPLOAD_CHUNK_BYTES,
} from "./network.js";

describe("request constants (spec 000 §2, §7-§9)", () => {
  it("match the spec", () => {
    expect(REQUEST).toEqual({
      timeoutMs: 25_000,
      retries: 2,
      retryDelayMs: 100,
      noInternetRetryDelayMs: 2000,
      failCallbackDelayMs: 500,
      successStatuses: [200, 201],
    });
    expect(PAGE_LOADING).toEqual({ lazyReloadDelayMs: 100, initialRouteRetries: 3 });
    expect(UPLOAD_CHUNK_BYTES).toBe(524_288);
    expect(API_PATH_PREFIXES).toEqual({ api: "/api/v2", oauth: "/oauth/v2", node: "/node/" });
  });
  it("has the error codes and keys", () => {
    expect(REQUEST_ERROR_CODE).toEqual({ timeout: "ETIMEDOUT", noInternet: "E_NO_INTERNET", cancelled: "E_CANCEL_REQUEST" });
    expect(ERROR_KEY.requestTimeout).toBe("exception.common.request_timeout_and_try_again");
    expect(ERROR_KEY.noInternet).toBe("exception.common.no_internet_connection_and_please_check_your_internet");
    expect(ERROR_KEY.somethingWrong).toBe("exception.common.something_wrong_happened");
    expect([...UNAUTHORIZED_OAUTH_ERRORS]).toEqual(["invalid_grant", "access_denied"]);
    expect(LOGIN_CAPTCHA_ERRORS).toHaveLength(4);
  });
});
