import { redirect } from "@remix-run/node";
import { zodIssuesToApiErrors, type TApiClient, type TApiError } from "@samtrot/api-client";
import type { ZodTypeAny } from "zod";
import { formErrorsFrom } from "../shell/forms/form-errors";
import { refuse } from "../shell/forms/form-action.server";
import { priceFieldOfSource, pricesFrom } from "./registration-forms";
import { nextPageAfter } from "./registration.server";
import { emailStepPath, registrationStepPath, type TRegistrationFlow } from "../shell/session/access-rules";
import { isHttps } from "../shell/api/same-origin.server";
import { signInCookies } from "../shell/session/session-cookies";

/** What the pages of both registrations (join/user…, join/business…) share. */

/**
 * After a sign-up: the api signed the new account in; its token goes into the cookies (never to the browser)
 * and the visitor on to the flow's first step (or the e-mail step when the flow has none left).
 */
export function continueAfterSignUp(
  request: Request,
  answer: { accessToken: string; expiresIn: number; user: { nextRegistrationStep: string | null } },
  flow: TRegistrationFlow,
  linkPrefix: string,
) {
  const headers = new Headers({ "cache-control": "no-store" });
  const cookies = signInCookies({ accessToken: answer.accessToken, expiresIn: answer.expiresIn, remember: false, invisible: false, secure: isHttps(request) });
  for (const cookie of cookies) headers.append("set-cookie", cookie);
  const next = answer.user.nextRegistrationStep;
  return redirect(next ? registrationStepPath(flow, next, linkPrefix) : emailStepPath(flow, linkPrefix), { headers });
}

/** The step key of the URL, or 404 for a key the flow does not have. */
export function stepKeyIn<K extends string>(keys: readonly K[], value: string | undefined): K {
  if (!keys.includes(value as K)) throw new Response(null, { status: 404, statusText: "Not Found" });
  return value as K;
}

type TPlace = (errors: TApiError[]) => TApiError[];

/** "prices.N.price" → the duration's own field, so the message sits under the right input. */
export function placePriceErrors(form: FormData): TPlace {
  const prices = pricesFrom(form);
  return (errors) =>
    errors.map((error) => {
      const field = error.source ? priceFieldOfSource(prices, error.source) : null;
      return field ? { ...error, source: field } : error;
    });
}

/** "working_hours.N…" → the form row of slot N. */
export function placeSlotErrors(rowOfSlot: readonly number[]): TPlace {
  return (errors) =>
    errors.map((error) => {
      const match = /^working_hours\.(\d+)/.exec(error.source ?? "");
      const row = match ? rowOfSlot[Number(match[1])] : undefined;
      return row === undefined ? error : { ...error, source: `working_hours.row${row}` };
    });
}

/**
 * Sends one step: the body is checked with the step's schema first (refused with the same messages the api would
 * give, nothing sent), then sent; the api's refusal comes back at the form's fields, success goes to the next step.
 */
export function stepSender(input: { api: TApiClient; form: FormData; fields: readonly string[]; flow: TRegistrationFlow; linkPrefix: string }) {
  const { form, fields, flow, linkPrefix } = input;
  return async (schema: ZodTypeAny, body: unknown, call: (body: never) => ReturnType<TApiClient["call"]>, place: TPlace = (errors) => errors) => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) return refuse(formErrorsFrom(place(zodIssuesToApiErrors(parsed.error)), fields), form);
    const result = await call(parsed.data as never);
    if (!result.ok) return refuse(formErrorsFrom(place(result.errors), fields), form, typeof result.status === "number" ? result.status : 502);
    return redirect(nextPageAfter(result.data as { nextStep: string | null }, flow, linkPrefix));
  };
}
