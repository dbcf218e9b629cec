import { z } from "zod";
import { LOCALES, MAX_TOURS_PER_PERSON } from "@samtrot/constants-catalogue";
import { defineContract } from "./define-contract.js";

// The dashboard (issue 17 item 3; spec 000 §2 my_dashboard, §7 "GET announcement list"; spec 001 §9 dashboard
// metrics) and tours (issue 17 item 4; spec 001 §9 tours per person at most 3). Decision 037.

/** The periods the dashboard offers, in days (today included). */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type TDashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Escorts and businesses see phone-number views too; clients see visits and messages (spec 001 §9). */
export const ZDashboardMetric = z.enum(["visits", "messages", "phone_views"]);
export type TDashboardMetric = z.infer<typeof ZDashboardMetric>;

export const ZDashboardQuery = z.object({
  days: z.coerce
    .number({ message: "validation.dashboard.days_invalid" })
    .int({ message: "validation.dashboard.days_invalid" })
    .refine((days) => (DASHBOARD_PERIODS as readonly number[]).includes(days), { message: "validation.dashboard.days_invalid" })
    .default(30),
});

const ZFigures = z.object({ visits: z.number().int(), messages: z.number().int(), phone_views: z.number().int() });

export const ZDashboardMetrics = z.object({
  days: z.number().int(),
  /** first and last day of the period (YYYY-MM-DD, Central European days) */
  from: z.string(),
  to: z.string(),
  /** the metrics this user type sees, in display order */
  metrics: z.array(ZDashboardMetric),
  /** one entry per day, oldest first, every day of the period */
  series: z.array(ZFigures.extend({ day: z.string() })),
  totals: ZFigures,
  /** a business: the linked escorts whose figures are summed, each with its own totals; [] for everyone else */
  escorts: z.array(z.object({ id: z.number().int(), username: z.string(), totals: ZFigures })),
});
export type TDashboardMetrics = z.infer<typeof ZDashboardMetrics>;

export const dashboardMetricsContract = defineContract({
  id: "dashboardMetrics",
  method: "GET",
  path: "/api/v2/dashboard/metrics",
  summary:
    "The caller's dashboard figures per day over the last 7, 30 or 90 days (days): profile visits, messages received and, for escorts " +
    "and businesses, phone-number views. A business gets its linked escorts' figures summed and per escort. 422 validation.dashboard.days_invalid",
  tags: ["dashboard"],
  auth: "user",
  query: ZDashboardQuery,
  response: ZDashboardMetrics,
});

export const ZAnnouncementQuery = z.object({
  lang: z.enum(LOCALES, { message: "validation.common.invalid_choice" }).default("de"),
});

export const ZAnnouncement = z.object({ id: z.number().int(), title: z.string(), body: z.string(), published_at: z.string() });
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const announcementListContract = defineContract({
  id: "announcementList",
  method: "GET",
  path: "/api/v2/announcements",
  summary: "The announcement list of a language (spec 000 §7): the current announcements, newest first (at most 5)",
  tags: ["dashboard"],
  auth: "public",
  query: ZAnnouncementQuery,
  response: z.object({ items: z.array(ZAnnouncement) }),
});

const ZDay = z.string({ message: "validation.common.required" }).regex(/^\d{4}-\d{2}-\d{2}$/, { message: "validation.tours.date_invalid" });

export const ZTourBody = z.object({
  /** a city slug of the catalogue */
  city: z.string({ message: "validation.common.required" }).trim().min(1, { message: "validation.common.required" }).max(80, { message: "validation.tours.unknown_city" }),
  starts_on: ZDay,
  ends_on: ZDay,
});
export type TTourBody = z.input<typeof ZTourBody>;

export const ZTour = z.object({
  id: z.number().int(),
  city: z.object({ slug: z.string(), name: z.string(), country: z.string() }),
  starts_on: z.string(),
  ends_on: z.string(),
  /** the tour runs today */
  is_active: z.boolean(),
});
export type TTour = z.infer<typeof ZTour>;

export const ZTourList = z.object({ items: z.array(ZTour), max: z.literal(MAX_TOURS_PER_PERSON) });
export type TTourList = z.infer<typeof ZTourList>;

export const tourListContract = defineContract({
  id: "tourList",
  method: "GET",
  path: "/api/v2/tours",
  summary: "The caller's tours that have not ended, in date order. Escorts only (403 exception.tours.not_allowed)",
  tags: ["tours"],
  auth: "user",
  response: ZTourList,
});

export const createTourContract = defineContract({
  id: "createTour",
  method: "POST",
  path: "/api/v2/tours",
  summary:
    "Announces a tour (city slug, starts_on, ends_on; days). 422 validation.tours.limit_reached (more than 3 not ended), " +
    "validation.tours.end_before_start, validation.tours.end_in_past, validation.tours.too_far_ahead, validation.tours.unknown_city, " +
    "validation.tours.overlap; 403 exception.tours.not_allowed",
  tags: ["tours"],
  auth: "user",
  body: ZTourBody,
  response: ZTourList,
});

export const deleteTourContract = defineContract({
  id: "deleteTour",
  method: "DELETE",
  path: "/api/v2/tours/:id",
  summary: "Removes one of the caller's tours (404 exception.tours.not_found)",
  tags: ["tours"],
  auth: "user",
  params: z.object({ id: z.coerce.number({ message: "validation.common.invalid_format" }).int().positive() }),
  response: ZTourList,
});

export const dashboardContracts = [dashboardMetricsContract, announcementListContract, tourListContract, createTourContract, deleteTourContract] as const;
