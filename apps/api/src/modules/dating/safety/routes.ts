import type { Hono } from "hono";
import {
  cancelCheckInContract,
  clientWarningsContract,
  confirmCheckInContract,
  dateSafetyContract,
  deleteEmergencyContactContract,
  emergencyContactContract,
  fileClientWarningContract,
  saveEmergencyContactContract,
  setCheckInContract,
  withdrawClientWarningContract,
} from "@samtrot/api-client/contracts";
import { requireUser } from "../../../http/auth.js";
import { route } from "../../../http/contract-route.js";
import type { TAppDeps, TAppEnv } from "../../../http/types.js";
import { webBaseOf } from "../../accounts/web-links.js";
import { cancelCheckIn } from "./cancel-check-in.js";
import { confirmCheckIn } from "./confirm-check-in.js";
import { deleteEmergencyContact, readEmergencyContact, saveEmergencyContact } from "./emergency-contact.js";
import { fileClientWarning } from "./file-client-warning.js";
import { readClientWarnings } from "./read-client-warnings.js";
import { readDateSafety } from "./read-date-safety.js";
import { setCheckIn } from "./set-check-in.js";
import { withdrawClientWarning } from "./withdraw-client-warning.js";

/** The date safety endpoints (contracts: packages/api-client/src/contracts/date-safety.ts); time is the api's clock. */
export function registerDateSafetyRoutes(app: Hono<TAppEnv>, deps: TAppDeps): void {
  const { database, clock, env } = deps;
  const use = { database, clock };
  const dateOf = (params: Record<string, string>) => Number(params.dateId);

  route(app, dateSafetyContract, async ({ c, params }) => readDateSafety(use, { userId: (await requireUser(c)).userId, dateId: dateOf(params) }));
  route(app, setCheckInContract, async ({ c, params, body }) =>
    setCheckIn(use, {
      userId: (await requireUser(c)).userId,
      dateId: dateOf(params),
      dueAt: new Date(body.due_at),
      contactName: body.contact_name,
      contactEmail: body.contact_email,
      rememberContact: body.remember_contact,
      webBase: webBaseOf(c, env),
    }),
  );
  route(app, confirmCheckInContract, async ({ c, params }) => confirmCheckIn(use, { userId: (await requireUser(c)).userId, dateId: dateOf(params) }));
  route(app, cancelCheckInContract, async ({ c, params }) => cancelCheckIn(use, { userId: (await requireUser(c)).userId, dateId: dateOf(params) }));
  route(app, fileClientWarningContract, async ({ c, params, body }) =>
    fileClientWarning(use, { userId: (await requireUser(c)).userId, dateId: dateOf(params), categories: body.categories, text: body.text }), { status: 201 },
  );
  route(app, withdrawClientWarningContract, async ({ c, params }) => withdrawClientWarning(use, { userId: (await requireUser(c)).userId, dateId: dateOf(params) }));
  route(app, clientWarningsContract, async ({ c, params }) => readClientWarnings(use, { userId: (await requireUser(c)).userId, clientId: Number(params.userId) }));
  route(app, emergencyContactContract, async ({ c }) => readEmergencyContact(use, { userId: (await requireUser(c)).userId }));
  route(app, saveEmergencyContactContract, async ({ c, body }) => saveEmergencyContact(use, { userId: (await requireUser(c)).userId, name: body.name, email: body.email }));
  route(app, deleteEmergencyContactContract, async ({ c }) => deleteEmergencyContact(use, { userId: (await requireUser(c)).userId }));
}
