import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./users.js";

// Sign-in sessions, single-use account tokens, federated identities, the mail outbox, uploaded media and
// business–escort links (issue 4). Secrets are never stored: only the SHA-256 of a token.

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const userRef = (name = "user_id") =>
  bigint(name, { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** One sign-in: an access token and its refresh token (rotated on refresh: the old row is revoked). */
export const oauthTokens = pgTable(
  "oauth_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: userRef(),
    /** hex SHA-256 of the opaque access token */
    accessHash: text("access_hash").notNull().unique("oauth_tokens_access_hash_key"),
    refreshHash: text("refresh_hash").notNull().unique("oauth_tokens_refresh_hash_key"),
    clientId: text("client_id").notNull(),
    accessExpiresAt: timestamptz("access_expires_at").notNull(),
    refreshExpiresAt: timestamptz("refresh_expires_at").notNull(),
    /** keep-logged-in (spec 000 §4): 15-day lifetimes instead of 24 hours */
    remember: boolean("remember").notNull().default(false),
    /** how the session was opened: password, refresh, google, registration */
    grant: text("grant").notNull(),
    revokedAt: timestamptz("revoked_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("oauth_tokens_user_id_idx").on(t.userId)],
);

/** Single-use, expiring tokens sent by e-mail: e-mail verification and password reset. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: userRef(),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull().unique("account_tokens_token_hash_key"),
    /** the address a verification token confirms (a later address change makes it worthless) */
    email: text("email"),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("account_tokens_user_purpose_idx").on(t.userId, t.purpose),
    check("account_tokens_purpose_ck", sql`${t.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/** A Google (OpenID Connect) identity bound to an account. */
export const federatedIdentities = pgTable(
  "federated_identities",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: userRef(),
    email: text("email").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject], name: "federated_identities_pkey" }),
    index("federated_identities_user_id_idx").on(t.userId),
  ],
);

/** A started federated sign-in: state, nonce and PKCE verifier, kept server-side until used or expired. */
export const federatedLoginStates = pgTable("federated_login_states", {
  /** hex SHA-256 of the state parameter */
  stateHash: text("state_hash").primaryKey(),
  provider: text("provider").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  expiresAt: timestamptz("expires_at").notNull(),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

/** Captcha solutions already accepted (each is usable once until its challenge expires). */
export const captchaSolutions = pgTable("captcha_solutions", {
  signature: text("signature").primaryKey(),
  expiresAt: timestamptz("expires_at").notNull(),
});

/**
 * The durable mail outbox: written in the same transaction as what causes the mail; a `mail.deliver` job
 * sends it over SMTP, or keeps it for the development mailbox when no SMTP is configured.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    links: jsonb("links").notNull().default(sql`'[]'::jsonb`),
    /** pending → sent | kept | failed */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    sentAt: timestamptz("sent_at"),
  },
  (t) => [
    index("mail_outbox_created_idx").on(t.createdAt),
    check("mail_outbox_status_ck", sql`${t.status} in ('pending', 'sent', 'kept', 'failed')`),
  ],
);

/** An uploaded file; the bytes live in the media storage under storage_key. */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: userRef(),
    purpose: text("purpose").notNull(),
    storageKey: text("storage_key").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("media_files_user_id_idx").on(t.userId)],
);

/** A chunked upload in progress (spec 000 §7): one token, one file, pieces in order. */
export const uploadSessions = pgTable(
  "upload_sessions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenHash: text("token_hash").notNull().unique("upload_sessions_token_hash_key"),
    userId: userRef(),
    purpose: text("purpose").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    mimeType: text("mime_type"),
    totalSize: integer("total_size"),
    receivedBytes: integer("received_bytes").notNull().default(0),
    nextChunkIndex: integer("next_chunk_index").notNull().default(0),
    mediaId: bigint("media_id", { mode: "number" }).references(() => mediaFiles.id, { onDelete: "set null" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("upload_sessions_user_id_idx").on(t.userId)],
);

/** Escorts linked to a business (business sign-up step "escorts"). */
export const businessEscorts = pgTable(
  "business_escorts",
  {
    businessId: userRef("business_id"),
    escortId: userRef("escort_id"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.escortId], name: "business_escorts_pkey" }),
    index("business_escorts_escort_id_idx").on(t.escortId),
  ],
);

export type TOAuthTokenRow = typeof oauthTokens.$inferSelect;
export type TAccountTokenRow = typeof accountTokens.$inferSelect;
export type TMailOutboxRow = typeof mailOutbox.$inferSelect;
export type TMediaFileRow = typeof mediaFiles.$inferSelect;
