-- Trigram matching for the keyword searches (ILIKE '%…%'); the indexes come in the next migration.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
