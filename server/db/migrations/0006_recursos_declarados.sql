CREATE TABLE "registros_historico" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registros_historico_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"recurso" varchar(60) NOT NULL,
	"registro_id" integer NOT NULL,
	"acao" varchar(20) NOT NULL,
	"alteracoes" jsonb NOT NULL,
	"autor_id" integer,
	"autor" varchar(150) NOT NULL,
	"data" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "concessionarias" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "corretores" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "registros_historico" ADD CONSTRAINT "registros_historico_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registros_historico_registro_idx" ON "registros_historico" USING btree ("recurso","registro_id","id");