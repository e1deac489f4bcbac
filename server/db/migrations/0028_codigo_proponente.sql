CREATE TABLE "codigos_proponente" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "codigos_proponente_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sessao_id" integer NOT NULL,
	"link_id" integer NOT NULL,
	"canal" varchar(10) NOT NULL,
	"destino" varchar(120) NOT NULL,
	"codigo_hash" char(64) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	"usado_em" timestamp with time zone,
	CONSTRAINT "codigos_proponente_canal_check" CHECK ("codigos_proponente"."canal" in ('sms', 'email'))
);
--> statement-breakpoint
ALTER TABLE "links_proponente" DROP CONSTRAINT "links_proponente_finalidade_check";--> statement-breakpoint
ALTER TABLE "aceites_termo_intencao" ADD COLUMN "canal_codigo" varchar(10);--> statement-breakpoint
ALTER TABLE "sessoes_proponente" ADD COLUMN "verificada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessoes_proponente" ADD COLUMN "canal_verificacao" varchar(10);--> statement-breakpoint
ALTER TABLE "codigos_proponente" ADD CONSTRAINT "codigos_proponente_sessao_id_sessoes_proponente_id_fk" FOREIGN KEY ("sessao_id") REFERENCES "public"."sessoes_proponente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos_proponente" ADD CONSTRAINT "codigos_proponente_link_id_links_proponente_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links_proponente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigos_proponente_sessao_idx" ON "codigos_proponente" USING btree ("sessao_id");--> statement-breakpoint
CREATE INDEX "codigos_proponente_link_idx" ON "codigos_proponente" USING btree ("link_id");--> statement-breakpoint
ALTER TABLE "links_proponente" ADD CONSTRAINT "links_proponente_finalidade_check" CHECK ("links_proponente"."finalidade" in ('termo', 'declaracao', 'fila', 'sala'));