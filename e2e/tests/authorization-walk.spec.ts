import { writeFileSync } from "node:fs";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { sharedRoutes } from "../../packages/web-routes/src/route-table.js";
import { noisyPng, signInThroughProxy, testClientAddress, uploadPhotoThroughProxy } from "./accounts-fixtures";
import { freshUser } from "./settings-support";
import { expect, pageApi, test } from "./support";

// Issue 16: the authorization walk over every PAGE of the web app (the api's own walk is
// apps/api/src/authorization-walk.test.ts). Every route of the shared route table is requested as guest, client,
// escort, business, Plus member and team user, with its parameters filled with another user's things (a fresh
// escort's draft blog, her pending event, her draft bundle, the date a fresh client asked her for). Rules:
//   1. no page answers with a server error;
//   2. a guest is sent to the sign-in page from every page that is not public (PUBLIC_PAGES);
//   3. the moderation pages refuse everyone but the team;
//   4. no one but the owner gets a page of the victims' private things (it answers 404 or sends them away).
// Requests only (no rendering): the pages' rules live in their loaders. AUTHZ_WEB_TABLE=<file> writes the results.

type TCaller = "guest" | "client" | "escort" | "business" | "member" | "team";
const CALLERS: [TCaller, string | null][] = [
  ["guest", null],
  ["client", "demo-client"],
  ["escort", "demo-escort"],
  ["business", "demo-agentur"],
  ["member", "demo-client-plus"],
  ["team", "demo-team"],
];

/** Pages a guest may open (everything else sends a guest to the sign-in page). */
const PUBLIC_PAGES: RegExp[] = [
  /^\/$/,
  /^\/(login|forgot_password|logout|join\/|invitation-code\/|homepage|escorts|clients|agenturen-clubs|nearby|p\/|blogs(\/|$)|events(\/|$)|newsfeed|browse_streaming|watch_recording\/|about|legal|misc|partners|seo_guide|support\/signout|lp\/|buy\/|paywall\/|report\/|error\/)/,
  /^\/dev\//, // development stand-ins (the api answers 404 in production)
  /^\/cookie_settings$/, // the cookie choice (TDDDG §25, decision 045): every visitor
  /^\/community\/forum$/, // the forum's boards (decision 042: guests see the boards, topics need an account)
];

/** The console and its queues (decision 043: …, websites, trusted-flaggers, …): team and backend only. */
const TEAM_PAGES = /^\/moderation(\/|$)/;

