CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"region_slug" text NOT NULL,
	"country" char(2) NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"population" integer NOT NULL,
	"seo_guide" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cities_slug_key" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"user_type" smallint NOT NULL,
	"gender" smallint,
	"couple_type" smallint,
	"business_type" text,
	"birth_date" date,
	"is_member" boolean DEFAULT false NOT NULL,
	"member_until" timestamp with time zone,
	"email_verified_at" timestamp with time zone,
	"email_was_verified" boolean DEFAULT false NOT NULL,
	"is_bounced_email" boolean DEFAULT false NOT NULL,
	"forced_fake_check" boolean DEFAULT false NOT NULL,
	"register_completed_step" smallint DEFAULT 1 NOT NULL,
	"registration_completed_at" timestamp with time zone,
	"is_invisible" boolean DEFAULT false NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"is_banned" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_visible" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"age_check_status" smallint DEFAULT 0 NOT NULL,
	"last_login_at" timestamp with time zone,
	"locale" text DEFAULT 'de' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_ck" CHECK ("users"."user_type" in (1, 2, 3, 9, 10)),
	CONSTRAINT "users_gender_ck" CHECK ("users"."gender" in (1, 2, 3)),
	CONSTRAINT "users_couple_type_ck" CHECK ("users"."couple_type" between 6 and 11),
	CONSTRAINT "users_business_type_ck" CHECK ("users"."business_type" in ('1', '2', '3', '3.1', '4', '12')),
	CONSTRAINT "users_register_step_ck" CHECK ("users"."register_completed_step" in (1, 2, 3, 4, 5, 6, 10)),
	CONSTRAINT "users_age_check_status_ck" CHECK ("users"."age_check_status" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "profile_prices" (
	"user_id" bigint NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "profile_prices_pkey" PRIMARY KEY("user_id","duration_minutes"),
	CONSTRAINT "profile_prices_duration_ck" CHECK ("profile_prices"."duration_minutes" in (15, 30, 60, 120, 180, 240, 480, 720, 1440)),
	CONSTRAINT "profile_prices_price_ck" CHECK ("profile_prices"."price" between 1 and 100000)
);
--> statement-breakpoint
CREATE TABLE "profile_traits" (
	"user_id" bigint NOT NULL,
	"category_id" smallint NOT NULL,
	"value_id" smallint NOT NULL,
	CONSTRAINT "profile_traits_pkey" PRIMARY KEY("user_id","category_id","value_id")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"status" text,
	"description" text,
	"profession" text,
	"city_id" integer,
	"lat" double precision,
	"lon" double precision,
	"country" char(2),
	"height" smallint,
	"weight" smallint,
	"cup_size" text,
	"penis_length" smallint,
	"penis_diameter" smallint,
	"nationality" char(2),
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"reply_time_seconds" integer,
	"rating" real,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"rank_score" integer DEFAULT 0 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"on_tour" boolean DEFAULT false NOT NULL,
	"has_fsk18_photos" boolean DEFAULT false NOT NULL,
	"avatar_seed" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"earth_pt" "earth" GENERATED ALWAYS AS (ll_to_earth(lat, lon)) STORED,
	CONSTRAINT "profiles_height_ck" CHECK ("profiles"."height" between 145 and 230),
	CONSTRAINT "profiles_weight_ck" CHECK ("profiles"."weight" between 40 and 200),
	CONSTRAINT "profiles_penis_length_ck" CHECK ("profiles"."penis_length" between 5 and 40),
	CONSTRAINT "profiles_penis_diameter_ck" CHECK ("profiles"."penis_diameter" between 1 and 15),
	CONSTRAINT "profiles_status_len_ck" CHECK (char_length("profiles"."status") <= 250),
	CONSTRAINT "profiles_description_len_ck" CHECK (char_length("profiles"."description") <= 2500),
	CONSTRAINT "profiles_profession_len_ck" CHECK (char_length("profiles"."profession") <= 70),
	CONSTRAINT "profiles_lat_ck" CHECK ("profiles"."lat" between -90 and 90),
	CONSTRAINT "profiles_lon_ck" CHECK ("profiles"."lon" between -180 and 180),
	CONSTRAINT "profiles_rating_ck" CHECK ("profiles"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "working_hours" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"day" smallint NOT NULL,
	"time_from" time NOT NULL,
	"time_to" time NOT NULL,
	"is_over_day" boolean DEFAULT false NOT NULL,
	CONSTRAINT "working_hours_day_ck" CHECK ("working_hours"."day" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"actor" jsonb,
	"object" jsonb,
	"provider" text,
	"generator" jsonb,
	"published" timestamp with time zone,
	"context" jsonb,
	"visitor_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_prices" ADD CONSTRAINT "profile_prices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_traits" ADD CONSTRAINT "profile_traits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_hours" ADD CONSTRAINT "working_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_user_type_idx" ON "users" USING btree ("user_type");--> statement-breakpoint
CREATE INDEX "users_is_demo_idx" ON "users" USING btree ("is_demo") WHERE "users"."is_demo";--> statement-breakpoint
CREATE INDEX "profile_traits_value_idx" ON "profile_traits" USING btree ("category_id","value_id");--> statement-breakpoint
CREATE INDEX "profiles_earth_pt_gist" ON "profiles" USING gist ("earth_pt");--> statement-breakpoint
CREATE INDEX "profiles_city_id_idx" ON "profiles" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "profiles_country_idx" ON "profiles" USING btree ("country");--> statement-breakpoint
CREATE INDEX "working_hours_user_id_idx" ON "working_hours" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tracking_events_received_at_idx" ON "tracking_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;