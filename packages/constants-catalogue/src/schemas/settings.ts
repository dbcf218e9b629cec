// The zod schemas of settings (moved here so browser pages that only need its constants do not load zod).
import { SETTINGS_KEYS } from "../settings.js";
import { z } from "zod";

export const ZSettingsKey = z.enum(SETTINGS_KEYS);
