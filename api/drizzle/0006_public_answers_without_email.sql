-- Custom SQL migration file, put your code below! --
-- Public answers carry no email address: the donor lists kept on each campaign row (newest first,
-- at most 10) lose their `email` key. Donation rows keep the typed email (the donor and admins see it).
UPDATE `campaigns` SET `recent_donors` = coalesce(
  (SELECT json_group_array(json(json_remove(`value`, '$.email')) ORDER BY `key`) FROM json_each(`campaigns`.`recent_donors`)),
  '[]');
