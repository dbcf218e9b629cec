import type { Database } from "@samtrot/db";
import { parseBirthDate, type TRegistrationProgress, type TSignUpDetailsRequest } from "@samtrot/api-client/contracts";
import { REGISTRATION_STEP } from "@samtrot/constants-catalogue";
import { AppError } from "../../http/errors.js";
import { takenEntries } from "./create-account.js";
import { lockUser, progressOf } from "./registration-flow.js";
import { findUserRow } from "../accounts/load-signed-in-user.js";
import { recordSignUpConsents } from "../privacy/consents.js";

/** Step 1 for a federated account: the sign-up details Google does not give (user type, gender, username, birth date). */
export async function completeSignUp(database: Database, input: { userId: number; details: TSignUpDetailsRequest }): Promise<TRegistrationProgress> {
  const { details } = input;
  return database.transaction(async (tx) => {
    const user = await lockUser(tx, input.userId);
    if (!user.signup_details_missing) throw new AppError(409, "exception.registration.step_not_allowed");
    const taken = await takenEntries(tx, { username: details.username, exceptUserId: user.id });
    if (taken.length) throw AppError.fromEntries(422, taken);
    await tx.query(
      `update users set user_type = $2, gender = $3, couple_type = $4, username = $5, birth_date = $6,
              signup_details_missing = false, terms_accepted_at = now(), register_completed_step = $7, updated_at = now()
        where id = $1`,
      [user.id, details.user_type, details.gender ?? null, details.couple_type ?? null, details.username, parseBirthDate(details.birth_date), REGISTRATION_STEP.signUp],
    );
    await tx.query(`update profiles set display_name = $2, updated_at = now() where user_id = $1`, [user.id, details.username]);
    await recordSignUpConsents(tx, user.id, details.user_type, details.consents ?? []);
    return progressOf((await findUserRow(tx, user.id))!);
  });
}
