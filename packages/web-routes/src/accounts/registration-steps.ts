import { businessRegistrationSteps, userRegistrationSteps } from "@samtrot/api-client/contracts";
import { USER_TYPE } from "@samtrot/constants-catalogue";
import type { TRegistrationFlow } from "../shell/session/access-rules";
import type { TSessionUser } from "../shell/session/session-user";

/** The steps shown in the progress indicator: the flow's steps, then the e-mail step. */
export function flowSteps(user: TSessionUser | null, flow: TRegistrationFlow, userType?: number, businessType?: string | null): string[] {
  if (flow === "business") {
    const steps = businessRegistrationSteps(businessType ?? user?.profile.businessType ?? "1");
    return ["signUp", ...steps.filter((step) => step !== "email"), "email"];
  }
  const type = userType ?? user?.profile.userType ?? USER_TYPE.escort;
  return [...userRegistrationSteps(type), "email"];
}

