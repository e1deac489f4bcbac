CREATE TABLE "aditivos_contrato" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aditivos_contrato_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" varchar(150) NOT NULL,
	"descricao" varchar(1000),
	"plano_saude_id" integer NOT NULL,
	"vigencia_inicio" date NOT NULL,
	"vigencia_fim" date,
	"ativo" boolean DEFAULT true NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"arquivo_chave" varchar(80),
	"arquivo_nome" varchar(200),
	"arquivo_tamanho" integer,
	"arquivo_enviado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tabelas_venda_pdf" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tabelas_venda_pdf_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo_unidade" integer NOT NULL,
	"plano_saude_id" integer NOT NULL,
	"vigencia_inicio" date NOT NULL,
	"vigencia_fim" date,
	"ativo" boolean DEFAULT true NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"arquivo_chave" varchar(80),
	"arquivo_nome" varchar(200),
	"arquivo_tamanho" integer,
	"arquivo_enviado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "planos_saude" ADD COLUMN "acomodacao" varchar(20);--> statement-breakpoint
ALTER TABLE "planos_saude" ADD COLUMN "abrangencia" varchar(20);--> statement-breakpoint
ALTER TABLE "planos_saude" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "planos_saude" ADD COLUMN "arquivo_chave" varchar(80);--> statement-breakpoint
ALTER TABLE "planos_saude" ADD COLUMN "arquivo_nome" varchar(200);--> statement-breakpoint
ALTER TABLE "planos_saude" ADD COLUMN "arquivo_tamanho" integer;--> statement-breakpoint
ALTER TABLE "planos_saude" ADD COLUMN "arquivo_enviado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "pagador_titular" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "pagador_nome" varchar(150);--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "pagador_cpf" varchar(11);--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "pagador_email" varchar(120);--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "pagador_telefone" varchar(11);--> statement-breakpoint
ALTER TABLE "aditivos_contrato" ADD CONSTRAINT "aditivos_contrato_plano_saude_id_planos_saude_id_fk" FOREIGN KEY ("plano_saude_id") REFERENCES "public"."planos_saude"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabelas_venda_pdf" ADD CONSTRAINT "tabelas_venda_pdf_codigo_unidade_unidades_codigo_unidade_fk" FOREIGN KEY ("codigo_unidade") REFERENCES "public"."unidades"("codigo_unidade") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tabelas_venda_pdf" ADD CONSTRAINT "tabelas_venda_pdf_plano_saude_id_planos_saude_id_fk" FOREIGN KEY ("plano_saude_id") REFERENCES "public"."planos_saude"("id") ON DELETE no action ON UPDATE no action;