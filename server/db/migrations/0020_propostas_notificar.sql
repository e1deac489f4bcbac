-- Live lists (issue 21): every statement that creates or changes proposals tells every process
-- which ones, when it commits: their ids, comma-separated, or '*' when over 200 rows (a bulk
-- load), so the payload stays far below NOTIFY's 8,000 bytes. Ids only: the listeners check
-- what each user may see by querying, and nothing personal travels on the channel.
CREATE FUNCTION notificar_propostas() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  quantas integer;
  ids text;
BEGIN
  SELECT count(*), string_agg(id::text, ',') INTO quantas, ids
    FROM (SELECT id FROM alteradas LIMIT 201) AS primeiras;
  IF quantas = 0 THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('adesao_propostas', CASE WHEN quantas > 200 THEN '*' ELSE ids END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER propostas_notificar_insercao AFTER INSERT ON propostas_adesao
  REFERENCING NEW TABLE AS alteradas FOR EACH STATEMENT EXECUTE FUNCTION notificar_propostas();
--> statement-breakpoint
CREATE TRIGGER propostas_notificar_alteracao AFTER UPDATE ON propostas_adesao
  REFERENCING NEW TABLE AS alteradas FOR EACH STATEMENT EXECUTE FUNCTION notificar_propostas();
