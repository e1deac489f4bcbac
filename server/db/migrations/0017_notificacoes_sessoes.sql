-- Who may call the API is cached per process (server/modules/auth/session-cache.ts). Every change
-- that can end or alter a sign-in tells every process through NOTIFY, sent when the change commits:
-- 's:<session id>' for one session, 'u:<user id>' for all of a user's, '*' for everyone's.
CREATE FUNCTION notificar_sessao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'auth_sessions' THEN
    PERFORM pg_notify('adesao_sessoes', 's:' || NEW.id::text);
  ELSIF TG_TABLE_NAME = 'usuarios' THEN
    PERFORM pg_notify('adesao_sessoes', 'u:' || COALESCE(NEW.id, OLD.id)::text);
  ELSIF TG_TABLE_NAME = 'usuario_roles' THEN
    PERFORM pg_notify('adesao_sessoes', 'u:' || COALESCE(NEW.usuario_id, OLD.usuario_id)::text);
  ELSE
    -- A broker moving to another dealership changes the scope of its user: rare, so all go.
    PERFORM pg_notify('adesao_sessoes', '*');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_sessions_notificar AFTER UPDATE OF revoked_at, expires_at ON auth_sessions
  FOR EACH ROW EXECUTE FUNCTION notificar_sessao();
--> statement-breakpoint
CREATE TRIGGER usuarios_notificar AFTER UPDATE OR DELETE ON usuarios
  FOR EACH ROW EXECUTE FUNCTION notificar_sessao();
--> statement-breakpoint
CREATE TRIGGER usuario_roles_notificar AFTER INSERT OR UPDATE OR DELETE ON usuario_roles
  FOR EACH ROW EXECUTE FUNCTION notificar_sessao();
--> statement-breakpoint
CREATE TRIGGER corretores_notificar AFTER UPDATE OF concessionaria_id ON corretores
  FOR EACH ROW EXECUTE FUNCTION notificar_sessao();
