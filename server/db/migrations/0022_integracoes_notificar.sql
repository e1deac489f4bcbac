-- Live Integrações screen (issue 21): every statement that adds or changes outbox messages tells
-- every process on commit, with no payload (the screen only needs to know to ask again). A poll
-- by the worker that claims nothing changes no row, and says nothing.
CREATE FUNCTION notificar_integracoes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM alteradas) THEN
    PERFORM pg_notify('adesao_integracoes', '');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER integracoes_notificar_insercao AFTER INSERT ON outbox
  REFERENCING NEW TABLE AS alteradas FOR EACH STATEMENT EXECUTE FUNCTION notificar_integracoes();
--> statement-breakpoint
CREATE TRIGGER integracoes_notificar_alteracao AFTER UPDATE ON outbox
  REFERENCING NEW TABLE AS alteradas FOR EACH STATEMENT EXECUTE FUNCTION notificar_integracoes();
