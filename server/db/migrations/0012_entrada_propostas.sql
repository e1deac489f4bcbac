CREATE TABLE "planos_saude" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planos_saude_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" varchar(120) NOT NULL,
	"registro_ans" varchar(20) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rascunhos_entrada" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rascunhos_entrada_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"tipo" smallint NOT NULL,
	"dados" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"passo" smallint DEFAULT 0 NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "cep" varchar(8);--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "logradouro" varchar(150);--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "numero" varchar(10);--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "complemento" varchar(60);--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "bairro" varchar(80);--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "cidade" varchar(80);--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "plano_saude_id" integer;--> statement-breakpoint
ALTER TABLE "rascunhos_entrada" ADD CONSTRAINT "rascunhos_entrada_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rascunhos_entrada_usuario_idx" ON "rascunhos_entrada" USING btree ("usuario_id","tipo","data_atualizacao");--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD CONSTRAINT "propostas_adesao_plano_saude_id_planos_saude_id_fk" FOREIGN KEY ("plano_saude_id") REFERENCES "public"."planos_saude"("id") ON DELETE no action ON UPDATE no action;