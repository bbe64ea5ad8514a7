-- room_counts (rooms per gender designation) did not earn its keep (decision 018): the rooms list
-- filtered by designation counts its rooms instead. Its triggers go first, then their functions.
DROP TRIGGER IF EXISTS "rooms_gender_counted_after_insert" ON "rooms";--> statement-breakpoint
DROP TRIGGER IF EXISTS "rooms_gender_counted_after_update" ON "rooms";--> statement-breakpoint
DROP TRIGGER IF EXISTS "rooms_gender_counted_after_delete" ON "rooms";--> statement-breakpoint
DROP TRIGGER IF EXISTS "rooms_gender_uncounted_after_truncate" ON "rooms";--> statement-breakpoint
DROP FUNCTION IF EXISTS "rooms_gender_counted"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "rooms_gender_counted_insert"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "rooms_gender_counted_delete"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "rooms_gender_uncounted"();--> statement-breakpoint
DROP TABLE "room_counts" CASCADE;
