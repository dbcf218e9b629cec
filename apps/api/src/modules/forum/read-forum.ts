import { FORUM_POSTS_PAGE_SIZE, FORUM_TOPICS_PAGE_SIZE, type TForumBoard, type TForumThread, type TForumTopicList } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import type { TClock } from "../../http/clock.js";
import { isStaff, loadViewer } from "../profiles/profile-viewer.js";
import {
  BOARD_COLUMNS,
  boardView,
  forumViewer,
  openBoardBySlug,
  postSelect,
  postView,
  shownPostSql,
  shownTopic,
  shownTopicSql,
  topicSelect,
  topicView,
  type TBoardRow,
  type TPostRow,
  type TTopicRow,
} from "./forum-views.js";

type TUse = { database: Database; clock: TClock };

/** The open boards of a page language: German boards for de, English boards for every other language. */
export async function listForumBoards({ database }: TUse, input: { lang: string }): Promise<{ items: TForumBoard[] }> {
  const language = input.lang === "de" ? "de" : "en";
  const rows = await database.query<TBoardRow>(`select ${BOARD_COLUMNS} from forum_boards bo where bo.is_open and bo.language = $1 order by bo.position, bo.id`, [language]);
  return { items: rows.map(boardView) };
}

/**
 * A board's topics, pinned first, then newest activity first. Topics whose author the viewer blocked or who blocked
 * the viewer are left out (decision 042); the counts are the topic's own (a number reveals nobody).
 */
export async function listForumTopics({ database, clock }: TUse, input: { userId: number; slug: string; pageNo: number }): Promise<TForumTopicList> {
  const board = await openBoardBySlug(database, input.slug);
  const where = `t.board_id = $1 and ${shownTopicSql("$2")}`;
  const [count] = await database.query<{ n: number }>(`select count(*)::int as n from forum_topics t join forum_boards bo on bo.id = t.board_id join users u on u.id = t.author_id where ${where}`, [
    board.id,
    input.userId,
  ]);
  const rows = await database.query<TTopicRow>(`${topicSelect("$2")} where ${where} order by t.is_pinned desc, t.last_post_at desc, t.id desc limit $3 offset $4`, [
    board.id,
    input.userId,
    FORUM_TOPICS_PAGE_SIZE,
    (input.pageNo - 1) * FORUM_TOPICS_PAGE_SIZE,
  ]);
  const isModerator = isStaff(await loadViewer(database, input.userId));
  return {
    board,
    items: rows.map(topicView),
    total: count!.n,
    page_no: input.pageNo,
    page_size: FORUM_TOPICS_PAGE_SIZE,
    viewer: await forumViewer(database, { userId: input.userId, isModerator, now: clock.now() }),
  };
}

/** A topic and a page of its posts, oldest first, without removed posts and posts across a block (either way). */
export async function readForumThread({ database, clock }: TUse, input: { userId: number; topicId: number; pageNo: number }): Promise<TForumThread> {
  const topic = await shownTopic(database, input.topicId, input.userId);
  const [boardRow] = await database.query<TBoardRow>(`select ${BOARD_COLUMNS} from forum_boards bo where bo.id = $1`, [topic.board_id]);
  const where = `p.topic_id = $1 and ${shownPostSql("$2")}`;
  const [count] = await database.query<{ n: number }>(`select count(*)::int as n from forum_posts p join users pu on pu.id = p.author_id where ${where}`, [input.topicId, input.userId]);
  const rows = await database.query<TPostRow>(`${postSelect("$2")} where ${where} order by p.id limit $3 offset $4`, [
    input.topicId,
    input.userId,
    FORUM_POSTS_PAGE_SIZE,
    (input.pageNo - 1) * FORUM_POSTS_PAGE_SIZE,
  ]);
  const now = clock.now();
  const isModerator = isStaff(await loadViewer(database, input.userId));
  return {
    topic: topicView(topic),
    board: boardView(boardRow!),
    items: rows.map((row) => postView(row, input.userId, now)),
    total: count!.n,
    page_no: input.pageNo,
    page_size: FORUM_POSTS_PAGE_SIZE,
    viewer: await forumViewer(database, { userId: input.userId, isModerator, now }),
  };
}
