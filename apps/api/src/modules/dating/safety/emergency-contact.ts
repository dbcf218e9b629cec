import type { TEmergencyContact } from "@samtrot/api-client/contracts";
import type { Database } from "@samtrot/db";
import { loadSavedContact } from "./safety-view.js";

// Her saved emergency contact: proposed for every check-in (each check-in keeps its own copy, so changing or
// forgetting the saved one never changes a running check-in).

export function readEmergencyContact(deps: { database: Database }, input: { userId: number }): Promise<TEmergencyContact | null> {
  return loadSavedContact(deps.database, input.userId);
}

export async function saveEmergencyContact(deps: { database: Database }, input: { userId: number; name: string; email: string }): Promise<TEmergencyContact | null> {
  await deps.database.query(
    `INSERT INTO emergency_contacts (user_id, name, email, updated_at) VALUES ($1, $2, $3, now())
     ON CONFLICT (user_id) DO UPDATE SET name = excluded.name, email = excluded.email, updated_at = now()`,
    [input.userId, input.name, input.email],
  );
  return loadSavedContact(deps.database, input.userId);
}

export async function deleteEmergencyContact(deps: { database: Database }, input: { userId: number }): Promise<null> {
  await deps.database.query(`DELETE FROM emergency_contacts WHERE user_id = $1`, [input.userId]);
  return null;
}
