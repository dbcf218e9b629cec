import type { TEvent, TEventBody } from "@samtrot/api-client/contracts";
import { EVENT_CATEGORIES, EVENT_LIST_FILTERS, EVENT_TIMING, type TEventCategory } from "@samtrot/constants-catalogue";
import { berlinFields, berlinToIso } from "../dating/date-words";

// Words and shapes of the event pages (issue 14 item 2): paths, the form → api body, the JSON-LD of a detail page.

export const EVENT_FORM_FIELDS = [
  "title",
  "category",
  "description",
  "starts_at",
  "ends_at",
  "start_date",
  "start_time",
  "end_date",
  "end_time",
  "city",
  "address",
  "price",
  "max_attendees",
  "plus_only",
  "needs_confirmation",
  "cover_media_id",
] as const;

export const EVENT_REVIEW_FIELDS = [
  "ratings.service",
  "ratings.event_organization",
  "ratings.location",
  "ratings.value_for_money",
  "radios.would_attend_again",
  "radios.will_recommend",
  "comment",
] as const;

export function isEventCategory(value: string | undefined | null): value is TEventCategory {
  return (EVENT_CATEGORIES as readonly string[]).includes(value ?? "");
}

export function eventPath(event: Pick<TEvent, "category" | "slug">): string {
  return `/events/${event.category}/${event.slug}`;
}

export type TPublicListState = {
  category: TEventCategory | null;
  filter: "upcoming" | "past" | "all";
  view: "tiles" | "list";
  organizers_user_type?: number;
  country?: string;
  price_range?: string;
  page_no: number;
};

/** The list URL of a state (category as the path segment, the rest in the query; defaults left out). */
export function eventsListHref(state: TPublicListState): string {
  const query = new URLSearchParams();
  if (state.filter !== "upcoming") query.set("filter", state.filter);
  if (state.view !== "tiles") query.set("view", state.view);
  if (state.organizers_user_type) query.set("organizers_user_type", String(state.organizers_user_type));
  if (state.country) query.set("country", state.country);
  if (state.price_range) query.set("price_range", state.price_range);
  if (state.page_no > 1) query.set("page_no", String(state.page_no));
  const qs = query.toString();
  return `/events${state.category ? `/${state.category}` : ""}${qs ? `?${qs}` : ""}`;
}

export function myEventsFilterOf(value: string | null): (typeof EVENT_LIST_FILTERS)[number] {
  return (EVENT_LIST_FILTERS as readonly string[]).includes(value ?? "") ? (value as (typeof EVENT_LIST_FILTERS)[number]) : "all";
}

/** The timing's text key (spec 001 §4), with rejected/pending shown by status first. */
export function eventStateKey(event: Pick<TEvent, "status" | "timing">): string {
  if (event.status === "pending" || event.status === "rejected") return `status.${event.status}`;
  const name = (Object.entries(EVENT_TIMING).find(([, code]) => code === event.timing)?.[0] ?? "upcoming") as keyof typeof EVENT_TIMING;
  return `timing.${name}`;
}

const num = (value: FormDataEntryValue | null) => {
  const text = typeof value === "string" ? value.trim() : "";
  if (text === "") return undefined;
  const n = Number(text.replace(",", "."));
  return Number.isFinite(n) ? n : (text as unknown as number);
};

/** The add/edit form as the api's body: Berlin wall-clock dates and times become instants; empty numbers are left out. */
export function eventBodyFromForm(form: FormData): TEventBody {
  const text = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)) : "");
  const start = berlinToIso(text("start_date"), text("start_time"));
  const end = berlinToIso(text("end_date"), text("end_time"));
  const max = num(form.get("max_attendees"));
  const cover = num(form.get("cover_media_id"));
  return {
    title: text("title"),
    category: (text("category") || "motto-party") as TEventBody["category"],
    description: text("description"),
    starts_at: start ?? text("start_date"),
    ends_at: end ?? text("end_date"),
    city: text("city"),
    address: text("address"),
    price: num(form.get("price")) as number,
    ...(max !== undefined ? { max_attendees: max } : { max_attendees: null }),
    ...(cover !== undefined ? { cover_media_id: cover } : { cover_media_id: null }),
    plus_only: form.get("plus_only") === "on",
    needs_confirmation: form.get("needs_confirmation") === "on",
  };
}

