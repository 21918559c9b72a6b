-- The change bus across replicas (src/live/bus.pg.ts): every committed write to the tables the public reads
-- sends NOTIFY relief_changes with its topic, whoever wrote it (an API replica, db:copy, psql). PostgreSQL
-- delivers notifications only on COMMIT (a rolled-back change notifies nobody) and folds duplicates
-- within one transaction.
CREATE FUNCTION relief_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('relief_changes', TG_ARGV[0]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_notify AFTER INSERT ON ledger FOR EACH STATEMENT EXECUTE FUNCTION relief_notify_change('money');--> statement-breakpoint
CREATE TRIGGER campaigns_notify AFTER INSERT OR UPDATE OR DELETE ON campaigns FOR EACH STATEMENT EXECUTE FUNCTION relief_notify_change('campaigns');--> statement-breakpoint
CREATE TRIGGER donor_totals_notify AFTER INSERT OR UPDATE OR DELETE ON donor_totals FOR EACH STATEMENT EXECUTE FUNCTION relief_notify_change('donors');
