ALTER TABLE "orders" ADD COLUMN "due_day" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_due_day_check" CHECK ("orders"."due_day" IS NULL OR ("orders"."period_payment" = 'monthly' AND "orders"."due_day" BETWEEN 1 AND 28)
          OR ("orders"."period_payment" = 'weekly' AND "orders"."due_day" BETWEEN 1 AND 7));