/** The api's field names → the form's (a start error shows at the start date). */
export function eventFormErrorField(source: string): string {
  if (source === "starts_at") return "start_date";
  if (source === "ends_at") return "end_date";
  return source;
}

/** Form defaults from an event (edit) or empty (add). */
export function eventFormDefaults(event: TEvent | null) {
  if (!event) return { title: "", category: "motto-party", description: "", start_date: "", start_time: "20:00", end_date: "", end_time: "23:59", city: "", address: "", price: "", max_attendees: "", plus_only: false, needs_confirmation: false, cover_media_id: "" };
  const start = berlinFields(event.starts_at);
  const end = berlinFields(event.ends_at);
  return {
    title: event.title,
    category: event.category,
    description: event.description ?? "",
    start_date: start.date,
    start_time: start.time,
    end_date: end.date,
    end_time: end.time,
    city: event.city.slug,
    address: event.address ?? "",
    price: String(event.price),
    max_attendees: event.max_attendees === null ? "" : String(event.max_attendees),
    plus_only: event.plus_only,
    needs_confirmation: event.needs_confirmation,
    cover_media_id: event.cover_media_id === null ? "" : String(event.cover_media_id),
  };
}

/**
 * schema.org Event of a detail page (for search engines): name, dates, status, the place with its address and the
 * city's coordinates, the offer (price in EUR), the organizer, the image. Locked details stay out.
 */
export function eventJsonLd(event: TEvent, input: { url: string; origin: string; organizerUrl: string; description: string }) {
  const status = event.status === "cancelled" ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled";
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: input.description,
    startDate: event.starts_at,
    endDate: event.ends_at,
    eventStatus: status,
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    url: input.url,
    location: {
      "@type": "Place",
      name: event.city.name,
      address: {
        "@type": "PostalAddress",
        ...(event.address ? { streetAddress: event.address } : {}),
        addressLocality: event.city.name,
        addressCountry: event.city.country,
      },
      geo: { "@type": "GeoCoordinates", latitude: event.city.lat, longitude: event.city.lon },
    },
    offers: {
      "@type": "Offer",
      price: event.price.toFixed(2),
      priceCurrency: "EUR",
      url: input.url,
      availability: event.max_attendees !== null && event.attending_count >= event.max_attendees ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
    },
    organizer: { "@type": event.organizer.user_type === 3 ? "Organization" : "Person", name: event.organizer.display_name ?? event.organizer.username, url: input.organizerUrl },
    ...(event.cover_url ? { image: [`${input.origin}${event.cover_url}`] } : {}),
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so the text can never close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The review form → the api's body (ratings 1..5 as numbers, radios yes/no as booleans). */
export function eventReviewBodyFromForm(form: FormData) {
  const ratings: Record<string, unknown> = {};
  const radios: Record<string, unknown> = {};
  for (const criterion of ["service", "event_organization", "location", "value_for_money"]) {
    const value = form.get(`ratings.${criterion}`);
    if (typeof value === "string" && value !== "") ratings[criterion] = Number(value);
  }
  for (const radio of ["would_attend_again", "will_recommend"]) {
    const value = form.get(`radios.${radio}`);
    if (value === "yes" || value === "no") radios[radio] = value === "yes";
  }
  const comment = form.get("comment");
  return { ratings, radios, comment: typeof comment === "string" ? comment : "" };
}

/** The text of the api's sanitised HTML for a meta description (tags dropped, the common entities decoded). */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}
