import type { Hono } from "hono";
import {
  completeSignUpContract,
  mediaFileContract,
  parseBirthDate,
  registerAppearanceContract,
  registerAvailabilityContract,
  registerBusinessContract,
  registerBusinessDescriptionContract,
  registerBusinessEmailContract,
  registerBusinessEscortsContract,
  registerBusinessPhotoContract,
  registerBusinessScheduleContract,
  registerBusinessServicesContract,
  registerPhotoContract,
  registerProfileContract,
  registerServicesContract,
  registerUserContract,
  registrationConfigsContract,
  registrationFieldConfig,
  registrationProgressContract,
  uploadMediaContract,
  uploadTokenContract,
} from "@samtrot/api-client/contracts";
import { LOCALES, USER_TYPE, type TLocale } from "@samtrot/constants-catalogue";
import type { Context } from "hono";
import { optionalUser, requireUser } from "../../http/auth.js";
import { grantedPurposes } from "../privacy/consents.js";
import { clientIp } from "../../http/client-ip.js";
import { route } from "../../http/contract-route.js";
import { AppError, notFound } from "../../http/errors.js";
import type { TAppEnv } from "../../http/types.js";
import type { TAccountsContext } from "../accounts/accounts-context.js";
import { findUserRow } from "../accounts/load-signed-in-user.js";
import { webBaseOf } from "../accounts/web-links.js";
import { completeSignUp } from "./complete-sign-up.js";
import { createAccount } from "./create-account.js";
import { signUpAddressHash } from "../rewards/referral-credit.js";
import { createUploadToken } from "../media/create-upload-token.js";
import { createFileMediaStorage, mediaDirOf } from "../media/media-storage.js";
import { receiveUpload } from "../media/receive-upload.js";
import { progressOf } from "./registration-flow.js";
import {
  confirmBusinessEmail,
  linkBusinessEscorts,
  saveBusinessDescription,
  saveBusinessPhoto,
  saveBusinessSchedule,
  saveBusinessServices,
} from "./save-business-steps.js";
import { saveAppearanceStep, saveAvailabilityStep, savePhotoStep, saveProfileStep, saveServicesStep } from "./save-user-steps.js";
import { NO_STORE } from "@samtrot/http-security";

/** The locale of a new account: the request's language (the api-client sends the lng cookie), else de. */
function localeOf(c: Context<TAppEnv>): TLocale {
  const first = (c.req.header("accept-language") ?? "").split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return (LOCALES as readonly string[]).includes(first ?? "") ? (first as TLocale) : "de";
}

