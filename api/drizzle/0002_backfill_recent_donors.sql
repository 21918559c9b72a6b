-- Custom SQL migration file, put your code below! --
-- Fills campaigns.recent_donors (added by 0001) from the donation rows of databases created before it.
UPDATE `campaigns` SET `recent_donors` = coalesce((
  SELECT json_group_array(json_array(`donor_name`, `donor_email`, `amount_poisha`, `created_at`, `anonymous`))
  FROM (
    SELECT `donor_name`, `donor_email`, `amount_poisha`, `created_at`, `anonymous`
    FROM `donations` WHERE `donations`.`campaign_id` = `campaigns`.`id`
    ORDER BY `created_at` DESC, `id` DESC LIMIT 10
  )
), '[]');
