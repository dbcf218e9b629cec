import type { TNotification } from "@samtrot/api-client/contracts";
import type { TFunction } from "i18next";

/**
 * The sentence of a notification in the page language (common.json notifications.kind.*). Kinds with variants pick
 * theirs from the params (what was paid for; credit or debit and the currency); an unknown kind (a newer api) gets
 * the generic text.
 */
export function notificationText(t: TFunction, notification: Pick<TNotification, "kind" | "params" | "actor">, lang: string): string {
  const p = notification.params;
  const username = notification.actor?.username ?? (typeof p.username === "string" ? p.username : t("notifications.someone"));
  switch (notification.kind) {
    case "profile_visit":
    case "favorite":
    case "message_new":
    case "date_request":
    case "date_rescheduled":
    case "date_accepted":
    case "date_rejected":
    case "date_cancelled":
    case "date_expired":
    case "date_reviewed":
    case "date_reviews_published":
    case "date_review_reply":
    case "date_check_in_reminder":
    case "date_check_in_alerted":
      return t(`notifications.kind.${notification.kind}`, { username });
    case "event_attendance":
    case "event_attendance_request":
    case "event_attendance_confirmed":
    case "event_attendance_rejected":
    case "event_cancelled":
    case "event_reviewed":
    case "event_review_comment":
    case "event_accepted":
    case "event_rejected":
      return t(`notifications.kind.${notification.kind}`, { username, title: typeof p.title === "string" ? p.title : "", reason: typeof p.reason === "string" ? p.reason : "" });
    case "forum_reply":
    case "forum_mention":
    case "blog_comment":
    case "recording_comment":
    case "live_started":
    case "blog_approved":
    case "blog_rejected":
      return t(`notifications.kind.${notification.kind}`, { username, title: String(p.title ?? ""), reason: String(p.reason ?? "") });
    case "payment_success": {
      if (p.goods === "membership") {
        const until = typeof p.member_until === "string" ? new Date(p.member_until).toLocaleDateString(lang === "en" ? "en-GB" : lang, { timeZone: "Europe/Berlin" }) : "";
        return t("notifications.kind.payment_success_membership", { date: until });
      }
      return t(`notifications.kind.payment_success_${p.goods === "token" ? "token" : "dollar"}`, { count: Number(p.amount ?? 0) });
    }
    case "payment_failed":
      return t(p.goods === "membership" ? "notifications.kind.payment_failed_membership" : "notifications.kind.payment_failed");
    case "balance_changed": {
      const delta = Number(p.delta ?? 0);
      const currency = p.currency === "token" ? "token" : "dollar";
      return t(`notifications.kind.balance_${delta >= 0 ? "credit" : "debit"}_${currency}`, { count: Math.abs(delta), balance: Number(p.balance ?? 0) });
    }
    default:
      return t("notifications.kind.other");
  }
}

/** "vor 5 Minuten", "gestern" … in the page language. */
export function notificationAge(createdAt: string, lang: string, now = Date.now()): string {
  const seconds = Math.round((new Date(createdAt).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(lang, { numeric: "auto" });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(0, "second");
  if (abs < 3600) return format.format(Math.round(seconds / 60), "minute");
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), "hour");
  return format.format(Math.round(seconds / 86_400), "day");
}
