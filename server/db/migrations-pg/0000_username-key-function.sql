-- username_key(name): usernameKey of src/contract/auth.ts (NFKC, upper then lower, NFKC), behind
-- the unique index users_username_key_unique, as SQLite has it from a function the server
-- registers. ICU's root locale maps case as JavaScript does (ß → ss, final sigma, İ → i̇) in a
-- database of any locale; normalize() needs a UTF8 database. server/db/username-key-pg.test.ts
-- compares it with usernameKey.
CREATE FUNCTION username_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT normalize(lower(upper(normalize(name, NFKC) COLLATE "und-x-icu") COLLATE "und-x-icu"), NFKC) $$;
