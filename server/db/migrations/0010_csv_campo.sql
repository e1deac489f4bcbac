-- One CSV cell for the report exports (server/modules/relatorios): empty for NULL, quoted (with
-- doubled quotes) when it holds the separator, a quote or a line break, as RFC 4180 and Excel
-- read it. PostgreSQL writes the lines so Node only streams them.
CREATE OR REPLACE FUNCTION csv_campo(valor text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT CASE
      WHEN valor IS NULL THEN ''
      -- strpos, not a regular expression: this runs for millions of cells.
      WHEN strpos(valor, ';') + strpos(valor, '"') + strpos(valor, chr(10)) + strpos(valor, chr(13)) > 0
        THEN '"' || replace(valor, '"', '""') || '"'
      ELSE valor
    END
  $$;
