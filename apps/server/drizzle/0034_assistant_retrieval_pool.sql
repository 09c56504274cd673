DROP INDEX "assistant_documents_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "assistant_documents_popularity_idx" ON "assistant_documents" USING btree ("popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "assistant_documents_title_gist_idx" ON "assistant_documents" USING gist ("title" gist_trgm_ops);