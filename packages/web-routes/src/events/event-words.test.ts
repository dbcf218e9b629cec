import { describe, expect, it } from "vitest";
import { ZEventBody, type TEvent } from "@samtrot/api-client/contracts";
import { eventBodyFromForm, eventJsonLd, eventReviewBodyFromForm, eventsListHref, eventStateKey, jsonLdText, plainTextOf } from "./event-words";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};

describe("eventsListHref", () => {
  it("puts the category in the path and leaves defaults out", () => {
    expect(eventsListHref({ category: null, filter: "upcoming", view: "tiles", page_no: 1 })).toBe("/events");
    expect(eventsListHref({ category: "bdsm-party", filter: "past", view: "list", country: "AT", price_range: "100_200", organizers_user_type: 3, page_no: 2 })).toBe(
      "/events/bdsm-party?filter=past&view=list&organizers_user_type=3&country=AT&price_range=100_200&page_no=2",
    );
  });
});

describe("eventBodyFromForm", () => {
  it("turns Berlin wall-clock fields into instants the api's schema accepts", () => {
    const body = eventBodyFromForm(
      form({ title: "Sommerfest", category: "swinger-party", description: "<p>Hallo</p>", start_date: "2027-07-10", start_time: "20:00", end_date: "2027-07-11", end_time: "02:00", city: "berlin", address: "", price: "45", max_attendees: "", plus_only: "on" }),
    );
    expect(body).toMatchObject({ starts_at: "2027-07-10T18:00:00.000Z", ends_at: "2027-07-11T00:00:00.000Z", price: 45, max_attendees: null, plus_only: true, needs_confirmation: false });
    expect(ZEventBody.safeParse(body).success).toBe(true);
  });
  it("leaves a bad price for the api to refuse with its key", () => {
    const body = eventBodyFromForm(form({ title: "x", start_date: "", start_time: "", end_date: "", end_time: "", price: "zehn" }));
    const parsed = ZEventBody.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.find((i) => i.path[0] === "price")?.message).toBe("validation.common.invalid_type");
  });
});

describe("eventReviewBodyFromForm", () => {
  it("reads ratings as numbers and yes/no as booleans", () => {
    expect(eventReviewBodyFromForm(form({ "ratings.service": "5", "ratings.location": "3", "radios.will_recommend": "no", comment: "gut" }))).toEqual({
      ratings: { service: 5, location: 3 },
      radios: { will_recommend: false },
      comment: "gut",
    });
  });
});

const event = {
  id: 7,
  slug: "sommerfest-7",
  title: "Sommerfest </script>",
  category: "swinger-party",
  description: "<p>Hallo</p>",
  cover_url: "/api/v2/media/3/medium",
  cover_media_id: 3,
  starts_at: "2027-07-10T18:00:00.000Z",
  ends_at: "2027-07-11T00:00:00.000Z",
  city: { slug: "berlin", name: "Berlin", country: "DE", lat: 52.52, lon: 13.405 },
  address: "Musterstraße 1",
  price: 45,
  max_attendees: 2,
  attending_count: 2,
  status: "accepted",
  timing: 2,
  organizer: { id: 1, username: "club", display_name: "Club Nord", user_type: 3 },
} as unknown as TEvent;

describe("eventJsonLd", () => {
  it("describes the event for search engines: dates, status, place with geo, offer in EUR, organizer, image", () => {
    const ld = eventJsonLd(event, { url: "https://x.test/events/swinger-party/sommerfest-7", origin: "https://x.test", organizerUrl: "https://x.test/p/club", description: "Hallo" });
    expect(ld).toMatchObject({
      "@type": "Event",
      startDate: "2027-07-10T18:00:00.000Z",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", address: { streetAddress: "Musterstraße 1", addressLocality: "Berlin", addressCountry: "DE" }, geo: { latitude: 52.52, longitude: 13.405 } },
      offers: { price: "45.00", priceCurrency: "EUR", availability: "https://schema.org/SoldOut" },
      organizer: { "@type": "Organization", name: "Club Nord" },
      image: ["https://x.test/api/v2/media/3/medium"],
    });
    expect(eventJsonLd({ ...event, status: "cancelled" }, { url: "", origin: "", organizerUrl: "", description: "" }).eventStatus).toBe("https://schema.org/EventCancelled");
  });
  it("cannot close its script element", () => {
    expect(jsonLdText(eventJsonLd(event, { url: "", origin: "", organizerUrl: "", description: "" }))).not.toContain("</script>");
  });
});

describe("words", () => {
  it("shows pending and rejected by status, the rest by timing", () => {
    expect(eventStateKey({ status: "pending", timing: 2 })).toBe("status.pending");
    expect(eventStateKey({ status: "accepted", timing: 0 })).toBe("timing.past");
    expect(eventStateKey({ status: "cancelled", timing: 1 })).toBe("timing.cancelled");
  });
  it("takes the text of sanitised HTML", () => {
    expect(plainTextOf("<p>A &amp; B</p><ul><li>C</li></ul>").replace(/\s+/g, " ").trim()).toBe("A & B C");
  });
});
