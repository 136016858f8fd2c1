-- Operators created before roles existed could do everything: they keep that as 超级管理员.
UPDATE "operators" SET "roles" = ARRAY['SuperAdmin']::text[] WHERE cardinality("roles") = 0;
