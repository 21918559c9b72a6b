-- The ledger and the audit log are append-only (as the SQLite triggers of migration 0008 make them).
CREATE FUNCTION relief_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the % is append-only', TG_ARGV[0] USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_append_only_update BEFORE UPDATE ON ledger FOR EACH ROW EXECUTE FUNCTION relief_append_only('ledger');--> statement-breakpoint
CREATE TRIGGER ledger_append_only_delete BEFORE DELETE ON ledger FOR EACH ROW EXECUTE FUNCTION relief_append_only('ledger');--> statement-breakpoint
CREATE TRIGGER audit_log_append_only_update BEFORE UPDATE ON audit_log FOR EACH ROW EXECUTE FUNCTION relief_append_only('audit log');--> statement-breakpoint
CREATE TRIGGER audit_log_append_only_delete BEFORE DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION relief_append_only('audit log');
