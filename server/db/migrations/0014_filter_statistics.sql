-- ADR 016: the planner multiplies the selectivities of a search's filters as if they were
-- independent, but a city lies in one country and a job's kind goes with its pay and its being
-- remote: "Copenhagen" in Sweden has no job, yet was guessed at 1,386 of a million, and the page was
-- looked for by walking every job by date (6.8 s). A list of the common combinations of the filter
-- columns lets it see that such a combination is rare (a read of the city's jobs instead: 55 ms).
CREATE STATISTICS IF NOT EXISTS "jobs_filter_combinations" (mcv)
  ON "location_country", "is_remote", lower("location_locality"), "position_type", "salary_type" FROM "jobs";--> statement-breakpoint
ALTER STATISTICS "jobs_filter_combinations" SET STATISTICS 1000;
