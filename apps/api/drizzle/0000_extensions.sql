-- Trigram indexes power partial and misspelt search (see docs/decisions/0003-search.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
