CREATE TABLE "links_proponente" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "links_proponente_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" char(64) NOT NULL,
	"proposta_adesao_id" integer NOT NULL,
	"finalidade" varchar(20) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	CONSTRAINT "links_proponente_finalidade_check" CHECK ("links_proponente"."finalidade" in ('termo', 'declaracao', 'sala')),
	CONSTRAINT "links_proponente_tentativas_check" CHECK ("links_proponente"."tentativas" >= 0)
);
--> statement-breakpoint
ALTER TABLE "links_proponente" ADD CONSTRAINT "links_proponente_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "links_proponente_token_hash_key" ON "links_proponente" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "links_proponente_vigente_key" ON "links_proponente" USING btree ("proposta_adesao_id","finalidade") WHERE "links_proponente"."revogado_em" is null;--> statement-breakpoint
CREATE INDEX "links_proponente_proposta_idx" ON "links_proponente" USING btree ("proposta_adesao_id");