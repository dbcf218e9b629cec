import type { DatabaseTx } from "@samtrot/db";
import type { TWatermarkSettings } from "@samtrot/api-client/contracts";
import { IMAGE_UPLOAD, MEDIA_VISIBILITY, WATERMARK_OPACITY, type TWatermarkPosition } from "@samtrot/constants-catalogue";

export interface TStoredWatermark extends TWatermarkSettings {
  defaultVisibility: number;
  checksUsedToday: number;
}

export const DEFAULT_WATERMARK: TWatermarkSettings = { enabled: false, colour: "#ffffff", position: "bottom_right", opacity: WATERMARK_OPACITY.default };

/** The owner's watermark and default visibility (defaults until first saved). */
export async function loadWatermarkSettings(db: DatabaseTx, userId: number): Promise<TStoredWatermark> {
  const [row] = await db.query<{ enabled: boolean; colour: string; position: string; opacity: number; default_visibility: number; checks_today: number }>(
    `select enabled, colour, position, opacity, default_visibility,
            case when checks_day = current_date then checks_used else 0 end as checks_today
       from watermark_settings where user_id = $1`,
    [userId],
  );
  if (!row) return { ...DEFAULT_WATERMARK, defaultVisibility: MEDIA_VISIBILITY.public, checksUsedToday: 0 };
  return {
    enabled: row.enabled,
    colour: row.colour,
    position: row.position as TWatermarkPosition,
    opacity: Number(row.opacity),
    defaultVisibility: Number(row.default_visibility),
    checksUsedToday: Number(row.checks_today),
  };
}

export function checksLeft(settings: Pick<TStoredWatermark, "checksUsedToday">): number {
  return Math.max(0, IMAGE_UPLOAD.maxWatermarkChecks - settings.checksUsedToday);
}

export async function saveWatermarkSettings(
  tx: DatabaseTx,
  userId: number,
  input: { watermark?: TWatermarkSettings; defaultVisibility?: number },
): Promise<void> {
  const current = await loadWatermarkSettings(tx, userId);
  const next = { ...current, ...(input.watermark ?? {}), defaultVisibility: input.defaultVisibility ?? current.defaultVisibility };
  await tx.query(
    `insert into watermark_settings (user_id, enabled, colour, position, opacity, default_visibility, updated_at)
     values ($1, $2, $3, $4, $5, $6, now())
     on conflict (user_id) do update set enabled = excluded.enabled, colour = excluded.colour, position = excluded.position,
       opacity = excluded.opacity, default_visibility = excluded.default_visibility, updated_at = now()`,
    [userId, next.enabled, next.colour.toLowerCase(), next.position, next.opacity, next.defaultVisibility],
  );
}
