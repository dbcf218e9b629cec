import type { TNotificationCounts, TNotificationList } from "@samtrot/api-client/contracts";

// The browser's notification calls, through the same-origin proxy (/api/v2/* adds the Bearer server-side).

export async function fetchNotifications(pageSize: number): Promise<TNotificationList | null> {
  try {
    const response = await fetch(`/api/v2/notification?page_size=${pageSize}`, { headers: { accept: "application/json" }, credentials: "same-origin" });
    if (!response.ok) return null;
    return ((await response.json()) as { data: TNotificationList }).data;
  } catch {
    return null;
  }
}

/** PUT /api/v2/notification: ids, or [] for all (spec 000 §7). */
export async function markRead(ids: number[]): Promise<TNotificationCounts | null> {
  try {
    const response = await fetch("/api/v2/notification", {
      method: "PUT",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ ids }),
      credentials: "same-origin",
    });
    if (!response.ok) return null;
    return ((await response.json()) as { data: TNotificationCounts }).data;
  } catch {
    return null;
  }
}
