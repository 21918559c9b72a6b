-- Custom SQL migration file, put your code below! --
-- The leaderboard reads donor names from donor_totals only (no join); profile edits keep them current
-- from now on. Bring rows of signed-in donors up to date with their account names once.
UPDATE `donor_totals` SET `name` = (SELECT `name` FROM `users` WHERE `users`.`id` = `donor_totals`.`user_id`)
WHERE `user_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `users` WHERE `users`.`id` = `donor_totals`.`user_id`);
