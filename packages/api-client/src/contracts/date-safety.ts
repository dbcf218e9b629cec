import { z } from "zod";
import { defineContract } from "./define-contract.js";

// Safety for the escort side of a date (issue 13 item 4; beyond the spec, the paths are ours; decisions
// docs/decisions/027-date-safety.md): a timed check-in with an emergency contact, and private warnings about
// clients that only verified escorts read. The rules live in @samtrot/dating (safety.ts); the bodies here are only
// shaped, the api checks them against the date at its clock (validation.dating.* with the field).

export const EMERGENCY_CONTACT_NAME_MAX = 80;
export const EMERGENCY_CONTACT_EMAIL_MAX = 254;
export const CLIENT_WARNING_TEXT_LIMIT = 500;

const ZDateParams = z.object({ dateId: z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().positive().max(Number.MAX_SAFE_INTEGER) });
const ZUserParams = z.object({ userId: z.coerce.number({ invalid_type_error: "validation.common.invalid_type" }).int().positive().max(Number.MAX_SAFE_INTEGER) });

const ZContactName = z
  .string({ required_error: "validation.dating.contact_name_required", invalid_type_error: "validation.common.invalid_type" })
  .trim()
  .min(1, { message: "validation.dating.contact_name_required" })
  .max(EMERGENCY_CONTACT_NAME_MAX, { message: "validation.dating.contact_name_too_long" });
const ZContactEmail = z
  .string({ required_error: "validation.dating.contact_email_invalid", invalid_type_error: "validation.common.invalid_type" })
  .trim()
  .max(EMERGENCY_CONTACT_EMAIL_MAX, { message: "validation.dating.contact_email_invalid" })
  .email({ message: "validation.dating.contact_email_invalid" });

export const ZEmergencyContact = z.object({ name: z.string(), email: z.string() });
export type TEmergencyContact = z.infer<typeof ZEmergencyContact>;

export const ZCheckIn = z.object({
  /** scheduled: the alert goes out at due_at unless she checks in; checked_in; alerted: the contact was e-mailed; cancelled */
  state: z.enum(["scheduled", "checked_in", "alerted", "cancelled"]),
  due_at: z.string(),
  contact: ZEmergencyContact,
  checked_in_at: z.string().nullable(),
  alerted_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** escort: she cancelled it; date: the date was cancelled, rejected or moved */
  cancel_reason: z.enum(["escort", "date"]).nullable(),
  /** what she may do now */
  actions: z.array(z.enum(["set", "check_in", "cancel"])),
});
export type TCheckIn = z.infer<typeof ZCheckIn>;

export const CLIENT_WARNING_CATEGORY_NAMES = ["no_show", "aggressive", "refused_to_pay", "pushed_boundaries", "unsafe"] as const;

export const ZClientWarning = z.object({
  id: z.number().int(),
  date_id: z.number().int(),
  categories: z.array(z.enum(CLIENT_WARNING_CATEGORY_NAMES)),
  text: z.string(),
  created_at: z.string(),
});
export type TClientWarning = z.infer<typeof ZClientWarning>;

/** What verified escorts see about a client: how many warnings, per category, and the texts (authors are not named). */
export const ZClientWarnings = z.object({
  client_id: z.number().int(),
  count: z.number().int(),
  categories: z.record(z.enum(CLIENT_WARNING_CATEGORY_NAMES), z.number().int()),
  items: z.array(z.object({ categories: z.array(z.enum(CLIENT_WARNING_CATEGORY_NAMES)), text: z.string(), created_at: z.string() })),
});
export type TClientWarnings = z.infer<typeof ZClientWarnings>;

/** The escort side's safety view of one date. */
export const ZDateSafety = z.object({
  date_id: z.number().int(),
  check_in: ZCheckIn.nullable(),
  /** the times a check-in may be set to (after the start, at most 12 hours after the end) and the proposed one */
  window: z.object({ earliest: z.string(), latest: z.string(), proposed: z.string() }),
  /** she may set (or set again) a check-in now */
  can_set_check_in: z.boolean(),
  /** her saved emergency contact (null: none yet) */
  saved_contact: ZEmergencyContact.nullable(),
  /** her own warning about this date's client (null: none) */
  my_warning: ZClientWarning.nullable(),
  can_warn: z.boolean(),
  /** warnings about this date's client: only for verified escorts (null otherwise) */
  client_warnings: ZClientWarnings.nullable(),
});
export type TDateSafety = z.infer<typeof ZDateSafety>;

export const ZSetCheckInBody = z
  .object({
    due_at: z
      .string({ required_error: "validation.common.required", invalid_type_error: "validation.common.invalid_type" })
      .datetime({ offset: true, message: "validation.dating.invalid_check_in_time" }),
    contact_name: ZContactName,
    contact_email: ZContactEmail,
    /** keep this contact as her saved emergency contact (default true) */
    remember_contact: z.boolean({ invalid_type_error: "validation.common.invalid_type" }).default(true),
  })
  .strict();
export type TSetCheckInBody = z.input<typeof ZSetCheckInBody>;

export const ZEmergencyContactBody = z.object({ name: ZContactName, email: ZContactEmail }).strict();

