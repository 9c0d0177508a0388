-- A sample whose every vial was withdrawn was marked 'withdrawn' on its storage item alone, while an analysis's
-- report compares its own item's status with the domain's 'Withdrawn' (checklist RS-13). The word takes the
-- domain's case, and an analysis whose stored sample was withdrawn says so too.
UPDATE items SET storage_status = 'Withdrawn' WHERE storage_status = 'withdrawn';
UPDATE items a SET storage_status = 'Withdrawn'
  FROM items cryo
 WHERE cryo.matched_analysis_id = a.id AND cryo.category = 'cryogenic' AND cryo.storage_status = 'Withdrawn';
