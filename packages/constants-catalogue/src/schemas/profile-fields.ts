// The zod schemas of profile-fields (moved here so browser pages that only need its constants do not load zod).
import { WEEK_DAYS } from "../profile-fields.js";
import { z } from "zod";

const ZTimeOfDay = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/);

/** A working-hour slot: day, timeFrom, timeTo, isOverDay (ends after midnight). spec 000 §3 */
export const ZWorkingHourSlot = z
  .object({ day: z.enum(WEEK_DAYS), timeFrom: ZTimeOfDay, timeTo: ZTimeOfDay, isOverDay: z.boolean() })
  .refine((slot) => slot.isOverDay === slot.timeTo <= slot.timeFrom, {
    message: "validation.working_hours.over_day_mismatch",
    path: ["isOverDay"],
  });