export const ZClientWarningBody = z
  .object({
    categories: z.array(z.string(), { required_error: "validation.dating.warning_category_required", invalid_type_error: "validation.common.invalid_type" }),
    text: z.string({ invalid_type_error: "validation.common.invalid_type" }).default(""),
  })
  .strict();
export type TClientWarningBody = z.input<typeof ZClientWarningBody>;

const SAFETY_REFUSALS =
  "404 exception.dating.date_not_found (anyone but the two sides), 403 exception.dating.safety_receiver_only (the client side)";

export const dateSafetyContract = defineContract({
  id: "dateSafety",
  method: "GET",
  path: "/api/v2/dating/dates/:dateId/safety",
  summary: `The escort side's safety view of a date: check-in, window, saved contact, her warning, and (verified escorts) the client's warnings. ${SAFETY_REFUSALS}`,
  tags: ["dating"],
  auth: "user",
  params: ZDateParams,
  response: ZDateSafety,
});

export const setCheckInContract = defineContract({
  id: "setCheckIn",
  method: "PUT",
  path: "/api/v2/dating/dates/:dateId/check-in",
  summary:
    "Sets or moves the safety check-in. 422 validation.dating.check_in_before_start | check_in_after_latest | check_in_in_past (due_at), " +
    `contact_name_required, contact_email_invalid; 409 exception.dating.check_in_date_not_accepted | check_in_too_late | check_in_closed. ${SAFETY_REFUSALS}`,
  tags: ["dating"],
  auth: "user",
  params: ZDateParams,
  body: ZSetCheckInBody,
  response: ZDateSafety,
});

export const confirmCheckInContract = defineContract({
  id: "confirmCheckIn",
  method: "POST",
  path: "/api/v2/dating/dates/:dateId/check-in/confirm",
  summary: `"Ich bin sicher": she checked in; no alert is sent. 409 exception.dating.check_in_not_set | check_in_closed. ${SAFETY_REFUSALS}`,
  tags: ["dating"],
  auth: "user",
  params: ZDateParams,
  response: ZDateSafety,
});

export const cancelCheckInContract = defineContract({
  id: "cancelCheckIn",
  method: "DELETE",
  path: "/api/v2/dating/dates/:dateId/check-in",
  summary: `Cancels the running check-in. 409 exception.dating.check_in_not_set | check_in_closed. ${SAFETY_REFUSALS}`,
  tags: ["dating"],
  auth: "user",
  params: ZDateParams,
  response: ZDateSafety,
});

export const fileClientWarningContract = defineContract({
  id: "fileClientWarning",
  method: "POST",
  path: "/api/v2/dating/dates/:dateId/warning",
  summary:
    "After a date that took place, the escort side warns other verified escorts about the client (categories, a short text). " +
    `422 validation.dating.warning_category_required | warning_category_invalid | warning_text_too_long; 409 exception.dating.warning_date_not_over | warning_exists. ${SAFETY_REFUSALS}`,
  tags: ["dating"],
  auth: "user",
  params: ZDateParams,
  body: ZClientWarningBody,
  response: ZDateSafety,
});

export const withdrawClientWarningContract = defineContract({
  id: "withdrawClientWarning",
  method: "DELETE",
  path: "/api/v2/dating/dates/:dateId/warning",
  summary: `Withdraws her warning about this date's client. 404 exception.dating.warning_not_found. ${SAFETY_REFUSALS}`,
  tags: ["dating"],
  auth: "user",
  params: ZDateParams,
  response: ZDateSafety,
});

export const clientWarningsContract = defineContract({
  id: "clientWarnings",
  method: "GET",
  path: "/api/v2/dating/client-warnings/:userId",
  summary: "Warnings about a client, for verified escorts only (403 exception.dating.warnings_verified_escorts_only for everyone else)",
  tags: ["dating"],
  auth: "user",
  params: ZUserParams,
  response: ZClientWarnings,
});

export const emergencyContactContract = defineContract({
  id: "emergencyContact",
  method: "GET",
  path: "/api/v2/dating/emergency-contact",
  summary: "Her saved emergency contact (null: none)",
  tags: ["dating"],
  auth: "user",
  response: ZEmergencyContact.nullable(),
});

export const saveEmergencyContactContract = defineContract({
  id: "saveEmergencyContact",
  method: "PUT",
  path: "/api/v2/dating/emergency-contact",
  summary: "Saves her emergency contact (proposed for every check-in). 422 validation.dating.contact_name_required | contact_email_invalid",
  tags: ["dating"],
  auth: "user",
  body: ZEmergencyContactBody,
  response: ZEmergencyContact.nullable(),
});

export const deleteEmergencyContactContract = defineContract({
  id: "deleteEmergencyContact",
  method: "DELETE",
  path: "/api/v2/dating/emergency-contact",
  summary: "Forgets her saved emergency contact (running check-ins keep theirs)",
  tags: ["dating"],
  auth: "user",
  response: ZEmergencyContact.nullable(),
});

export const dateSafetyContracts = [
  dateSafetyContract,
  setCheckInContract,
  confirmCheckInContract,
  cancelCheckInContract,
  fileClientWarningContract,
  withdrawClientWarningContract,
  clientWarningsContract,
  emergencyContactContract,
  saveEmergencyContactContract,
  deleteEmergencyContactContract,
] as const;
