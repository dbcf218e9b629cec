import type { Database } from "@samtrot/db";
import {
  registrationFieldConfig,
  type TAppearanceStepRequest,
  type TRegistrationProgress,
  type TWorkingHourSlotWire,
} from "@samtrot/api-client/contracts";
import { AppError, type TErrorEntry } from "../../http/errors.js";
import { assertUserStep, completeUserStep, runStep } from "./registration-flow.js";
import { assertOwnAvatar, replacePrices, replaceTraits, replaceWorkingHours } from "./profile-writes.js";
import { consentErrors, grantedPurposes } from "../privacy/consents.js";

// The user registration steps after sign-up (photo, profile, appearance, services, availability). Each runs in
// one transaction: checks first, then writes; any refusal rolls everything back.

type TProgress = Promise<TRegistrationProgress>;

function configOf(user: { user_type: number; gender: number | null; couple_type: number | null }) {
  return new Map(registrationFieldConfig({ user_type: user.user_type, gender: user.gender ?? user.couple_type }).map((e) => [e.name, e.value]));
}

/** Photo step: an uploaded avatar of this user, or null where the photo is optional (clients). */
export function savePhotoStep(database: Database, input: { userId: number; mediaId: number | null }): TProgress {
  return database.transaction((tx) =>
    runStep(tx, input.userId, async (user) => {
      assertUserStep(user, "photo");
      if (input.mediaId === null) {
        if (configOf(user).get("photo") === "required") throw new AppError(422, "validation.common.required", "media_id");
      } else {
        await assertOwnAvatar(tx, user.id, input.mediaId);
      }
      await tx.query(`update profiles set avatar_media_id = $2, updated_at = now() where user_id = $1`, [user.id, input.mediaId]);
      await completeUserStep(tx, user, "photo");
    }),
  );
}

/**
 * Profile step: relationship_status, race_type and sexuality, one value each (spec 001 §5). Sexuality is asked only
 * with the user's consent to it (decision 045): then required, else refused.
 */
export function saveProfileStep(
  database: Database,
  input: { userId: number; relationshipStatus: number; raceType: number; sexuality: number | null },
): TProgress {
  return database.transaction((tx) =>
    runStep(tx, input.userId, async (user) => {
      assertUserStep(user, "profile");
      const granted = await grantedPurposes(tx, user.id);
      const errors = consentErrors(user, granted, { sexuality: input.sexuality });
      if (granted.includes("sexuality") && input.sexuality === null) errors.push({ code: 422, title: "validation.common.required", source: "sexuality" });
      if (errors.length) throw AppError.fromEntries(422, errors);
      await replaceTraits(tx, user.id, ["relationship_status"], [input.relationshipStatus]);
      await replaceTraits(tx, user.id, ["race_type"], [input.raceType]);
      await replaceTraits(tx, user.id, ["sexuality"], input.sexuality === null ? [] : [input.sexuality]);
      await completeUserStep(tx, user, "profile");
    }),
  );
}

const APPEARANCE_FIELDS = ["height", "weight", "penis_length", "penis_diameter", "cup_size", "figure_type", "hair_color", "hair_length"] as const;

/**
 * Appearance step. The ranges are checked by the contract; here the field config of the user's type and gender
 * decides what is required and what does not apply (penis fields for a female profile, cup size for a male one).
 */
export function saveAppearanceStep(database: Database, input: { userId: number; appearance: TAppearanceStepRequest }): TProgress {
  const a = input.appearance;
  return database.transaction((tx) =>
    runStep(tx, input.userId, async (user) => {
      assertUserStep(user, "appearance");
      const config = configOf(user);
      const errors: TErrorEntry[] = [];
      for (const field of APPEARANCE_FIELDS) {
        const present = a[field] !== undefined && a[field] !== null;
        const visibility = config.get(field) ?? "false";
        if (visibility === "required" && !present) errors.push({ code: 422, title: "validation.common.required", source: field });
        if (visibility === "false" && present) errors.push({ code: 422, title: "validation.registration.field_not_applicable", source: field });
      }
      if (errors.length) throw AppError.fromEntries(422, errors);
      await tx.query(
        `update profiles set height = $2, weight = $3, penis_length = $4, penis_diameter = $5, cup_size = $6, updated_at = now() where user_id = $1`,
        [user.id, a.height ?? null, a.weight ?? null, a.penis_length ?? null, a.penis_diameter ?? null, a.cup_size ?? null],
      );
      await replaceTraits(tx, user.id, ["figure_type"], a.figure_type ? [a.figure_type] : []);
      await replaceTraits(tx, user.id, ["hair_color"], a.hair_color ? [a.hair_color] : []);
      await replaceTraits(tx, user.id, ["hair_length"], a.hair_length ? [a.hair_length] : []);
      await completeUserStep(tx, user, "appearance");
    }),
  );
}

/** Services step (escorts): prices per duration and escort services (those only with the services consent, then at least one). */
export function saveServicesStep(
  database: Database,
  input: { userId: number; prices: { name: number; price: number }[]; escortServices: number[] },
): TProgress {
  return database.transaction((tx) =>
    runStep(tx, input.userId, async (user) => {
      assertUserStep(user, "services");
      const granted = await grantedPurposes(tx, user.id);
      const errors = consentErrors(user, granted, { escort_service: input.escortServices });
      if (granted.includes("services") && input.escortServices.length === 0) errors.push({ code: 422, title: "validation.registration.services_required", source: "escort_services" });
      if (errors.length) throw AppError.fromEntries(422, errors.map((e) => ({ ...e, source: "escort_services" })));
      await replacePrices(tx, user.id, input.prices);
      await replaceTraits(tx, user.id, ["escort_service"], input.escortServices);
      await completeUserStep(tx, user, "services");
    }),
  );
}

/** Availability step (escorts): working-hour slots; the last escort step, it completes the registration. */
export function saveAvailabilityStep(database: Database, input: { userId: number; workingHours: TWorkingHourSlotWire[] }): TProgress {
  return database.transaction((tx) =>
    runStep(tx, input.userId, async (user) => {
      assertUserStep(user, "availability");
      await replaceWorkingHours(tx, user.id, input.workingHours);
      await completeUserStep(tx, user, "availability");
    }),
  );
}
