import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FORUM_EDIT_MINUTES,
  FORUM_POST_INTERVAL_SECONDS,
  FORUM_POSTS_PAGE_SIZE,
  FORUM_TOPICS_PAGE_SIZE,
  ZCreatedForumReply,
  ZCreatedForumTopic,
  ZForumBoardList,
  ZForumThread,
  ZForumTopicList,
} from "@samtrot/api-client/contracts";
import { REPORT_CATEGORY } from "@samtrot/constants-catalogue";
import { startTestApi, type TTestApi } from "../../test/start-test-api.js";
import { getJson, makeStaff, person, sendJson, type TPerson } from "../profiles/test-support/people.js";
import { FORUM_DIGEST_JOB } from "./forum-digest.js";

// The forum over real HTTP (PGlite; DATABASE_URL=… for the Postgres server): boards per language, topics and replies
// with paging, the allow-list and the ad-text rules, the flood limit by the api clock, the blocklist both ways, the
// team's lock, pin and remove, reports, reply notifications and the digest mail, each on and off.

let api: TTestApi;
let team: TPerson;

beforeAll(async () => {
  api = await startTestApi({ jobs: "manual", env: { SIGNUP_LIMIT_PER_IP_HOUR: "1000", REPORT_LIMIT_PER_DAY: "1000", WEB_BASE_URL: "http://127.0.0.1:3000" } });
  team = await person(api, { user_type: 1, gender: 1 });
  await makeStaff(api, team.id);
}, 120_000);
afterAll(async () => {
  await api?.close();
});

const user = () => person(api, { user_type: 1, gender: 1 });
const errorOf = (res: { status: number; body: any }) => [res.status, res.body.errors?.[0]?.title, res.body.errors?.[0]?.source ?? null];
/** the flood limit is per user: move the api clock past it between two posts of one user */
const later = () => api.clock.advance((FORUM_POST_INTERVAL_SECONDS + 1) * 1000);

