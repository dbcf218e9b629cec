import { describe, expect, it } from "vitest";
import { takeTokens } from "./token-answer";

describe("takeTokens", () => {
  it("takes both tokens out of a bare token answer and returns the access token with its lifetime", () => {
    const { body, token } = takeTokens({ access_token: "A", refresh_token: "R", expires_in: 86400, refresh_expires_in: 9, token_type: "bearer", user: { id: 1 } });
    expect(body).toEqual({ expires_in: 86400, refresh_expires_in: 9, token_type: "bearer", user: { id: 1 } });
    expect(token).toEqual({ accessToken: "A", expiresIn: 86400 });
    expect(JSON.stringify(body)).not.toMatch(/"A"|"R"/);
  });

  it("does the same inside a data envelope (registration answers)", () => {
    const { body, token } = takeTokens({ data: { access_token: "A", refresh_token: "R", expires_in: 60, user: { id: 2 } } });
    expect(body).toEqual({ data: { expires_in: 60, user: { id: 2 } } });
    expect(token).toEqual({ accessToken: "A", expiresIn: 60 });
  });

  it("strips a refresh token even without a usable access token, and leaves other bodies alone", () => {
    expect(takeTokens({ refresh_token: "R", expires_in: 60 })).toEqual({ body: { expires_in: 60 }, token: null });
    expect(takeTokens({ access_token: "A", expires_in: 0 })).toEqual({ body: { expires_in: 0 }, token: null });
    expect(takeTokens({ errors: [{ code: 401, title: "x" }] })).toEqual({ body: { errors: [{ code: 401, title: "x" }] }, token: null });
    expect(takeTokens([1, 2])).toEqual({ body: [1, 2], token: null });
    expect(takeTokens("text")).toEqual({ body: "text", token: null });
  });
});
