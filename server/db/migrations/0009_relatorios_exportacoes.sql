CREATE TABLE "relatorios_exportacoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "relatorios_exportacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"formato" varchar(10) NOT NULL,
	"filtros" jsonb NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "relatorios_exportacoes" ADD CONSTRAINT "relatorios_exportacoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "relatorios_exportacoes_usuario_idx" ON "relatorios_exportacoes" USING btree ("usuario_id","data_criacao");