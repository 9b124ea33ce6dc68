-- The desk's warnings were counted from warned profile reports only; they are now logged as staff
-- actions. One decision closed all of a member's pending reports at once, so each distinct decision
-- (who, whom, when) is one warning.
INSERT INTO "staff_action_log" ("tenant_id", "staff_user_id", "subject_user_id", "action", "created_at")
SELECT DISTINCT "tenant_id", "handled_by", "target_id", 'warn', "handled_at"
FROM "love_reports"
WHERE "status" = 'warned' AND "handled_by" IS NOT NULL AND "handled_at" IS NOT NULL;
