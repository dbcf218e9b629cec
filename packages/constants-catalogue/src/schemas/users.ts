// The zod schemas of users (moved here so browser pages that only need its constants do not load zod).
import { BUSINESS_FLOWS, BUSINESS_TYPE_IDS, COUPLE_TYPE, GENDER, MEMBERSHIP_FORM_SALUTATION, SALUTATION, SELECTABLE_USER_TYPES, USER_TYPE } from "../users.js";
import { z } from "zod";
import { zCodeOf, zKeyOf, zOneOf } from "../zod-helpers.js";

export const ZUserType = zCodeOf(USER_TYPE);

export const ZUserTypeName = zKeyOf(USER_TYPE);

export const ZSelectableUserType = zOneOf(SELECTABLE_USER_TYPES);

export const ZGender = zCodeOf(GENDER);

export const ZGenderName = zKeyOf(GENDER);

export const ZCoupleType = zCodeOf(COUPLE_TYPE);

export const ZCoupleTypeName = zKeyOf(COUPLE_TYPE);

/** A profile's gender field: a single gender or a couple type. */
export const ZProfileGender = z.union([ZGender, ZCoupleType]);

export const ZBusinessFlow = z.enum(BUSINESS_FLOWS);

export const ZBusinessTypeId = z.enum(BUSINESS_TYPE_IDS);

export const ZBusinessType = z.object({ id: ZBusinessTypeId, key: z.string(), flow: ZBusinessFlow });

export const ZSalutation = zCodeOf(SALUTATION);

export const ZMembershipFormSalutation = zKeyOf(MEMBERSHIP_FORM_SALUTATION);