test("every page as guest, client, escort, business, member and team: no one reaches what is not theirs", async ({ browser, baseURL, at, brandInfo }) => {
  test.setTimeout(300_000);
  const origin = new URL(baseURL!).origin;
  const [victim, victimClient] = await Promise.all([freshUser(browser, baseURL, at, "escort"), freshUser(browser, baseURL, at, "client")]);
  // the victims' private things, made through the api as the pages would
  const blog = await pageApi(victim.page, "POST", "/api/v2/blogs", { title: "Mein Entwurf", body: `<p>${"Ein Entwurf, noch nicht eingereicht. ".repeat(8)}</p>` });
  const at3 = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const event = await pageApi(victim.page, "POST", "/api/v2/events", {
    title: "Private Vorschau", category: "motto-party", description: "<p>Noch nicht freigegeben.</p>", starts_at: at3(3), ends_at: at3(3.2), city: "berlin", address: "Weg 1", price: 50,
  });
  const date = await pageApi(victimClient.page, "POST", "/api/v2/dating/dates", {
    receiver_id: (await pageApi(victim.page, "GET", "/api/v2/user/info")).id, start_at: at3(0.2), duration_minutes: 60, place_kind: "incall", message: "Bis bald",
  });
  const mediaId = await uploadPhotoThroughProxy(victim.page.request, origin, noisyPng(400, 300), testClientAddress(), "gallery");
  await pageApi(victim.page, "POST", "/api/v2/gallery", { media_id: mediaId, visibility: 5 });
  const bundle = await pageApi(victim.page, "POST", "/api/v2/bundles", { title: "Entwurf", description: "Noch privat", price: 10, media_ids: [mediaId] });
  const params: Record<string, string> = {
    bundleId: String(bundle.id),
    dateId: String(date.date.id),
    blogId: String(blog.id),
    eventId: String(event.id),
    username: victim.username,
    targetUsername: victim.username,
  };
  /** the victims' private pages: owner only */
  const privateOf = [
    `/my_bundles/edit/${bundle.id}`,
    `/my_date/${date.date.id}`,
    `/dating/reviews/add/${date.date.id}`,
    `/dating/reviews/detail/${date.date.id}`,
    `/blogs/${blog.category}/${blog.slug}/edit`,
    `/blogs/${blog.category}/${blog.slug}`,
    `/events/${event.category}/${event.slug}`,
    `/events/${event.category}/${event.slug}/edit`,
  ];

  // every page route of the route table, parameters filled
  const pages = new Set<string>(privateOf);
  for (const route of sharedRoutes({ localePrefix: brandInfo.localePrefix, appDirectory: "/" })) {
    if (!route.path.startsWith(":lang")) continue; // resource routes (api proxy, token, locales, federated callbacks)
    const path = route.path
      .replace(/^:lang\??\/?/, "/")
      .replace(/\/:[A-Za-z]+\?/g, "")
      .replace(/:([A-Za-z]+)/g, (_all, name: string) => params[name] ?? (name === "lng" ? "de" : "x"));
    if (path.includes("*")) continue;
    pages.add(path);
  }

  const contexts: [TCaller, APIRequestContext][] = [];
  for (const [caller, username] of CALLERS) {
    const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "accept-language": "de-DE" } });
    if (username) await signInThroughProxy(context, origin, username);
    contexts.push([caller, context]);
  }

  const problems: string[] = [];
  const rows: string[] = [];
  for (const path of [...pages].sort()) {
    const statuses: Record<string, string> = {};
    // the six callers of a page at once (each its own cookie jar): the servers overlap their work
    await Promise.all(contexts.map(async ([caller, context]) => {
      const response = await context.get(at(path), { maxRedirects: 0 });
      const location = response.headers()["location"] ?? "";
      const status = response.status();
      statuses[caller] = location ? `${status} → ${location.replace(origin, "").split("?")[0]}` : String(status);
      if (status >= 500) problems.push(`${path} as ${caller}: ${status}`);
      const reached = status === 200;
      if (caller === "guest" && reached && !PUBLIC_PAGES.some((pattern) => pattern.test(path)) && !privateOf.includes(path)) {
        problems.push(`${path} as guest: 200, expected the sign-in page (not public)`);
      }
      if (caller === "guest" && status >= 300 && status < 400 && !PUBLIC_PAGES.some((pattern) => pattern.test(path))) {
        // a private page sends a guest (perhaps through another private page) to the sign-in page
        const landed = await context.get(at(path));
        if (!/\/login(\?|$)/.test(new URL(landed.url()).pathname + new URL(landed.url()).search.slice(0, 1))) {
          problems.push(`${path} as guest: landed on ${landed.url()}, expected the sign-in page`);
        }
      }
      if (TEAM_PAGES.test(path) && caller !== "team" && reached) problems.push(`${path} as ${caller}: 200 (team only)`);
      // the team reads drafts and pending items for review (it cannot change them: the api walk)
      if (privateOf.includes(path) && reached && caller !== "team") problems.push(`${path} as ${caller}: 200 (another user's private page)`);
    }));
    rows.push(`| \`${path}\` | ${CALLERS.map(([caller]) => statuses[caller]).join(" | ")} |`);
  }
  // the owner reaches her own private pages (or the refusals above would prove nothing)
  for (const path of [`/my_bundles/edit/${bundle.id}`, `/my_date/${date.date.id}`, `/blogs/${blog.category}/${blog.slug}/edit`, `/events/${event.category}/${event.slug}/edit`]) {
    const response = await victim.page.request.get(at(path), { maxRedirects: 0 });
    expect(response.status(), `${path} as its owner`).toBe(200);
  }
  if (process.env.AUTHZ_WEB_TABLE) {
    writeFileSync(process.env.AUTHZ_WEB_TABLE, [`| page | ${CALLERS.map(([c]) => c).join(" | ")} |`, `|---|${CALLERS.map(() => "---").join("|")}|`, ...rows].join("\n") + "\n");
  }
  for (const [, context] of contexts) await context.dispose();
  expect(problems).toEqual([]);
});
