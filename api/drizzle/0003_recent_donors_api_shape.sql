-- Custom SQL migration file, put your code below! --
-- campaigns.recent_donors now holds the latest 10 donations exactly as the API answers them
-- (DonorEntry objects, anonymous donors already hidden), so campaign lists are built without
-- per-campaign donor queries. Whole Tk amounts are integers, others have up to 2 decimals.
UPDATE `campaigns` SET `recent_donors` = coalesce((
  SELECT json_group_array(json_object(
    'name', CASE WHEN `anonymous` THEN 'Anonymous' ELSE `donor_name` END,
    'email', CASE WHEN `anonymous` THEN NULL ELSE `donor_email` END,
    'donationAmount', CASE WHEN `amount_poisha` % 100 = 0 THEN `amount_poisha` / 100 ELSE `amount_poisha` / 100.0 END,
    'time', `created_at`,
    'anonymous', json(CASE WHEN `anonymous` THEN 'true' ELSE 'false' END)
  ))
  FROM (
    SELECT `donor_name`, `donor_email`, `amount_poisha`, `created_at`, `anonymous`
    FROM `donations` WHERE `donations`.`campaign_id` = `campaigns`.`id`
    ORDER BY `created_at` DESC, `id` DESC LIMIT 10
  )
), '[]');