async function startTopic(who: TPerson, title = "Ein neues Thema", text = "Der erste Beitrag.", board = "plauderecke") {
  const res = await sendJson(api, "POST", `/api/v2/forum/boards/${board}/topics`, { title, text }, who.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  later();
  return ZCreatedForumTopic.parse(res.body.data);
}
const reply = (who: TPerson, topicId: number, text: string, quote?: number) =>
  sendJson(api, "POST", `/api/v2/forum/topics/${topicId}/posts`, { text, ...(quote ? { quote_post_id: quote } : {}) }, who.token);
async function replied(who: TPerson, topicId: number, text: string, quote?: number) {
  const res = await reply(who, topicId, text, quote);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  later();
  return ZCreatedForumReply.parse(res.body.data);
}
async function thread(who: TPerson, topicId: number, pageNo = 1) {
  const res = await getJson(api, `/api/v2/forum/topics/${topicId}?page_no=${pageNo}`, who.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZForumThread.parse(res.body.data);
}
async function topics(who: TPerson, board = "plauderecke", pageNo = 1) {
  const res = await getJson(api, `/api/v2/forum/boards/${board}/topics?page_no=${pageNo}`, who.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ZForumTopicList.parse(res.body.data);
}
const forumNotices = async (userId: number) =>
  api.database.query<{ kind: string; params: any; link: string }>("select kind, params, link from notifications where user_id = $1 and kind = 'forum_reply' order by id", [userId]);
const setForum = (who: TPerson, body: Record<string, unknown>) => sendJson(api, "PUT", "/api/v2/settings/forum_notifications", body, who.token);

describe("forum", () => {
  it("guests see the boards of their language, nothing else (401 before any input is read)", async () => {
    const de = ZForumBoardList.parse((await getJson(api, "/api/v2/forum/boards?lang=de")).body.data);
    expect(de.items.map((board) => board.slug)).toEqual(["plauderecke", "erfahrungen-tipps", "sicherheit-gesundheit", "fragen-feedback"]);
    expect(de.items.every((board) => board.language === "de")).toBe(true);
    const en = ZForumBoardList.parse((await getJson(api, "/api/v2/forum/boards?lang=en")).body.data);
    expect(en.items[0]).toMatchObject({ slug: "lounge", name: "Lounge", language: "en" });
    expect(ZForumBoardList.parse((await getJson(api, "/api/v2/forum/boards?lang=pl")).body.data).items.map((b) => b.slug)).toEqual(en.items.map((b) => b.slug));
    expect(errorOf(await getJson(api, "/api/v2/forum/boards?lang=fr"))).toEqual([422, "validation.common.invalid_choice", "query.lang"]);
    for (const res of [
      await getJson(api, "/api/v2/forum/boards/plauderecke/topics"),
      await getJson(api, "/api/v2/forum/topics/1"),
      await sendJson(api, "POST", "/api/v2/forum/boards/plauderecke/topics", { title: "Hallo Welt", text: "Hallo" }),
      await sendJson(api, "POST", "/api/v2/forum/topics/1/posts", { nonsense: 1 }),
      await sendJson(api, "PATCH", "/api/v2/forum/posts/1", { text: "x" }),
      await sendJson(api, "DELETE", "/api/v2/moderation/forum/posts/1", undefined),
    ]) {
      expect(res.status).toBe(401);
    }
    expect(await api.database.query("select 1 from forum_posts")).toHaveLength(0);
  });

  it("starts a topic and replies through the allow-list; the board shows counts, the last post and newest activity first", async () => {
    const anna = await user();
    const ben = await user();
    const first = await startTopic(anna, "  <b>Wer</b> kommt   mit?  ", '<script>alert(1)</script><i>Hallo</i> &amp; <a href="https://evil.test">willkommen</a>\n\n\n\nbis bald');
    expect(first.topic).toMatchObject({ title: "Wer kommt mit?", reply_count: 0, board_slug: "plauderecke", author: { id: anna.id } });
    expect(first.post).toMatchObject({ body: "Hallo & willkommen\n\nbis bald", is_opening: true, can_edit: true, quote: null });
    const second = await startTopic(ben, "Zweites Thema");
    // newest activity first: the second topic, until someone replies in the first
    expect((await topics(anna)).items.slice(0, 2).map((t) => t.id)).toEqual([second.topic.id, first.topic.id]);
    const answer = await replied(ben, first.topic.id, "Ich! <img src=x onerror=alert(1)>", first.post.id);
    expect(answer.post).toMatchObject({ body: "Ich!", is_opening: false, can_edit: true, quote: { post_id: first.post.id, username: anna.username, excerpt: "Hallo & willkommen\n\nbis bald" } });
    expect(answer.page_no).toBe(1);
    const list = await topics(anna);
    expect(list.items[0]).toMatchObject({ id: first.topic.id, reply_count: 1, last_post: { id: answer.post.id, username: ben.username } });
    expect(list.board).toMatchObject({ slug: "plauderecke", topic_count: 2, post_count: 3 });
    const board = ZForumBoardList.parse((await getJson(api, "/api/v2/forum/boards?lang=de")).body.data).items[0]!;
    expect(board).toMatchObject({ topic_count: 2, post_count: 3, last_post_at: answer.post.created_at });
    const read = await thread(anna, first.topic.id);
    expect(read.items.map((p) => p.id)).toEqual([first.post.id, answer.post.id]);
    expect(read.items[1]!.can_edit).toBe(false);
    expect(read.board.slug).toBe("plauderecke");
  });

  it("pages topics and posts (20 a page), oldest post first, newest topic first", async () => {
    const anna = await user();
    const ben = await user();
    const started: number[] = [];
    for (let i = 0; i < FORUM_TOPICS_PAGE_SIZE + 1; i++) started.push((await startTopic(i % 2 ? anna : ben, `Seitenthema ${i}`, "Text", "fragen-feedback")).topic.id);
    const page1 = await topics(anna, "fragen-feedback", 1);
    const page2 = await topics(anna, "fragen-feedback", 2);
    expect(page1).toMatchObject({ total: FORUM_TOPICS_PAGE_SIZE + 1, page_no: 1, page_size: FORUM_TOPICS_PAGE_SIZE });
    expect(page1.items.map((t) => t.id)).toEqual(started.slice(1).reverse());
    expect(page2.items.map((t) => t.id)).toEqual([started[0]]);
    const topicId = started[0]!;
    const posts: number[] = [];
    for (let i = 0; i < FORUM_POSTS_PAGE_SIZE; i++) posts.push((await replied(i % 2 ? anna : ben, topicId, `Antwort ${i}`)).post.id);
    const last = await replied(anna, topicId, "Die einundzwanzigste Antwort");
    expect(last.page_no).toBe(2);
    const p1 = await thread(ben, topicId, 1);
    const p2 = await thread(ben, topicId, 2);
    expect(p1.total).toBe(FORUM_POSTS_PAGE_SIZE + 2);
    expect(p1.items).toHaveLength(FORUM_POSTS_PAGE_SIZE);
    expect(p1.items.slice(1).map((p) => p.id)).toEqual(posts.slice(0, FORUM_POSTS_PAGE_SIZE - 1));
    expect(p2.items.map((p) => p.id)).toEqual([posts.at(-1), last.post.id]);
    expect(errorOf(await getJson(api, `/api/v2/forum/topics/${topicId}?page_no=0`, ben.token))).toEqual([422, expect.any(String), "query.page_no"]);
  });

  it("refuses bad input and banned advertising text with their keys, and stores nothing", async () => {
    const anna = await user();
    const before = (await api.database.query<{ n: number }>("select count(*)::int as n from forum_posts"))[0]!.n;
    const start = (body: unknown, board = "plauderecke") => sendJson(api, "POST", `/api/v2/forum/boards/${board}/topics`, body, anna.token);
    expect(errorOf(await start({ title: "ok", text: "Text" }))).toEqual([422, "validation.forum.title_too_short", "title"]);
    expect(errorOf(await start({ title: "x".repeat(121), text: "Text" }))).toEqual([422, "validation.forum.title_too_long", "title"]);
    expect(errorOf(await start({ title: "Ein Titel", text: "<b></b>  " }))).toEqual([422, "validation.forum.empty_post", "text"]);
    expect(errorOf(await start({ title: "Ein Titel", text: "x".repeat(10_001) }))).toEqual([422, "validation.forum.post_too_long", "text"]);
    expect(errorOf(await start({ title: "Ein Titel", text: "Hallo", extra: 1 }))[0]).toBe(422);
    expect(errorOf(await start({ title: "Ein Titel", text: "Hallo" }, "gibt-es-nicht"))).toEqual([404, "exception.forum.board_not_found", null]);
    expect(errorOf(await start({ title: "Zärtlich und verspielt", text: "A.O. nach Absprache" }))).toEqual([422, "validation.ad_text.no_condom", "text"]);
    const topic = await startTopic(anna);
    expect(errorOf(await reply(anna, topic.topic.id, "Treffen mit A.O. möglich"))).toEqual([422, "validation.ad_text.no_condom", "text"]);
    expect(errorOf(await reply(anna, topic.topic.id, "Zitat", 999_999))).toEqual([422, "validation.forum.quote_not_found", "quote_post_id"]);
    expect(errorOf(await reply(anna, 999_999, "Hallo"))).toEqual([404, "exception.forum.topic_not_found", null]);
    const blocks = await api.database.query<{ context: string }>("select context from ad_text_blocks where user_id = $1", [anna.id]);
    expect(blocks.map((b) => b.context)).toEqual(["forum", "forum"]);
    expect((await api.database.query<{ n: number }>("select count(*)::int as n from forum_posts"))[0]!.n).toBe(before + 1);
  });

  it("the flood limit: a second post within the interval is refused (429 with when), the team has none", async () => {
    const anna = await user();
    const topic = await startTopic(anna);
    expect((await reply(anna, topic.topic.id, "eins")).status).toBe(201);
    const refused = await reply(anna, topic.topic.id, "zwei");
    expect(errorOf(refused)).toEqual([429, "exception.forum.slow_mode", null]);
    expect(refused.body.errors[0].meta.retry_after).toBe(FORUM_POST_INTERVAL_SECONDS);
    expect((await topics(anna)).viewer.next_post_at).toBe(refused.body.errors[0].meta.next_post_at);
    api.clock.advance(FORUM_POST_INTERVAL_SECONDS * 1000);
    expect((await reply(anna, topic.topic.id, "zwei")).status).toBe(201);
    expect((await reply(team, topic.topic.id, "Team eins")).status).toBe(201);
    expect((await reply(team, topic.topic.id, "Team zwei")).status).toBe(201);
    later();
  });

  it("edits an own post within the edit window only", async () => {
    const anna = await user();
    const ben = await user();
    const topic = await startTopic(anna);
    const edit = (who: TPerson, text: string) => sendJson(api, "PATCH", `/api/v2/forum/posts/${topic.post.id}`, { text }, who.token);
    const changed = await edit(anna, "Neu <b>geschrieben</b>");
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ body: "Neu geschrieben", edited_at: expect.any(String) });
    expect(errorOf(await edit(ben, "fremd"))).toEqual([403, "exception.forum.not_own_post", null]);
    expect(errorOf(await edit(anna, "A.O. nach Absprache"))).toEqual([422, "validation.ad_text.no_condom", "text"]);
    api.clock.advance(FORUM_EDIT_MINUTES * 60_000);
    expect((await thread(anna, topic.topic.id)).items[0]).toMatchObject({ body: "Neu geschrieben", can_edit: false, editable_until: null });
    expect(errorOf(await edit(anna, "zu spät"))).toEqual([403, "exception.forum.edit_window_closed", null]);
    expect(errorOf(await sendJson(api, "PATCH", "/api/v2/forum/posts/999999", { text: "x" }, anna.token))).toEqual([404, "exception.forum.post_not_found", null]);
  });

  it("the blocklist works both ways: no topics, posts, quotes, notifications or reports across a block", async () => {
    const anna = await user();
    const ben = await user();
    const carla = await user();
    const bens = await startTopic(ben, "Bens Thema", "Von Ben", "erfahrungen-tipps");
    const annas = await startTopic(anna, "Annas Thema", "Von Anna", "erfahrungen-tipps");
    const fromBen = await replied(ben, annas.topic.id, "Ben antwortet Anna");
    expect((await sendJson(api, "POST", `/api/v2/blocks/${ben.id}`, undefined, anna.token)).status).toBeLessThan(300);
    // anna blocked ben: neither sees the other's topics or posts
    expect((await topics(anna, "erfahrungen-tipps")).items.map((t) => t.id)).not.toContain(bens.topic.id);
    expect((await topics(ben, "erfahrungen-tipps")).items.map((t) => t.id)).not.toContain(annas.topic.id);
    expect(errorOf(await getJson(api, `/api/v2/forum/topics/${bens.topic.id}`, anna.token))).toEqual([404, "exception.forum.topic_not_found", null]);
    expect((await thread(anna, annas.topic.id)).items.map((p) => p.id)).not.toContain(fromBen.post.id);
    // carla sees both, and quoting ben shows anna no quote
    expect((await thread(carla, annas.topic.id)).items.map((p) => p.id)).toContain(fromBen.post.id);
    const quoting = await replied(carla, annas.topic.id, "Carla zitiert Ben", fromBen.post.id);
    expect(quoting.post.quote?.username).toBe(ben.username);
    expect((await thread(anna, annas.topic.id)).items.find((p) => p.id === quoting.post.id)!.quote).toBeNull();
    // the last post the list shows is one anna may see
    expect((await topics(anna, "erfahrungen-tipps")).items.find((t) => t.id === annas.topic.id)!.last_post?.username).toBe(carla.username);
    // ben cannot reply in anna's topic; his reply in carla's topic that anna posted in notifies carla, not anna
    expect(errorOf(await reply(ben, annas.topic.id, "noch einmal Ben"))).toEqual([404, "exception.forum.topic_not_found", null]);
    const carlas = await startTopic(carla, "Carlas Thema", "Von Carla", "erfahrungen-tipps");
    await replied(anna, carlas.topic.id, "Anna bei Carla");
    const [annaBefore, carlaBefore] = [(await forumNotices(anna.id)).length, (await forumNotices(carla.id)).length];
    const benAtCarla = await replied(ben, carlas.topic.id, "Ben bei Carla");
    expect(await forumNotices(anna.id)).toHaveLength(annaBefore);
    expect(await forumNotices(carla.id)).toHaveLength(carlaBefore + 1);
    const report = (who: TPerson, itemId: number) => sendJson(api, "POST", "/api/v2/reports", { category: REPORT_CATEGORY.forum_post, item_id: itemId, reason: "harassment", good_faith: true }, who.token);
    expect(errorOf(await report(anna, fromBen.post.id))).toEqual([404, "exception.report.item_not_found", null]);
    expect((await report(carla, fromBen.post.id)).status).toBe(201);
    expect(errorOf(await report(ben, benAtCarla.post.id))).toEqual([422, "exception.report.own_item", null]);
  });

  it("the team locks, pins and removes; a removed opening post takes its topic; removed posts cannot be reported", async () => {
    const anna = await user();
    const ben = await user();
    const topic = await startTopic(anna, "Zu moderieren", "Eröffnung", "sicherheit-gesundheit");
    const other = await startTopic(ben, "Anderes Thema", "Text", "sicherheit-gesundheit");
    const moderate = (who: TPerson, body: unknown, id = topic.topic.id) => sendJson(api, "PATCH", `/api/v2/moderation/forum/topics/${id}`, body, who.token);
    expect(errorOf(await moderate(ben, { is_locked: true }))).toEqual([403, "exception.common.forbidden", null]);
    const locked = await moderate(team, { is_locked: true, is_pinned: true });
    expect(locked.body.data).toMatchObject({ id: topic.topic.id, is_locked: true, is_pinned: true });
    // pinned first, although the other topic is newer
    expect((await topics(ben, "sicherheit-gesundheit")).items.map((t) => t.id).slice(0, 2)).toEqual([topic.topic.id, other.topic.id]);
    expect(errorOf(await reply(ben, topic.topic.id, "Geht nicht mehr"))).toEqual([403, "exception.forum.topic_locked", null]);
    expect((await moderate(team, { is_locked: false })).body.data).toMatchObject({ is_locked: false, is_pinned: true });
    const answer = await replied(ben, topic.topic.id, "Das gehört hier nicht hin");
    const remove = (who: TPerson, id: number) => sendJson(api, "DELETE", `/api/v2/moderation/forum/posts/${id}`, undefined, who.token);
    expect(errorOf(await remove(ben, answer.post.id))).toEqual([403, "exception.common.forbidden", null]);
    expect((await remove(team, answer.post.id)).body.data).toEqual({ post_id: answer.post.id, topic_id: topic.topic.id, topic_removed: false });
    expect((await thread(anna, topic.topic.id)).items.map((p) => p.id)).toEqual([topic.post.id]);
    expect((await topics(anna, "sicherheit-gesundheit")).items.find((t) => t.id === topic.topic.id)).toMatchObject({ reply_count: 0, last_post: { id: topic.post.id } });
    expect(errorOf(await remove(team, answer.post.id))).toEqual([404, "exception.forum.post_not_found", null]);
    expect(
      errorOf(await sendJson(api, "POST", "/api/v2/reports", { category: REPORT_CATEGORY.forum_post, item_id: answer.post.id, reason: "harassment", good_faith: true }, anna.token)),
    ).toEqual([404, "exception.report.item_not_found", null]);
    expect((await remove(team, topic.post.id)).body.data).toMatchObject({ topic_removed: true });
    expect(errorOf(await getJson(api, `/api/v2/forum/topics/${topic.topic.id}`, anna.token))).toEqual([404, "exception.forum.topic_not_found", null]);
    expect((await topics(anna, "sicherheit-gesundheit")).items.map((t) => t.id)).not.toContain(topic.topic.id);
  });

  it("replies notify the starter (replies, on by default) and those who posted in the topic (followed_threads, off by default)", async () => {
    const anna = await user();
    const ben = await user();
    const carla = await user();
    const topic = await startTopic(anna, "Benachrichtige mich");
    await replied(ben, topic.topic.id, "Ben antwortet");
    const toAnna = await forumNotices(anna.id);
    expect(toAnna).toHaveLength(1);
    expect(toAnna[0]).toMatchObject({ params: { username: ben.username, title: "Benachrichtige mich", topic_id: topic.topic.id }, link: expect.stringMatching(`^/community/forum/plauderecke/${topic.topic.id}#post-`) });
    expect(await forumNotices(ben.id)).toHaveLength(0);
    // the bell's list carries it too
    const bell = await getJson(api, "/api/v2/notification", anna.token);
    expect(bell.body.data.items[0]).toMatchObject({ kind: "forum_reply" });
    // ben only posted in it: he hears of carla's reply once he follows the topics he posts in
    await replied(carla, topic.topic.id, "Carla auch");
    expect(await forumNotices(anna.id)).toHaveLength(2);
    expect(await forumNotices(ben.id)).toHaveLength(0);
    expect((await setForum(ben, { followed_threads: true })).status).toBe(200);
    await replied(carla, topic.topic.id, "Carla noch einmal");
    expect(await forumNotices(anna.id)).toHaveLength(3);
    expect(await forumNotices(ben.id)).toHaveLength(1);
    // anna turns replies off: no more to her, ben still
    expect((await setForum(anna, { replies: false })).status).toBe(200);
    await replied(carla, topic.topic.id, "Carla zum dritten");
    expect(await forumNotices(anna.id)).toHaveLength(3);
    expect(await forumNotices(ben.id)).toHaveLength(2);
  });

  it("a post that mentions @username tells that user (mentions, on by default), once, never across a block", async () => {
    const anna = await user();
    const dora = await user();
    const eve = await user();
    const mentions = async (userId: number) =>
      api.database.query<{ params: any; link: string }>("select params, link from notifications where user_id = $1 and kind = 'forum_mention' order by id", [userId]);
    // in an opening post, with a full stop after the name and an unknown name beside it
    const topic = await startTopic(anna, "Frage an Dora", `Hallo @${dora.username}. Kennst du @niemand-hier-${dora.id}? mail@${eve.username}.de zählt nicht.`);
    expect(await mentions(dora.id)).toEqual([{ params: { username: anna.username, title: "Frage an Dora", topic_id: topic.topic.id, post_id: topic.post.id }, link: expect.stringMatching(`#post-${topic.post.id}$`) }]);
    expect(await mentions(eve.id)).toHaveLength(0);
    // dora replies and mentions anna, who hears of the reply already: one notice, not two
    await replied(dora, topic.topic.id, `Ja, @${anna.username}!`);
    expect(await mentions(anna.id)).toHaveLength(0);
    expect(await forumNotices(anna.id)).toHaveLength(1);
    // twice in one post counts once; turned off, nothing
    await replied(anna, topic.topic.id, `@${dora.username} und nochmal @${dora.username.toUpperCase()}`);
    expect(await mentions(dora.id)).toHaveLength(2);
    expect((await setForum(dora, { mentions: false })).status).toBe(200);
    await replied(anna, topic.topic.id, `@${dora.username}?`);
    expect(await mentions(dora.id)).toHaveLength(2);
    // eve blocked anna: anna's mention does not reach her
    expect((await sendJson(api, "POST", `/api/v2/blocks/${anna.id}`, undefined, eve.token)).status).toBeLessThan(300);
    await replied(anna, topic.topic.id, `Und @${eve.username}`);
    expect(await mentions(eve.id)).toHaveLength(0);
  });

  it("the digest job mails new posts in your topics daily or weekly when set, and nothing when off", async () => {
    const anna = await user();
    const ben = await user();
    const carla = await user();
    // a run of the durable job, as the hourly schedule enqueues it
    const digest = async () => {
      await api.database.query(`insert into jobs (kind, payload) values ($1, '{}')`, [FORUM_DIGEST_JOB]);
      await api.jobs!.drain();
    };
    const mails = async (userId: number) => api.database.query<{ subject: string; text_body: string; links: string[] }>("select subject, text_body, links from mail_outbox where user_id = $1 and kind = 'forum_digest' order by id", [userId]);
    const topic = await startTopic(anna, "Digest-Thema", "Text", "fragen-feedback");
    await startTopic(carla, "Carla ohne Digest", "Text", "fragen-feedback");
    expect((await setForum(anna, { digest: "daily" })).status).toBe(200);
    // carla leaves the default (never); ben writes in both
    await replied(ben, topic.topic.id, "Neu für Anna");
    await replied(ben, topic.topic.id, "Noch neuer für Anna");
    await digest();
    const [mail, ...more] = await mails(anna.id);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Samtrot: Neues im Forum (heute)");
    expect(mail!.text_body).toContain("Digest-Thema (2 neue Beiträge)");
    expect(mail!.links).toEqual([`http://127.0.0.1:3000/community/forum/fragen-feedback/${topic.topic.id}`]);
    expect(await mails(carla.id)).toHaveLength(0);
    expect(await mails(ben.id)).toHaveLength(0);
    // not again within the day, even with news; the next day it covers only what came since
    await replied(ben, topic.topic.id, "Am selben Tag");
    await digest();
    expect(await mails(anna.id)).toHaveLength(1);
    api.clock.advance(86_400_000);
    await digest();
    const next = await mails(anna.id);
    expect(next).toHaveLength(2);
    expect(next[1]!.text_body).toContain("Digest-Thema (1 neuer Beitrag)");
    // a day with nothing new sends nothing; off sends nothing although there is news
    api.clock.advance(86_400_000);
    await digest();
    expect(await mails(anna.id)).toHaveLength(2);
    expect((await setForum(anna, { digest: "never" })).status).toBe(200);
    await replied(ben, topic.topic.id, "Anna hat abbestellt");
    api.clock.advance(86_400_000);
    await digest();
    expect(await mails(anna.id)).toHaveLength(2);
  });
});
