import { brand } from "@brand";
import { LOCALE_RESOURCES } from "./locale-bundle.server";
import { createServerI18n } from "./server-i18n";

/** This brand's translation instances, one per language for the life of the process. */
export const serverI18n = createServerI18n({ brandName: brand.name, resources: LOCALE_RESOURCES });
