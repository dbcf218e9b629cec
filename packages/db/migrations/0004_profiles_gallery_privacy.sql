CREATE TABLE "blocks" (
	"blocker_id" bigint NOT NULL,
	"blocked_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_pkey" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_not_self_ck" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" bigint NOT NULL,
	"target_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_pkey" PRIMARY KEY("user_id","target_id"),
	CONSTRAINT "favorites_not_self_ck" CHECK ("favorites"."user_id" <> "favorites"."target_id")
);
--> statement-breakpoint
CREATE TABLE "profile_visits" (
	"visited_id" bigint NOT NULL,
	"visitor_id" bigint NOT NULL,
	"first_visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"visits_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "profile_visits_pkey" PRIMARY KEY("visited_id","visitor_id"),
	CONSTRAINT "profile_visits_not_self_ck" CHECK ("profile_visits"."visited_id" <> "profile_visits"."visitor_id")
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"phone" text,
	"show_phone" boolean DEFAULT false NOT NULL,
	"breast_type" text,
	"gender_identity" text,
	"escort_gender_preference" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"preferred_age_min" smallint,
	"preferred_age_max" smallint,
	"meeting_radius" smallint,
	"travel_within_country" boolean DEFAULT false NOT NULL,
	"taboos" text,
	"first_contact" jsonb,
	"notifications" jsonb,
	"forum_notifications" jsonb,
	"accept_gifts" boolean DEFAULT true NOT NULL,
	"show_date_reviews" boolean DEFAULT true NOT NULL,
	"allow_tracking" boolean DEFAULT true NOT NULL,
	"paused_at" timestamp with time zone,
	"age_check_submitted_at" timestamp with time zone,
	"age_check_media_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_taboos_len_ck" CHECK (char_length("user_settings"."taboos") <= 250),
	CONSTRAINT "user_settings_age_range_ck" CHECK ("user_settings"."preferred_age_min" between 18 and 99 and "user_settings"."preferred_age_max" between 18 and 99)
);
--> statement-breakpoint
CREATE TABLE "gallery_items" (
	"media_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text DEFAULT 'image' NOT NULL,
	"visibility" smallint DEFAULT 1 NOT NULL,
	"review_status" smallint DEFAULT 0 NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_items_kind_ck" CHECK ("gallery_items"."kind" in ('image', 'video', 'record')),
	CONSTRAINT "gallery_items_visibility_ck" CHECK ("gallery_items"."visibility" between 1 and 5),
	CONSTRAINT "gallery_items_review_status_ck" CHECK ("gallery_items"."review_status" in (0, 1, 2, 3, 6))
);
--> statement-breakpoint
CREATE TABLE "media_unlocks" (
	"media_id" bigint NOT NULL,
	"viewer_id" bigint NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_unlocks_pkey" PRIMARY KEY("media_id","viewer_id")
);
--> statement-breakpoint
CREATE TABLE "watermark_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"colour" text DEFAULT '#ffffff' NOT NULL,
	"position" text DEFAULT 'bottom_right' NOT NULL,
	"opacity" smallint DEFAULT 100 NOT NULL,
	"default_visibility" smallint DEFAULT 1 NOT NULL,
	"checks_day" date,
	"checks_used" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watermark_settings_opacity_ck" CHECK ("watermark_settings"."opacity" between 35 and 100),
	CONSTRAINT "watermark_settings_position_ck" CHECK ("watermark_settings"."position" in ('top_left', 'top_right', 'bottom_left', 'bottom_right')),
	CONSTRAINT "watermark_settings_default_visibility_ck" CHECK ("watermark_settings"."default_visibility" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text DEFAULT 'init' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"storage_key" text,
	"size" integer,
	CONSTRAINT "data_exports_status_ck" CHECK ("data_exports"."status" in ('init', 'processing', 'ready'))
);
--> statement-breakpoint
CREATE TABLE "user_visitor_ids" (
	"user_id" bigint NOT NULL,
	"visitor_id" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_visitor_ids_pkey" PRIMARY KEY("user_id","visitor_id")
);
--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_visited_id_users_id_fk" FOREIGN KEY ("visited_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_visits" ADD CONSTRAINT "profile_visits_visitor_id_users_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_media_id_media_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_items" ADD CONSTRAINT "gallery_items_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_unlocks" ADD CONSTRAINT "media_unlocks_media_id_gallery_items_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."gallery_items"("media_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_unlocks" ADD CONSTRAINT "media_unlocks_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watermark_settings" ADD CONSTRAINT "watermark_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_visitor_ids" ADD CONSTRAINT "user_visitor_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "favorites_user_created_idx" ON "favorites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favorites_target_created_idx" ON "favorites" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE INDEX "profile_visits_visited_last_idx" ON "profile_visits" USING btree ("visited_id","last_visited_at");--> statement-breakpoint
CREATE INDEX "profile_visits_visitor_idx" ON "profile_visits" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "gallery_items_user_created_idx" ON "gallery_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "gallery_items_pending_idx" ON "gallery_items" USING btree ("created_at") WHERE "gallery_items"."review_status" = 0;--> statement-breakpoint
CREATE INDEX "media_unlocks_viewer_idx" ON "media_unlocks" USING btree ("viewer_id");--> statement-breakpoint
CREATE INDEX "data_exports_user_requested_idx" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "user_visitor_ids_visitor_idx" ON "user_visitor_ids" USING btree ("visitor_id");