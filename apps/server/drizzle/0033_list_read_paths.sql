-- The parsed text of a content item stays in its row (compressed if need be): with the default
-- storage a 60-word item's search vector (~900 bytes) was moved to the TOAST table, so every row
-- the hub's search checked cost four more page reads. Now the HTML, blocks and plain text, read
-- only for a page's rows, leave the row first. Applies to rows written from now on; existing rows
-- move on their next update (or `VACUUM FULL contents` at a quiet hour).
ALTER TABLE "contents" ALTER COLUMN "search_vector" SET STORAGE MAIN;
