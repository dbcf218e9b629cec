import type { TClientWarnings } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import { AppError } from "../../../http/errors.js";
import { loadClientWarnings, mayViewerReadWarnings } from "./safety-view.js";

/**
 * Warnings about a user, for verified escorts only (the messenger thread and profile views of an escort ask for
 * them). Everyone else — the client himself, other clients, businesses — gets 403, whether or not warnings exist.
 */
export async function readClientWarnings(deps: { database: Database }, input: { userId: number; clientId: number }): Promise<TClientWarnings> {
  return deps.database.transaction(async (tx) => {
    if (!(await mayViewerReadWarnings(tx, input.userId))) throw new AppError(403, "exception.dating.warnings_verified_escorts_only");
    return loadClientWarnings(tx, input.clientId);
  });
}
