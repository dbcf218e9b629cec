import type { Database } from "@samtrot/db";
import type { TClock } from "../../http/clock.js";
import { brandOf } from "../accounts/web-links.js";
import type { TJobHandler, TJobSchedule } from "../jobs/job-runner.js";
import { enqueueMail } from "../mail/enqueue-mail.js";
import { shownAuthorSql } from "./forum-views.js";

export const FORUM_DIGEST_JOB = "forum.digest";

/**
 * forum_notifications.digest (daily or weekly; never sends nothing): every hour one runner of all api instances
 * looks for users whose digest is due and mails each the new posts of others in the topics they started or posted
 * in since their last digest. A due digest with nothing new sends no mail but counts as sent (decision 042).
 */
export const forumDigestSchedule: TJobSchedule = { name: "forum.digest", kind: FORUM_DIGEST_JOB, intervalSeconds: 3600 };

/** Most topics one digest lists (the busiest first). */
const DIGEST_TOPICS_MAX = 20;

type TDueRow = { user_id: string | number; email: string; username: string; locale: string; web_base: string | null; digest: "daily" | "weekly"; last_digest_at: Date | null };
type TDigestTopic = { topic_id: string | number; title: string; board_slug: string; new_posts: number };

/** Sends every due digest; answers how many mails were written. */
export async function sendForumDigests(deps: { database: Database; clock: TClock; defaultWebBase: string }): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.database.query<{ user_id: string | number }>(
    `select w.user_id from forum_writers w
       join users u on u.id = w.user_id
       join user_settings s on s.user_id = w.user_id
      where u.deleted_at is null and not u.is_banned and s.forum_notifications ->> 'digest' in ('daily', 'weekly')
        and (w.last_digest_at is null
             or w.last_digest_at <= $1::timestamptz - case s.forum_notifications ->> 'digest' when 'daily' then interval '1 day' else interval '7 days' end)`,
    [now],
  );
  let sent = 0;
  for (const { user_id } of due) {
    if (await sendOneDigest(deps, Number(user_id), now)) sent++;
  }
  return sent;
}

async function sendOneDigest(deps: { database: Database; defaultWebBase: string }, userId: number, now: Date): Promise<boolean> {
  return deps.database.transaction(async (tx) => {
    // SKIP LOCKED: another runner sending this user's digest right now wins
    const [row] = await tx.query<TDueRow>(
      `select w.user_id, u.email, u.username, u.locale, w.web_base, s.forum_notifications ->> 'digest' as digest, w.last_digest_at
         from forum_writers w join users u on u.id = w.user_id join user_settings s on s.user_id = w.user_id
        where w.user_id = $1 for update of w skip locked`,
      [userId],
    );
    if (!row || (row.digest !== "daily" && row.digest !== "weekly")) return false;
    const period = row.digest === "daily" ? 86_400_000 : 7 * 86_400_000;
    if (row.last_digest_at && new Date(row.last_digest_at).getTime() > now.getTime() - period) return false;
    const since = row.last_digest_at ? new Date(row.last_digest_at) : new Date(now.getTime() - period);
    const topics = await tx.query<TDigestTopic>(
      `select t.id as topic_id, t.title, bo.slug as board_slug, count(*)::int as new_posts
         from forum_posts p
         join users pu on pu.id = p.author_id
         join forum_topics t on t.id = p.topic_id
         join forum_boards bo on bo.id = t.board_id
         join users u on u.id = t.author_id
        where p.created_at > $2 and p.created_at <= $3 and p.removed_at is null and p.author_id <> $1
          and t.removed_at is null and bo.is_open and ${shownAuthorSql("$1", "pu")} and ${shownAuthorSql("$1", "u")}
          and exists (select 1 from forum_posts mine where mine.topic_id = t.id and mine.author_id = $1 and mine.removed_at is null)
        group by t.id, t.title, bo.slug
        order by count(*) desc, t.id desc
        limit ${DIGEST_TOPICS_MAX}`,
      [userId, since, now],
    );
    await tx.query("update forum_writers set last_digest_at = $2 where user_id = $1", [userId, now]);
    if (topics.length === 0) return false;
    const base = (row.web_base ?? deps.defaultWebBase).replace(/\/$/, "");
    const links = topics.map((topic) => `${base}/community/forum/${topic.board_slug}/${Number(topic.topic_id)}`);
    const content = renderForumDigestMail({ locale: row.locale, username: row.username, brand: brandOf(base), digest: row.digest, topics, links, forumUrl: `${base}/community/forum` });
    await enqueueMail(tx, { userId, kind: "forum_digest", to: row.email, content, links });
    return true;
  });
}

const TEXTS = {
  de: {
    subject: { daily: "Neues im Forum (heute)", weekly: "Neues im Forum (diese Woche)" },
    greeting: (name: string) => `Hallo ${name},`,
    intro: "in Themen, die du begonnen oder in denen du geschrieben hast, gibt es neue Beiträge:",
    count: (n: number) => (n === 1 ? "1 neuer Beitrag" : `${n} neue Beiträge`),
    footer: "Du bekommst diese Zusammenfassung, weil du sie in deinen Forum-Einstellungen gewählt hast. Dort kannst du sie abbestellen.",
    action: "Zum Forum",
  },
  en: {
    subject: { daily: "New in the forum (today)", weekly: "New in the forum (this week)" },
    greeting: (name: string) => `Hello ${name},`,
    intro: "there are new posts in topics you started or posted in:",
    count: (n: number) => (n === 1 ? "1 new post" : `${n} new posts`),
    footer: "You get this summary because you chose it in your forum notification settings, where you can turn it off.",
    action: "Go to the forum",
  },
} as const;

export function renderForumDigestMail(options: {
  locale: string;
  username: string;
  brand: string;
  digest: "daily" | "weekly";
  topics: TDigestTopic[];
  links: string[];
  forumUrl: string;
}) {
  const texts = TEXTS[options.locale === "de" ? "de" : "en"];
  const subject = `${options.brand}: ${texts.subject[options.digest]}`;
  const lines = options.topics.map((topic, i) => `- ${topic.title} (${texts.count(topic.new_posts)})\n  ${options.links[i]}`);
  const text = [texts.greeting(options.username), "", texts.intro, "", ...lines, "", `${texts.action}: ${options.forumUrl}`, "", texts.footer, "", options.brand].join("\n");
  const html =
    `<p>${escapeHtml(texts.greeting(options.username))}</p><p>${escapeHtml(texts.intro)}</p><ul>` +
    options.topics.map((topic, i) => `<li><a href="${escapeHtml(options.links[i]!)}">${escapeHtml(topic.title)}</a> (${escapeHtml(texts.count(topic.new_posts))})</li>`).join("") +
    `</ul><p><a href="${escapeHtml(options.forumUrl)}">${escapeHtml(texts.action)}</a></p><p>${escapeHtml(texts.footer)}</p><p>${escapeHtml(options.brand)}</p>`;
  return { subject, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);
}

export function createForumDigestHandler(deps: { database: Database; clock: TClock; defaultWebBase: string }): TJobHandler {
  return {
    async run() {
      await sendForumDigests(deps);
    },
  };
}
