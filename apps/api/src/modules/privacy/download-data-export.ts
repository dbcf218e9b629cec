import type { Database } from "@samtrot/db";
import { AppError } from "../../http/errors.js";
import type { TMediaStorage } from "../media/media-storage.js";
import { findCurrentExport } from "./data-export.js";

/** The ready archive of the signed-in user (owner only: the export is looked up by the caller's id). */
export async function downloadDataExport(deps: { database: Database; storage: TMediaStorage }, userId: number): Promise<Response> {
  const current = await findCurrentExport(deps.database, userId);
  const data = current?.status === "ready" && current.storage_key ? await deps.storage.read(current.storage_key) : null;
  if (!data) throw new AppError(404, "exception.privacy.export_not_ready");
  const day = new Date(current!.ready_at ?? Date.now()).toISOString().slice(0, 10);
  return new Response(new Uint8Array(data), {
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="samtrot-data-${day}.zip"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
