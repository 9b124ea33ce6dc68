-- Contracts are signed before they are paid (issue 25 #11): an unpaid contract nobody signed yet
-- is now 'unsigned' (待签署); 'unpaid' means signed and waiting for the payment.
UPDATE contracts SET status = 'unsigned' WHERE status = 'unpaid' AND signed_at IS NULL;
