import type { Database } from "@samtrot/db";
import { BUSINESS_FLOW_RULES, type TRegistrationProgress, type TWorkingHourSlotWire } from "@samtrot/api-client/contracts";
import { TRAIT_VALUES, USER_TYPE, findBusinessType } from "@samtrot/constants-catalogue";
import { AppError, type TErrorEntry } from "../../http/errors.js";
import { changeEmailInTx } from "../accounts/change-email.js";
import type { TUserRow } from "../accounts/load-signed-in-user.js";
import { assertBusinessStep, completeBusinessStep, runStep } from "./registration-flow.js";
import { assertOwnAvatar, replacePrices, replaceTraits, replaceWorkingHours } from "./profile-writes.js";
import { refuseBannedAdText } from "../trust/ad-text.js";

// The business sign-up steps (spec 001 §2: services, schedule, description, photo, escorts, email), each in one
// transaction. The flow of the business type (BUSINESS_FLOW_RULES) decides the service categories, whether
// prices are required and whether the escorts step exists.

type TProgress = Promise<TRegistrationProgress>;

function rulesOf(user: TUserRow) {
  const type = findBusinessType(user.business_type ?? "");
  if (!type) throw new AppError(409, "exception.registration.step_not_allowed");
  return BUSINESS_FLOW_RULES[type.flow];
}

export function saveBusinessServices(database: Database, input: { userId: number; services: number[]; prices: { name: number; price: number }[] }): TProgress {
  return database.transaction((tx) =>
    runStep(tx, input.userId, async (user) => {
      assertBusinessStep(user, "services");
      const rules = rulesOf(user);
      const allowed = new Set<number>(rules.serviceCategories.flatMap((category) => TRAIT_VALUES[category].map((value) => value.id)));
      const errors: TErrorEntry[] = [];
      input.services.forEach((id, index) => {
        if (!allowed.has(id)) errors.push({ code: 422, title: "validation.common.invalid_choice", source: `services.${index}` });
      });
      if (rules.pricesRequired && input.prices.length === 0) errors.push({ code: 422, title: "validation.prices.required", source: "prices" });
      if (errors.length) throw AppError.fromEntries(422, errors);
      await replaceTraits(tx, user.id, rules.serviceCategories, input.services);
      await replacePrices(tx, user.id, input.prices);
      await completeBusinessStep(tx, user, "services");
    }),
  );
}

export function saveBusinessSchedule(database: Database, input: { userId: number; workingHours: TWorkingHourSlotWire[] }): TProgress {
  return database.transaction((tx) =>
    runStep(tx, input.userId, async (user) => {
      assertBusinessStep(user, "schedule");
      await replaceWorkingHours(tx, user.id, input.workingHours);
      await completeBusinessStep(tx, user, "schedule");
    }),
  );
}

export function saveBusinessDescription(database: Database, input: { userId: number; description: string }): TProgress {
  return database.transaction((tx) =>
    runStep(tx, input.userId, async (user) => {
      assertBusinessStep(user, "description");
      refuseBannedAdText(user.id, "profile", { description: input.description });
      await tx.query(`update profiles set description = $2, updated_at = now() where user_id = $1`, [user.id, input.description]);
      await completeBusinessStep(tx, user, "description");
    }),
  );
}

export function saveBusinessPhoto(database: Database, input: { userId: number; mediaId: number }): TProgress {
  return database.transaction((tx) =>
    runStep(tx, input.userId, async (user) => {
      assertBusinessStep(user, "photo");
      await assertOwnAvatar(tx, user.id, input.mediaId);
      await tx.query(`update profiles set avatar_media_id = $2, updated_at = now() where user_id = $1`, [user.id, input.mediaId]);
      await completeBusinessStep(tx, user, "photo");
    }),
  );
}

/** Links escort accounts (by user id or username) to the business; an empty list is fine. */
export function linkBusinessEscorts(database: Database, input: { userId: number; escorts: (number | string)[] }): TProgress {
  return database.transaction((tx) =>
    runStep(tx, input.userId, async (user) => {
      assertBusinessStep(user, "escorts");
      const ids = new Set<number>();
      const errors: TErrorEntry[] = [];
      for (const [index, entry] of input.escorts.entries()) {
        const [row] = await tx.query<{ id: number }>(
          typeof entry === "number"
            ? `select id from users where id = $1 and user_type = $2 and deleted_at is null`
            : `select id from users where lower(username) = lower($1) and user_type = $2 and deleted_at is null`,
          [entry, USER_TYPE.escort],
        );
        if (row) ids.add(row.id);
        else errors.push({ code: 422, title: "validation.registration.escort_unknown", source: `escorts.${index}` });
      }
      if (errors.length) throw AppError.fromEntries(422, errors);
      await tx.query(`delete from business_escorts where business_id = $1`, [user.id]);
      if (ids.size) {
        await tx.query(`insert into business_escorts (business_id, escort_id) select $1, unnest($2::bigint[])`, [user.id, [...ids]]);
      }
      await completeBusinessStep(tx, user, "escorts");
    }),
  );
}

/** E-mail step: confirms or corrects the address (a verification mail goes to a new or unverified one); completes the registration. */
export function confirmBusinessEmail(database: Database, input: { userId: number; email: string; webBase: string }): TProgress {
  return database.transaction((tx) =>
    runStep(tx, input.userId, async (user) => {
      assertBusinessStep(user, "email");
      // Only a changed address gets a new mail here; the sign-up already sent one for the first address.
      if (input.email.trim().toLowerCase() !== user.email.toLowerCase()) {
        await changeEmailInTx(tx, { userId: user.id, email: input.email, webBase: input.webBase });
      }
      await completeBusinessStep(tx, user, "email");
    }),
  );
}
