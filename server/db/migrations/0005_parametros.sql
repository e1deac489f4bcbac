CREATE TABLE "parametros" (
	"chave" varchar(80) PRIMARY KEY NOT NULL,
	"valor" jsonb NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_por_id" integer
);
--> statement-breakpoint
ALTER TABLE "parametros" ADD CONSTRAINT "parametros_atualizado_por_id_usuarios_id_fk" FOREIGN KEY ("atualizado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;