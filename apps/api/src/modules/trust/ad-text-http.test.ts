import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CHAT_ROOMS, seedDemoChatRooms } from "@samtrot/db";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { makeMember, person, sendJson, type TPerson } from "../profiles/test-support/people.js";

// The ad-text rules on save over HTTP (issue 16 item 4; decision 038): a profile, blog, event or message text that
// advertises what ProstSchG §32(3) forbids, or brings minors in, is refused with its key on its field, nothing is
// saved, and the attempt is kept in ad_text_blocks for the moderation team. Ordinary texts pass.

let api: TTestApi;
let escort: TPerson;
let client: TPerson;

beforeAll(async () => {
  api = await startTestApi({ env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000" } });
  escort = await person(api, { user_type: 2, gender: 2 });
  client = await person(api, { user_type: 1, gender: 1 });
  // a Plus client with a verified e-mail, past the new-account days, may write first (messenger rules)
  await api.database.query(
    `UPDATE users SET email_verified_at = now(), registration_completed_at = now() - interval '30 days', created_at = now() - interval '30 days' WHERE id = ANY($1::bigint[])`,
    [[client.id, escort.id]],
  );
  await makeMember(api, client.id);
  await seedDemoChatRooms(api.database);
}, 120_000);
afterAll(() => api?.close());

const errorOf = (res: { status: number; body: any }) => [res.status, res.body.errors?.[0]?.title, res.body.errors?.[0]?.source ?? null];
const blocks = (userId: number) =>
  api.database.query<{ context: string; field: string; reasons: string[]; rules: string[]; excerpt: string }>(
    `SELECT context, field, reasons, rules, excerpt FROM ad_text_blocks WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
const description = async (userId: number) => (await api.database.query<{ description: string | null }>(`SELECT description FROM profiles WHERE user_id = $1`, [userId]))[0]?.description;

describe("ad-text rules on save", () => {
  it("a profile description with a coded no-condom offer is refused, nothing saved, the attempt recorded", async () => {
    const put = (text: string) => sendJson(api, "PUT", "/api/v2/settings/status_description", { description: text }, escort.token);
    expect((await put("<p>Zärtlich, verspielt und gerne auf Augenhöhe.</p>")).status).toBe(200);
    const before = await description(escort.id);

    expect(errorOf(await put("<p>Zärtlich und verspielt, <b>A.O.</b> nach Absprache</p>"))).toEqual([422, "validation.ad_text.no_condom", "description"]);
    expect(await description(escort.id)).toBe(before);
    expect(await blocks(escort.id)).toEqual([
      { context: "profile", field: "description", reasons: ["no_condom"], rules: ["code_ao"], excerpt: "Zärtlich und verspielt, A.O. nach Absprache" },
    ]);
  });

  it("a blog about pregnancy services and an event for minors are refused on their fields", async () => {
    const blog = await sendJson(api, "POST", "/api/v2/blogs", { title: "Jetzt auch schwanger buchbar", body: "<p>Ein ganz normaler Abend in Berlin mit Freunden und gutem Essen bis spät.</p>" }, escort.token);
    expect(errorOf(blog)).toEqual([422, "validation.ad_text.pregnancy", "title"]);
    expect(await api.database.query(`SELECT id FROM blogs WHERE author_id = $1`, [escort.id])).toEqual([]);

    const startsAt = new Date(api.clock.now().getTime() + 2 * 86_400_000).toISOString();
    const endsAt = new Date(api.clock.now().getTime() + 2 * 86_400_000 + 6 * 3_600_000).toISOString();
    const event = await sendJson(
      api,
      "POST",
      "/api/v2/events",
      { title: "Schulmädchen-Party", category: "motto-party", description: "<p>Ein Abend mit Motto.</p>", starts_at: startsAt, ends_at: endsAt, city: "berlin", address: "Musterstraße 1", price: 20 },
      escort.token,
    );
    expect(errorOf(event)).toEqual([422, "validation.ad_text.minors", "title"]);
    expect((await blocks(escort.id)).map((b) => [b.context, b.field, b.reasons])).toEqual([
      ["profile", "description", ["no_condom"]],
      ["blog", "title", ["pregnancy"]],
      ["event", "title", ["minors"]],
    ]);
  });

  it("a message asking for sex without a condom is not sent; an ordinary one is", async () => {
    const send = (text: string) => sendJson(api, "POST", "/api/v2/messenger/messages", { recipient_id: escort.id, text, client_key: randomUUID() }, client.token);
    expect(errorOf(await send("Hi, geht bei dir auch GV 0hne Gummi?"))).toEqual([422, "validation.ad_text.no_condom", "text"]);
    expect(await api.database.query(`SELECT id FROM messenger_messages WHERE sender_id = $1`, [client.id])).toEqual([]);
    const ordinary = await send("Hallo, hast du am Freitag Zeit für ein Treffen?");
    expect(ordinary.status, JSON.stringify(ordinary.body)).toBe(201);
    expect((await blocks(client.id)).map((b) => [b.context, b.rules])).toEqual([["message", ["without_condom"]]]);
  });

  it("a chat-room line advertising AO is refused and not posted", async () => {
    const slug = DEMO_CHAT_ROOMS[0]!.slug;
    const say = (text: string) => sendJson(api, "POST", `/api/v2/chatrooms/${slug}/messages`, { text }, escort.token);
    expect(errorOf(await say("Heute Abend frei, AO möglich"))).toEqual([422, "validation.ad_text.no_condom", "text"]);
    expect(await api.database.query(`SELECT id FROM chat_messages WHERE sender_id = $1`, [escort.id])).toEqual([]);
    expect((await blocks(escort.id)).at(-1)).toMatchObject({ context: "chat_room", field: "text" });
  });
});
