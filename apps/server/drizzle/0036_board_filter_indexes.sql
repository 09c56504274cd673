-- The job board's capped total read every published job to find the ones of a type and place
-- (a sequential scan: 2.1 ms of 5,003 jobs for 333 matches, growing with the table). These two
-- indexes answer the board's usual filters, type and place or place alone, in index order with the
-- group for the visibility check, so the total is an index-only walk of at most 1,001 entries
-- (issue 25).
CREATE INDEX "jobs_board_type_location_idx" ON "jobs" USING btree ("job_status","job_type","job_location","group_id");--> statement-breakpoint
CREATE INDEX "jobs_board_location_idx" ON "jobs" USING btree ("job_status","job_location","group_id");
