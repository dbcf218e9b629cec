// The zod schemas of locales (moved here so browser pages that only need its constants do not load zod).
import { LOCALES, SELECTABLE_LOCALES, TRANSLATION_NAMESPACES } from "../locales.js";
import { z } from "zod";

export const ZLocale = z.enum(LOCALES);

export const ZSelectableLocale = z.enum(SELECTABLE_LOCALES);

export const ZTranslationNamespace = z.enum(TRANSLATION_NAMESPACES);
