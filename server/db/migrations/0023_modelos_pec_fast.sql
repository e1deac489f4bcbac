CREATE TABLE "modelos_pec_fast" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modelos_pec_fast_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"perguntas" jsonb NOT NULL,
	"criado_por_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "avaliacoes_pec_fast" ADD COLUMN "modelo_id" integer;--> statement-breakpoint
ALTER TABLE "modelos_pec_fast" ADD CONSTRAINT "modelos_pec_fast_criado_por_id_usuarios_id_fk" FOREIGN KEY ("criado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes_pec_fast" ADD CONSTRAINT "avaliacoes_pec_fast_modelo_id_modelos_pec_fast_id_fk" FOREIGN KEY ("modelo_id") REFERENCES "public"."modelos_pec_fast"("id") ON DELETE no action ON UPDATE no action;