CREATE TABLE "acessos_dados_sensiveis" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acessos_dados_sensiveis_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer,
	"usuario" varchar(150) NOT NULL,
	"proposta_adesao_id" integer,
	"acao" varchar(60) NOT NULL,
	"recurso_id" integer,
	"ip" varchar(60),
	"data_acesso" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arquivos_armazenados" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arquivos_armazenados_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"conteudo" "bytea" NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documentos_anexos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documentos_anexos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposta_adesao_id" integer NOT NULL,
	"tipo_documento_id" smallint NOT NULL,
	"nome_arquivo" varchar(200) NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"tamanho" integer NOT NULL,
	"chave_armazenamento" varchar(200),
	"usuario_id" integer,
	"usuario" varchar(150) NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"excluido_por_id" integer,
	"excluido_por" varchar(150),
	"data_exclusao" timestamp with time zone,
	CONSTRAINT "documentos_anexos_tamanho_positivo" CHECK ("documentos_anexos"."tamanho" > 0),
	CONSTRAINT "documentos_anexos_exclusao_coerente" CHECK (("documentos_anexos"."data_exclusao" is null and "documentos_anexos"."chave_armazenamento" is not null) or ("documentos_anexos"."data_exclusao" is not null and "documentos_anexos"."excluido_por" is not null))
);
--> statement-breakpoint
CREATE TABLE "selfies_beneficiarios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "selfies_beneficiarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposta_adesao_id" integer NOT NULL,
	"content_type" varchar(60) NOT NULL,
	"chave_armazenamento" varchar(200),
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"excluido_por_id" integer,
	"excluido_por" varchar(150),
	"data_exclusao" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "acessos_dados_sensiveis" ADD CONSTRAINT "acessos_dados_sensiveis_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acessos_dados_sensiveis" ADD CONSTRAINT "acessos_dados_sensiveis_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_anexos" ADD CONSTRAINT "documentos_anexos_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_anexos" ADD CONSTRAINT "documentos_anexos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_anexos" ADD CONSTRAINT "documentos_anexos_excluido_por_id_usuarios_id_fk" FOREIGN KEY ("excluido_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selfies_beneficiarios" ADD CONSTRAINT "selfies_beneficiarios_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selfies_beneficiarios" ADD CONSTRAINT "selfies_beneficiarios_excluido_por_id_usuarios_id_fk" FOREIGN KEY ("excluido_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acessos_dados_sensiveis_proposta_idx" ON "acessos_dados_sensiveis" USING btree ("proposta_adesao_id","data_acesso");--> statement-breakpoint
CREATE INDEX "documentos_anexos_proposta_idx" ON "documentos_anexos" USING btree ("proposta_adesao_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "selfies_beneficiarios_viva_uq" ON "selfies_beneficiarios" USING btree ("proposta_adesao_id") WHERE "selfies_beneficiarios"."data_exclusao" is null;