CREATE SEQUENCE "public"."propostas_pme_numero_contrato_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 700000 CACHE 1;--> statement-breakpoint
CREATE TABLE "complementos_integracao_erp" (
	"proposta_adesao_id" integer PRIMARY KEY NOT NULL,
	"complemento" jsonb NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_por_id" integer
);
--> statement-breakpoint
CREATE TABLE "contratos_pme" (
	"codigo_unidade" integer PRIMARY KEY NOT NULL,
	"arquivo" "bytea" NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_por_id" integer
);
--> statement-breakpoint
CREATE TABLE "propostas_pme" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "propostas_pme_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"numero_contrato" integer DEFAULT nextval('propostas_pme_numero_contrato_seq') NOT NULL,
	"situacao" smallint DEFAULT 0 NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	"matricula" varchar(30),
	"codigo_campanha_erp" integer,
	"codigo_unidade" integer NOT NULL,
	"corretor_id" integer,
	"concessionaria_id" integer,
	"cnpj" varchar(14) NOT NULL,
	"razao_social" varchar(150) NOT NULL,
	"nome_fantasia" varchar(150) NOT NULL,
	"nome_fantasia_abreviado" varchar(50) NOT NULL,
	"cod_atividade_economica" integer,
	"classificacao_tributaria" smallint NOT NULL,
	"inscricao_estadual" varchar(20),
	"inscricao_municipal" varchar(20),
	"codigo_tipo_sociedade" smallint NOT NULL,
	"situacao_cadastral" smallint NOT NULL,
	"data_fundacao" date,
	"numero_carteira" varchar(20),
	"vencimento_mensalidade" smallint NOT NULL,
	"representante_legal" jsonb NOT NULL,
	"enderecos" jsonb NOT NULL,
	"contatos" jsonb NOT NULL,
	"complemento_erp" jsonb,
	"protocolo_erp" varchar(60),
	"situacao_erp" varchar(30),
	"protocolos_titulares" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"motivo_cancelamento" varchar(500),
	CONSTRAINT "propostas_pme_situacao_valida" CHECK ("propostas_pme"."situacao" in (0, 1, 2, 3, 4, 5, 8, 99))
);
--> statement-breakpoint
CREATE TABLE "propostas_pme_beneficiarios" (
	"proposta_pme_id" integer NOT NULL,
	"proposta_adesao_id" integer NOT NULL,
	CONSTRAINT "propostas_pme_beneficiarios_proposta_pme_id_proposta_adesao_id_pk" PRIMARY KEY("proposta_pme_id","proposta_adesao_id")
);
--> statement-breakpoint
ALTER TABLE "complementos_integracao_erp" ADD CONSTRAINT "complementos_integracao_erp_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complementos_integracao_erp" ADD CONSTRAINT "complementos_integracao_erp_atualizado_por_id_usuarios_id_fk" FOREIGN KEY ("atualizado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_pme" ADD CONSTRAINT "contratos_pme_codigo_unidade_unidades_codigo_unidade_fk" FOREIGN KEY ("codigo_unidade") REFERENCES "public"."unidades"("codigo_unidade") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contratos_pme" ADD CONSTRAINT "contratos_pme_atualizado_por_id_usuarios_id_fk" FOREIGN KEY ("atualizado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_pme" ADD CONSTRAINT "propostas_pme_codigo_unidade_unidades_codigo_unidade_fk" FOREIGN KEY ("codigo_unidade") REFERENCES "public"."unidades"("codigo_unidade") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_pme" ADD CONSTRAINT "propostas_pme_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_pme" ADD CONSTRAINT "propostas_pme_concessionaria_id_concessionarias_id_fk" FOREIGN KEY ("concessionaria_id") REFERENCES "public"."concessionarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_pme_beneficiarios" ADD CONSTRAINT "propostas_pme_beneficiarios_proposta_pme_id_propostas_pme_id_fk" FOREIGN KEY ("proposta_pme_id") REFERENCES "public"."propostas_pme"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_pme_beneficiarios" ADD CONSTRAINT "propostas_pme_beneficiarios_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "propostas_pme_numero_contrato_key" ON "propostas_pme" USING btree ("numero_contrato");--> statement-breakpoint
CREATE INDEX "propostas_pme_situacao_idx" ON "propostas_pme" USING btree ("situacao","id");--> statement-breakpoint
CREATE UNIQUE INDEX "propostas_pme_beneficiarios_adesao_key" ON "propostas_pme_beneficiarios" USING btree ("proposta_adesao_id");