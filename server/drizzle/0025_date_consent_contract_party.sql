CREATE TABLE "contract_parties" (
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"credit_code" text NOT NULL,
	"seal_url" text NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_parties_tenant_id_pk" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "status" SET DEFAULT 'unsigned';--> statement-breakpoint
ALTER TABLE "dates" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "dates" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
-- Contracts are signed before they are paid (issue 25 #11): an unpaid contract nobody signed yet
-- is now 'unsigned' (待签署); 'unpaid' means signed and waiting for the payment.
UPDATE contracts SET status = 'unsigned' WHERE status = 'unpaid' AND signed_at IS NULL;
