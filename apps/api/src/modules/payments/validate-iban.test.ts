import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZValidateIbanResult } from "@samtrot/api-client/contracts";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { person, sendJson, type TPerson } from "../profiles/test-support/people.js";

const PATH = "/api/v2/validate-iban";
let api: TTestApi;
let me: TPerson;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000", VALIDATE_IBAN_LIMIT_PER_USER_HOUR: "12" } });
  me = await person(api, { user_type: 1, gender: 1 });
}, 120_000);
afterAll(() => api?.close());

const check = (body: unknown, token: string = me.token) => sendJson(api, "POST", PATH, body, token);

describe("POST /api/v2/validate-iban", () => {
  it("accepts a valid German IBAN typed with spaces and in lower case, and answers it normalised", async () => {
    const { status, body } = await check({ iban: " de89 3704 0044 0532 0130 00 " });
    expect(status).toBe(200);
    expect(body.data).toEqual({ iban: "DE89370400440532013000", iban_formatted: "DE89 3704 0044 0532 0130 00", country: "DE", bic: null });
    expect(() => ZValidateIbanResult.parse(body.data)).not.toThrow();
  });

  it("returns the BIC the caller gave, normalised, and refuses a malformed one", async () => {
    const ok = await check({ iban: "DE89370400440532013000", bic: "cobadeffxxx" });
    expect(ok.status).toBe(200);
    expect(ok.body.data.bic).toBe("COBADEFFXXX");
    const bad = await check({ iban: "DE89370400440532013000", bic: "COBA-DE" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toEqual({ code: 422, title: "validation.payment.bic_invalid", source: "bic" });
  });

  it("refuses wrong check digits with the mod-97 error", async () => {
    const { status, body } = await check({ iban: "DE88370400440532013000" });
    expect(status).toBe(422);
    expect(body.errors[0]).toEqual({ code: 422, title: "validation.payment.iban_checksum_invalid", source: "iban" });
  });

  it("refuses a wrong length for the country with the length error", async () => {
    const { status, body } = await check({ iban: "DE8937040044053201300" });
    expect(status).toBe(422);
    expect(body.errors[0]).toMatchObject({ title: "validation.payment.iban_length_invalid", source: "iban" });
  });

  it("refuses a country without IBAN support", async () => {
    const { status, body } = await check({ iban: "US12345678901234567890" });
    expect(status).toBe(422);
    expect(body.errors[0]).toMatchObject({ title: "validation.payment.iban_country_unknown", source: "iban" });
  });

  it("refuses missing, empty and overlong input by the contract with the validation key", async () => {
    const missing = await check({});
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toEqual({ code: 422, title: "validation.common.required", source: "iban" });
    expect((await check({ iban: "   " })).body.errors[0]).toMatchObject({ title: "validation.common.required", source: "iban" });
    const overlong = await check({ iban: "DE89 ".repeat(20) });
    expect(overlong.status).toBe(422);
    expect(overlong.body.errors[0]).toMatchObject({ title: "validation.payment.iban_length_invalid", source: "iban" });
  });

  it("refuses callers who are not signed in", async () => {
    const { status, body } = await sendJson(api, "POST", PATH, { iban: "DE89370400440532013000" });
    expect(status).toBe(401);
    expect(body.errors[0].code).toBe(401);
  });

  it("limits the checks per user and hour (429), also for invalid input", async () => {
    const other = await person(api, { user_type: 1, gender: 1 });
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await check({ iban: "DE88370400440532013000" }, other.token)).status);
    expect(statuses.slice(0, 12).every((s) => s === 422)).toBe(true);
    expect(statuses[12]).toBe(429);
    const limited = await check({ iban: "DE89370400440532013000" }, other.token);
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0]).toEqual({ code: 429, title: "exception.payment.validate_iban_exceeded_limit", source: null });
  });
});
