// The zod schemas of navigation (moved here so browser pages that only need its constants do not load zod).
import { AD_PLACEMENTS, LIVE_AREAS, NEWSFEED_TABS } from "../navigation.js";
import { z } from "zod";

export const ZLiveArea = z.enum(LIVE_AREAS);

export const ZNewsfeedTab = z.enum(NEWSFEED_TABS);

export const ZAdPlacement = z.enum(AD_PLACEMENTS);
