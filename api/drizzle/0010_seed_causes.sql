-- The spec's five causes (and any other category a campaign already has) become rows of the managed list.
INSERT INTO causes (name, created_at)
SELECT name, CAST(strftime('%s', 'now') AS INTEGER) * 1000 FROM (
  SELECT 'Industrial Accident' AS name, 1 AS o UNION ALL SELECT 'Education', 2 UNION ALL SELECT 'Flood', 3
  UNION ALL SELECT 'Food Donation', 4 UNION ALL SELECT 'Cyclone', 5
  UNION ALL SELECT DISTINCT category, 6 FROM campaigns
) AS c
WHERE NOT EXISTS (SELECT 1 FROM causes WHERE lower(causes.name) = lower(c.name))
GROUP BY lower(name)
ORDER BY min(o);--> statement-breakpoint
-- A campaign's category is its cause's name exactly.
UPDATE campaigns SET category = (SELECT name FROM causes WHERE lower(causes.name) = lower(campaigns.category))
WHERE category NOT IN (SELECT name FROM causes);
