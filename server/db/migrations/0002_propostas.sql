CREATE SEQUENCE "public"."propostas_adesao_numero_contrato_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1;--> statement-breakpoint
CREATE TABLE "proposta_adesao_contatos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "proposta_adesao_contatos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposta_adesao_id" integer NOT NULL,
	"telefone" varchar(11) NOT NULL,
	"ordem" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "propostas_adesao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "propostas_adesao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"numero_contrato" integer DEFAULT nextval('propostas_adesao_numero_contrato_seq') NOT NULL,
	"tipo" smallint NOT NULL,
	"situacao_proposta_adesao_id" smallint,
	"situacao_anterior_id" smallint,
	"inativa" boolean DEFAULT false NOT NULL,
	"possui_pendencia" boolean DEFAULT false NOT NULL,
	"marcada" boolean DEFAULT false NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"nome" varchar(150) NOT NULL,
	"nome_social" varchar(150),
	"cpf" varchar(11) NOT NULL,
	"data_nascimento" date NOT NULL,
	"nome_mae" varchar(150),
	"cartao_nacional_saude" varchar(15),
	"estado_civil_id" smallint,
	"sexo_id" smallint,
	"email" varchar(120),
	"uf" char(2),
	"protocolo" varchar(30),
	"token_acesso" uuid DEFAULT gen_random_uuid() NOT NULL,
	"advindo_outra_operadora" boolean DEFAULT false NOT NULL,
	"data_aproveitamento_carencia" date,
	"operadora_origem_aproveitamento_carencia" varchar(150),
	"tempo_permanencia_operadora_meses" smallint,
	"proposta_titular_id" integer,
	"grau_parentesco_id" smallint,
	"cargo" varchar(30),
	"data_admissao" date,
	"telefone_comercial" varchar(11),
	"ramal_comercial" varchar(10),
	"codigo_unidade" integer NOT NULL,
	"corretor_id" integer,
	"concessionaria_id" integer,
	"concessionaria_repasse_id" integer,
	"dia_vencimento" smallint,
	"matricula_erp" varchar(30),
	"criado_por_id" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao_situacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_contrato" timestamp with time zone,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL,
	"aceite_termo_em" timestamp with time zone,
	"aprovacao_avaliacao_saude_em" timestamp with time zone,
	"aprovacao_avaliacao_saude_por_id" integer,
	"aprovacao_documentacao_em" timestamp with time zone,
	"aprovacao_documentacao_por_id" integer,
	"liberacao_idade_em" timestamp with time zone,
	"liberacao_idade_por_id" integer,
	"possui_resposta_declaracao_saude" boolean DEFAULT false NOT NULL,
	"respondeu_pec_fast" boolean DEFAULT false NOT NULL,
	"avaliacao_saude_concluida" boolean DEFAULT false NOT NULL,
	"enfermeiro_responsavel_id" integer,
	"divergencias_rf" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "propostas_adesao_versao_positiva" CHECK ("propostas_adesao"."versao" > 0),
	CONSTRAINT "propostas_adesao_tipo_valido" CHECK ("propostas_adesao"."tipo" between 0 and 4),
	CONSTRAINT "propostas_adesao_situacao_valida" CHECK ("propostas_adesao"."situacao_proposta_adesao_id" is null or "propostas_adesao"."situacao_proposta_adesao_id" between 1 and 15),
	CONSTRAINT "propostas_adesao_dia_vencimento_valido" CHECK ("propostas_adesao"."dia_vencimento" is null or "propostas_adesao"."dia_vencimento" in (10, 20, 30))
);
--> statement-breakpoint
CREATE TABLE "historico_propostas_adesao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "historico_propostas_adesao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"proposta_adesao_id" integer NOT NULL,
	"chave" varchar(60) NOT NULL,
	"descricao" varchar(1200) NOT NULL,
	"descricao_pendencia" varchar(1200),
	"situacao_anterior_id" smallint,
	"situacao_nova_id" smallint,
	"autor_id" integer,
	"autor" varchar(150) NOT NULL,
	"data_transicao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "observacoes_propostas_adesao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "observacoes_propostas_adesao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposta_adesao_id" integer NOT NULL,
	"tipo_observacao_id" smallint NOT NULL,
	"observacao" varchar(1000) NOT NULL,
	"resolvido" boolean NOT NULL,
	"setor_responsavel" smallint,
	"situacao_proposta_adesao_id" smallint,
	"usuario_id" integer,
	"usuario" varchar(150) NOT NULL,
	"user_name" varchar(80) NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resolucoes_pendencias" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "resolucoes_pendencias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"observacao_proposta_adesao_id" integer NOT NULL,
	"resolucao" varchar(1000) NOT NULL,
	"usuario_id" integer,
	"usuario" varchar(150) NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anotacoes_enfermagem" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "anotacoes_enfermagem_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposta_adesao_id" integer NOT NULL,
	"texto" varchar(1000) NOT NULL,
	"usuario_id" integer,
	"usuario" varchar(150) NOT NULL,
	"user_name" varchar(80) NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avaliacoes_pec_fast" (
	"proposta_adesao_id" integer PRIMARY KEY NOT NULL,
	"respostas_json" jsonb NOT NULL,
	"enfermeiro_id" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "respostas_declaracao_saude" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "respostas_declaracao_saude_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposta_adesao_id" integer NOT NULL,
	"declaracao_saude_id" integer,
	"etapa_id" smallint NOT NULL,
	"ordem" smallint NOT NULL,
	"pergunta_registrada" text NOT NULL,
	"se_aplica" boolean NOT NULL,
	"detalhamento" text,
	"registrado_por_id" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comunicacoes_propostas_adesao" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comunicacoes_propostas_adesao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"proposta_adesao_id" integer NOT NULL,
	"canal" varchar(10) NOT NULL,
	"destino" varchar(150) NOT NULL,
	"modelo" varchar(40) NOT NULL,
	"assunto" varchar(150),
	"conteudo" varchar(1000),
	"link" varchar(500),
	"status" varchar(12) DEFAULT 'pendente' NOT NULL,
	"outbox_id" bigint,
	"usuario_id" integer,
	"usuario" varchar(150) NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_envio" timestamp with time zone,
	"erro" varchar(500),
	CONSTRAINT "comunicacoes_propostas_adesao_status_valido" CHECK ("comunicacoes_propostas_adesao"."status" in ('pendente', 'enviado', 'falhou')),
	CONSTRAINT "comunicacoes_propostas_adesao_canal_valido" CHECK ("comunicacoes_propostas_adesao"."canal" in ('sms', 'email', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"topic" varchar(100) NOT NULL,
	"payload" jsonb NOT NULL,
	"idempotency_key" varchar(200) NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" varchar(2000),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"proposta_id" integer,
	CONSTRAINT "outbox_status_valido" CHECK ("outbox"."status" in ('pending', 'processing', 'delivered', 'dead'))
);
--> statement-breakpoint
ALTER TABLE "proposta_adesao_contatos" ADD CONSTRAINT "proposta_adesao_contatos_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD CONSTRAINT "propostas_adesao_proposta_titular_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_titular_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD CONSTRAINT "propostas_adesao_codigo_unidade_unidades_codigo_unidade_fk" FOREIGN KEY ("codigo_unidade") REFERENCES "public"."unidades"("codigo_unidade") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD CONSTRAINT "propostas_adesao_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD CONSTRAINT "propostas_adesao_concessionaria_id_concessionarias_id_fk" FOREIGN KEY ("concessionaria_id") REFERENCES "public"."concessionarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD CONSTRAINT "propostas_adesao_concessionaria_repasse_id_concessionarias_id_fk" FOREIGN KEY ("concessionaria_repasse_id") REFERENCES "public"."concessionarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD CONSTRAINT "propostas_adesao_criado_por_id_usuarios_id_fk" FOREIGN KEY ("criado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD CONSTRAINT "propostas_adesao_aprovacao_avaliacao_saude_por_id_usuarios_id_fk" FOREIGN KEY ("aprovacao_avaliacao_saude_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD CONSTRAINT "propostas_adesao_aprovacao_documentacao_por_id_usuarios_id_fk" FOREIGN KEY ("aprovacao_documentacao_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD CONSTRAINT "propostas_adesao_liberacao_idade_por_id_usuarios_id_fk" FOREIGN KEY ("liberacao_idade_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD CONSTRAINT "propostas_adesao_enfermeiro_responsavel_id_usuarios_id_fk" FOREIGN KEY ("enfermeiro_responsavel_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_propostas_adesao" ADD CONSTRAINT "historico_propostas_adesao_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_propostas_adesao" ADD CONSTRAINT "historico_propostas_adesao_autor_id_usuarios_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observacoes_propostas_adesao" ADD CONSTRAINT "observacoes_propostas_adesao_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observacoes_propostas_adesao" ADD CONSTRAINT "observacoes_propostas_adesao_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolucoes_pendencias" ADD CONSTRAINT "resolucoes_pendencias_observacao_proposta_adesao_id_observacoes_propostas_adesao_id_fk" FOREIGN KEY ("observacao_proposta_adesao_id") REFERENCES "public"."observacoes_propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolucoes_pendencias" ADD CONSTRAINT "resolucoes_pendencias_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anotacoes_enfermagem" ADD CONSTRAINT "anotacoes_enfermagem_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anotacoes_enfermagem" ADD CONSTRAINT "anotacoes_enfermagem_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes_pec_fast" ADD CONSTRAINT "avaliacoes_pec_fast_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes_pec_fast" ADD CONSTRAINT "avaliacoes_pec_fast_enfermeiro_id_usuarios_id_fk" FOREIGN KEY ("enfermeiro_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respostas_declaracao_saude" ADD CONSTRAINT "respostas_declaracao_saude_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respostas_declaracao_saude" ADD CONSTRAINT "respostas_declaracao_saude_registrado_por_id_usuarios_id_fk" FOREIGN KEY ("registrado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacoes_propostas_adesao" ADD CONSTRAINT "comunicacoes_propostas_adesao_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comunicacoes_propostas_adesao" ADD CONSTRAINT "comunicacoes_propostas_adesao_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposta_adesao_contatos_proposta_idx" ON "proposta_adesao_contatos" USING btree ("proposta_adesao_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "propostas_adesao_numero_contrato_key" ON "propostas_adesao" USING btree ("numero_contrato") WHERE "propostas_adesao"."proposta_titular_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "propostas_adesao_token_acesso_key" ON "propostas_adesao" USING btree ("token_acesso");--> statement-breakpoint
CREATE INDEX "propostas_adesao_numero_contrato_idx" ON "propostas_adesao" USING btree ("numero_contrato" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "propostas_adesao_situacao_idx" ON "propostas_adesao" USING btree ("situacao_proposta_adesao_id","numero_contrato" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "propostas_adesao_tipo_situacao_idx" ON "propostas_adesao" USING btree ("tipo","situacao_proposta_adesao_id","numero_contrato" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "propostas_adesao_unidade_idx" ON "propostas_adesao" USING btree ("codigo_unidade","situacao_proposta_adesao_id","numero_contrato" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "propostas_adesao_concessionaria_idx" ON "propostas_adesao" USING btree ("concessionaria_id","situacao_proposta_adesao_id","numero_contrato" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "propostas_adesao_corretor_idx" ON "propostas_adesao" USING btree ("corretor_id","situacao_proposta_adesao_id","numero_contrato" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "propostas_adesao_data_criacao_idx" ON "propostas_adesao" USING btree ("data_criacao");--> statement-breakpoint
CREATE INDEX "propostas_adesao_data_alteracao_situacao_idx" ON "propostas_adesao" USING btree ("data_alteracao_situacao");--> statement-breakpoint
CREATE INDEX "propostas_adesao_data_contrato_idx" ON "propostas_adesao" USING btree ("data_contrato") WHERE "propostas_adesao"."data_contrato" is not null;--> statement-breakpoint
CREATE INDEX "propostas_adesao_cpf_idx" ON "propostas_adesao" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "propostas_adesao_nome_idx" ON "propostas_adesao" USING btree (lower("nome") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "propostas_adesao_titular_idx" ON "propostas_adesao" USING btree ("proposta_titular_id") WHERE "propostas_adesao"."proposta_titular_id" is not null;--> statement-breakpoint
CREATE INDEX "historico_propostas_adesao_proposta_idx" ON "historico_propostas_adesao" USING btree ("proposta_adesao_id","id");--> statement-breakpoint
CREATE INDEX "observacoes_propostas_adesao_proposta_idx" ON "observacoes_propostas_adesao" USING btree ("proposta_adesao_id","id");--> statement-breakpoint
CREATE INDEX "observacoes_propostas_adesao_abertas_idx" ON "observacoes_propostas_adesao" USING btree ("proposta_adesao_id") WHERE "observacoes_propostas_adesao"."resolvido" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "resolucoes_pendencias_observacao_key" ON "resolucoes_pendencias" USING btree ("observacao_proposta_adesao_id");--> statement-breakpoint
CREATE INDEX "anotacoes_enfermagem_proposta_idx" ON "anotacoes_enfermagem" USING btree ("proposta_adesao_id","id");--> statement-breakpoint
CREATE INDEX "respostas_declaracao_saude_proposta_idx" ON "respostas_declaracao_saude" USING btree ("proposta_adesao_id","etapa_id","ordem");--> statement-breakpoint
CREATE INDEX "comunicacoes_propostas_adesao_proposta_idx" ON "comunicacoes_propostas_adesao" USING btree ("proposta_adesao_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_idempotency_key" ON "outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_proposta_idx" ON "outbox" USING btree ("proposta_id") WHERE "outbox"."proposta_id" is not null;