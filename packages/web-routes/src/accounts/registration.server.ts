import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { toFieldVisibilityMap, type TFieldVisibilityMap } from "@samtrot/api-client";
import { registrationConfigsContract } from "@samtrot/api-client/contracts";
import type { TLocale } from "@samtrot/constants-catalogue";
import { emailStepPath, registrationFlowOf, registrationStepPath, type TRegistrationFlow } from "../shell/session/access-rules";
import { pageApi } from "../shell/api/api.server";
import { localizePath } from "../shell/i18n/locale-path";
import { requireUser } from "../shell/session/session.server";
import type { TSessionUser } from "../shell/session/session-user";

type TArgs = Pick<LoaderFunctionArgs, "request" | "params" | "context">;

/**
 * Guard of a registration step page: a signed-in user of this flow whose next step is this one. Anyone else is
 * sent where they belong: a guest to the login, another flow to its own pages, a finished registration to the
 * e-mail step (or the dashboard), a step out of order to the next step.
 */
export async function requireRegistrationStep(args: TArgs, flow: TRegistrationFlow, stepKey: string, linkPrefix: string): Promise<TSessionUser> {
  const user = await requireUser(args, { unfinishedRegistration: true, forcedAgeCheck: true, unverifiedEmail: true });
  const userFlow = registrationFlowOf(user);
  if (userFlow !== flow) {
    throw redirect(user.nextRegistrationStep ? registrationStepPath(userFlow, user.nextRegistrationStep, linkPrefix) : emailStepPath(userFlow, linkPrefix));
  }
  if (user.nextRegistrationStep === null) {
    throw redirect(user.isEmailVerified ? localizePath("/my_dashboard", linkPrefix) : emailStepPath(flow, linkPrefix));
  }
  if (user.nextRegistrationStep !== stepKey) throw redirect(registrationStepPath(flow, user.nextRegistrationStep, linkPrefix));
  return user;
}

/** Where to go after a step: the next one, or the e-mail step once every step is done. */
export function nextPageAfter(progress: { nextStep: string | null }, flow: TRegistrationFlow, linkPrefix: string): string {
  if (progress.nextStep && progress.nextStep !== "email") return registrationStepPath(flow, progress.nextStep, linkPrefix);
  return emailStepPath(flow, linkPrefix);
}

/** The field visibility config (spec 000 §5) of this user's registration forms. */
export async function registrationVisibility(args: TArgs, lang: TLocale, user: TSessionUser): Promise<TFieldVisibilityMap> {
  const gender = user.profile.gender ?? user.profile.coupleType ?? undefined;
  const result = await pageApi(args, { lang }).call(registrationConfigsContract, {
    query: {
      user_type: user.profile.userType as 1 | 2 | 3,
      ...(gender ? { gender } : {}),
      ...(user.profile.businessType ? { business_type: user.profile.businessType } : {}),
    },
  });
  if (!result.ok) throw new Response(null, { status: 502, statusText: "Bad Gateway" });
  return toFieldVisibilityMap(result.data);
}

export { flowSteps } from "./registration-steps";
