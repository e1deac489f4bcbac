-- The parameters in force are kept in memory per process (server/modules/parametros/cache.ts):
-- every statement that changes the table tells every process on commit, with no payload (the
-- table is a few rows, read again whole). Statement-level, so a bulk change sends one message.
CREATE FUNCTION notificar_parametros() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('adesao_parametros', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER parametros_notificar AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON parametros
  FOR EACH STATEMENT EXECUTE FUNCTION notificar_parametros();