export function registerRegistrationRoutes(app: Hono<TAppEnv>, ctx: TAccountsContext): void {
  const { database, env } = ctx.deps;
  const storage = createFileMediaStorage(mediaDirOf(env));

  async function checkSignUpLimit(c: Context<TAppEnv>) {
    if (!(await ctx.signUpLimit.hit(clientIp(c, ctx.trustedProxies)))) throw new AppError(429, "exception.registration.exceeded_limit");
  }

  // A signed-in user in the middle of the registration gets the config of their consents (decision 045).
  route(app, registrationConfigsContract, async ({ c, query }) => {
    const auth = await optionalUser(c);
    return registrationFieldConfig(auth ? { ...query, consents: await grantedPurposes(database, auth.userId) } : query);
  });

  route(
    app,
    registerUserContract,
    async ({ c, body }) => {
      await checkSignUpLimit(c);
      return createAccount(database, {
        referralCode: body.referral_code ?? null,
        signUpAddressHash: signUpAddressHash(`referral-ip:${env.OAUTH_CLIENT_SECRET}`, clientIp(c, ctx.trustedProxies)),
        username: body.username,
        email: body.email,
        password: body.password,
        userType: body.user_type,
        gender: body.gender ?? null,
        coupleType: body.couple_type ?? null,
        businessType: null,
        birthDate: parseBirthDate(body.birth_date),
        locale: localeOf(c),
        consents: body.consents ?? [],
        webBase: webBaseOf(c, env),
        clientId: env.OAUTH_CLIENT_ID,
      });
    },
    { status: 201 },
  );

  route(app, completeSignUpContract, async ({ c, body }) => completeSignUp(database, { userId: (await requireUser(c)).userId, details: body }));

  route(app, registrationProgressContract, async ({ c }) => {
    const user = await findUserRow(database, (await requireUser(c)).userId);
    if (!user) throw new AppError(401, "exception.common.unauthorized");
    return progressOf(user);
  });

  route(app, registerPhotoContract, async ({ c, body }) => savePhotoStep(database, { userId: (await requireUser(c)).userId, mediaId: body.media_id }));

  route(app, registerProfileContract, async ({ c, body }) =>
    saveProfileStep(database, {
      userId: (await requireUser(c)).userId,
      relationshipStatus: body.relationship_status,
      raceType: body.race_type,
      sexuality: body.sexuality ?? null,
    }),
  );

  route(app, registerAppearanceContract, async ({ c, body }) => saveAppearanceStep(database, { userId: (await requireUser(c)).userId, appearance: body }));

  route(app, registerServicesContract, async ({ c, body }) =>
    saveServicesStep(database, { userId: (await requireUser(c)).userId, prices: body.prices, escortServices: body.escort_services ?? [] }),
  );

  route(app, registerAvailabilityContract, async ({ c, body }) =>
    saveAvailabilityStep(database, { userId: (await requireUser(c)).userId, workingHours: body.working_hours }),
  );

  route(
    app,
    registerBusinessContract,
    async ({ c, body }) => {
      await checkSignUpLimit(c);
      return createAccount(database, {
        username: body.username,
        email: body.email,
        password: body.password,
        userType: USER_TYPE.business,
        gender: null,
        coupleType: null,
        businessType: body.business_type,
        birthDate: null,
        locale: localeOf(c),
        webBase: webBaseOf(c, env),
        clientId: env.OAUTH_CLIENT_ID,
      });
    },
    { status: 201 },
  );

  route(app, registerBusinessServicesContract, async ({ c, body }) =>
    saveBusinessServices(database, { userId: (await requireUser(c)).userId, services: body.services, prices: body.prices }),
  );
  route(app, registerBusinessScheduleContract, async ({ c, body }) =>
    saveBusinessSchedule(database, { userId: (await requireUser(c)).userId, workingHours: body.working_hours }),
  );
  route(app, registerBusinessDescriptionContract, async ({ c, body }) =>
    saveBusinessDescription(database, { userId: (await requireUser(c)).userId, description: body.description }),
  );
  route(app, registerBusinessPhotoContract, async ({ c, body }) => saveBusinessPhoto(database, { userId: (await requireUser(c)).userId, mediaId: body.media_id }));
  route(app, registerBusinessEscortsContract, async ({ c, body }) =>
    linkBusinessEscorts(database, { userId: (await requireUser(c)).userId, escorts: body.escorts }),
  );
  route(app, registerBusinessEmailContract, async ({ c, body }) =>
    confirmBusinessEmail(database, { userId: (await requireUser(c)).userId, email: body.email, webBase: webBaseOf(c, env) }),
  );

  route(app, uploadTokenContract, async ({ c, body }) => createUploadToken(database, { userId: (await requireUser(c)).userId, purpose: body.purpose }));

  route(app, uploadMediaContract, ({ c, query }) => receiveUpload(c, { database, storage }, query.token));

  route(app, mediaFileContract, async ({ c, params }) => {
    const auth = await requireUser(c);
    const id = Number(params.id);
    const [row] = await database.query<{ storage_key: string; mime_type: string }>(
      `select storage_key, mime_type from media_files where id = $1 and user_id = $2`,
      [id, auth.userId],
    );
    const data = row ? await storage.read(row.storage_key) : null;
    if (!row || !data) throw notFound("exception.media.not_found");
    return new Response(new Uint8Array(data), {
      headers: {
        "content-type": row.mime_type,
        "cache-control": NO_STORE,
        "x-content-type-options": "nosniff",
        "content-security-policy": "default-src 'none'",
      },
    });
  });
}
