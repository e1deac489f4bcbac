CREATE TABLE "tabelas_preco" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tabelas_preco_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" varchar(120) NOT NULL,
	"plano_saude_id" integer NOT NULL,
	"vigencia_inicio" date NOT NULL,
	"vigencia_fim" date,
	"valor_0_18" numeric(10, 2) NOT NULL,
	"valor_19_23" numeric(10, 2) NOT NULL,
	"valor_24_28" numeric(10, 2) NOT NULL,
	"valor_29_33" numeric(10, 2) NOT NULL,
	"valor_34_38" numeric(10, 2) NOT NULL,
	"valor_39_43" numeric(10, 2) NOT NULL,
	"valor_44_48" numeric(10, 2) NOT NULL,
	"valor_49_53" numeric(10, 2) NOT NULL,
	"valor_54_58" numeric(10, 2) NOT NULL,
	"valor_59_mais" numeric(10, 2) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aceites_termo_intencao" ADD COLUMN "tabela_preco_id" integer;--> statement-breakpoint
ALTER TABLE "aceites_termo_intencao" ADD COLUMN "valor_total_mensal" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "tabelas_preco" ADD CONSTRAINT "tabelas_preco_plano_saude_id_planos_saude_id_fk" FOREIGN KEY ("plano_saude_id") REFERENCES "public"."planos_saude"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tabelas_preco_plano_vigencia" ON "tabelas_preco" USING btree ("plano_saude_id","vigencia_inicio");--> statement-breakpoint
ALTER TABLE "aceites_termo_intencao" ADD CONSTRAINT "aceites_termo_intencao_tabela_preco_id_tabelas_preco_id_fk" FOREIGN KEY ("tabela_preco_id") REFERENCES "public"."tabelas_preco"("id") ON DELETE no action ON UPDATE no action;