import type { DatabaseTx } from "@samtrot/db";
import {
  businessRegistrationSteps,
  nextBusinessRegistrationStep,
  nextUserRegistrationStep,
  userRegistrationSteps,
  type TBusinessSignupStep,
  type TRegistrationProgress,
  type TUserRegistrationStepKey,
} from "@samtrot/api-client/contracts";
import { REGISTRATION_STEP, USER_TYPE } from "@samtrot/constants-catalogue";
import { AppError } from "../../http/errors.js";
import { findUserRow, nextRegistrationStepOf, type TUserRow } from "../accounts/load-signed-in-user.js";

// Which step a user may submit, and what submitting it records. A step may be submitted when it is the next
// one or an earlier one (going back to correct it); later steps are refused with 409. Re-submitting never
// moves register_completed_step backwards.

const stepNotAllowed = () => new AppError(409, "exception.registration.step_not_allowed");

/** The user row, locked for the step's transaction. */
export async function lockUser(tx: DatabaseTx, userId: number): Promise<TUserRow> {
  const user = await findUserRow(tx, userId, true);
  if (!user) throw new AppError(401, "exception.common.unauthorized");
  return user;
}

export function assertUserStep(user: TUserRow, step: TUserRegistrationStepKey): void {
  if (user.signup_details_missing) throw stepNotAllowed();
  const steps = userRegistrationSteps(user.user_type);
  if (!steps.includes(step)) throw stepNotAllowed();
  const next = nextUserRegistrationStep(user.user_type, user.register_completed_step);
  if (next !== null && REGISTRATION_STEP[step] > REGISTRATION_STEP[next]) throw stepNotAllowed();
}

/** Records a submitted user step; the flow's last step completes the registration (10). */
export async function completeUserStep(tx: DatabaseTx, user: TUserRow, step: TUserRegistrationStepKey): Promise<void> {
  const steps = userRegistrationSteps(user.user_type);
  const last = steps[steps.length - 1]!;
  const reached = Math.max(user.register_completed_step, REGISTRATION_STEP[step]);
  const completed = reached >= REGISTRATION_STEP[last];
  await tx.query(
    `update users set register_completed_step = $2,
            registration_completed_at = case when $3 then coalesce(registration_completed_at, now()) else registration_completed_at end,
            updated_at = now()
      where id = $1`,
    [user.id, completed ? REGISTRATION_STEP.completed : reached, completed],
  );
}

export function assertBusinessStep(user: TUserRow, step: TBusinessSignupStep): void {
  if (user.user_type !== USER_TYPE.business || !user.business_type) throw stepNotAllowed();
  const steps = businessRegistrationSteps(user.business_type);
  if (!steps.includes(step)) throw stepNotAllowed();
  if (user.register_completed_step >= REGISTRATION_STEP.completed) return;
  const next = nextBusinessRegistrationStep(user.business_type, user.business_signup_step);
  if (next !== null && steps.indexOf(step) > steps.indexOf(next)) throw stepNotAllowed();
}

export async function completeBusinessStep(tx: DatabaseTx, user: TUserRow, step: TBusinessSignupStep): Promise<void> {
  const steps = businessRegistrationSteps(user.business_type ?? "");
  const reached = Math.max(steps.indexOf(step), user.business_signup_step ? steps.indexOf(user.business_signup_step as TBusinessSignupStep) : -1);
  const completed = reached === steps.length - 1;
  await tx.query(
    `update users set business_signup_step = $2,
            register_completed_step = case when $3 then $4 else register_completed_step end,
            registration_completed_at = case when $3 then coalesce(registration_completed_at, now()) else registration_completed_at end,
            updated_at = now()
      where id = $1`,
    [user.id, steps[reached], completed, REGISTRATION_STEP.completed],
  );
}

export function progressOf(user: TUserRow): TRegistrationProgress {
  const steps: readonly string[] = user.user_type === USER_TYPE.business ? businessRegistrationSteps(user.business_type ?? "") : userRegistrationSteps(user.user_type);
  const completed = user.register_completed_step >= REGISTRATION_STEP.completed;
  return {
    user_type: user.user_type,
    business_type: user.business_type as TRegistrationProgress["business_type"],
    register_completed_step: user.register_completed_step as TRegistrationProgress["register_completed_step"],
    business_signup_step: user.business_signup_step,
    steps: [...steps],
    next_step: nextRegistrationStepOf(user),
    completed,
  };
}

/** Runs a step in one transaction: lock, check, write, record; answers the new progress. */
export async function runStep(tx: DatabaseTx, userId: number, write: (user: TUserRow) => Promise<void>): Promise<TRegistrationProgress> {
  const user = await lockUser(tx, userId);
  await write(user);
  const after = await findUserRow(tx, userId);
  return progressOf(after!);
}
