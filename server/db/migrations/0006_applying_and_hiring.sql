CREATE TABLE "application_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_apply_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scout_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"brief" jsonb NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"hired_application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pipeline_custom_stage_name" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rejection_template" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cv_file_name" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "source" text DEFAULT 'platform' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "closure_warning_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "cv_file_name" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "cv_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "preferred_country_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "preferred_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_apply_clicks" ADD CONSTRAINT "job_apply_clicks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_apply_clicks" ADD CONSTRAINT "job_apply_clicks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_orders" ADD CONSTRAINT "scout_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_orders" ADD CONSTRAINT "scout_orders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_orders" ADD CONSTRAINT "scout_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scout_orders" ADD CONSTRAINT "scout_orders_hired_application_id_applications_id_fk" FOREIGN KEY ("hired_application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "job_apply_clicks_job_idx" ON "job_apply_clicks" USING btree ("job_id","at");--> statement-breakpoint
CREATE INDEX "scout_orders_company_idx" ON "scout_orders" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scout_orders_open_job_unique" ON "scout_orders" USING btree ("job_id") WHERE "scout_orders"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_user_unique" ON "applications" USING btree ("job_id","user_id") WHERE "applications"."user_id" is not null;