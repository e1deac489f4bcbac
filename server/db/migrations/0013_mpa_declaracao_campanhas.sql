CREATE TABLE "declaracoes_saude" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "declaracoes_saude_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"titulo" varchar(150) NOT NULL,
	"ativo" boolean DEFAULT false NOT NULL,
	"cpt" text NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perguntas_declaracao_saude" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "perguntas_declaracao_saude_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"declaracao_saude_id" integer NOT NULL,
	"etapa_id" smallint NOT NULL,
	"ordem" smallint NOT NULL,
	"texto" text NOT NULL,
	"pede_detalhamento" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aceites_termo_intencao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aceites_termo_intencao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposta_adesao_id" integer NOT NULL,
	"link_id" integer,
	"versao_termo" varchar(20) NOT NULL,
	"ip" varchar(45) NOT NULL,
	"user_agent" varchar(300),
	"data_aceite" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessoes_proponente" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessoes_proponente_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" char(64) NOT NULL,
	"link_id" integer NOT NULL,
	"proposta_adesao_id" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campanhas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campanhas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" varchar(150) NOT NULL,
	"alvo_id" varchar(60) NOT NULL,
	"processo_id" varchar(60) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_por_id" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "respostas_campanhas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "respostas_campanhas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campanha_id" integer NOT NULL,
	"processo_id" varchar(60) NOT NULL,
	"identificador_usuario" varchar(60) NOT NULL,
	"valor" varchar(1) NOT NULL,
	"comentario" text,
	"alvo_id" varchar(60) NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "perguntas_declaracao_saude" ADD CONSTRAINT "perguntas_declaracao_saude_declaracao_saude_id_declaracoes_saude_id_fk" FOREIGN KEY ("declaracao_saude_id") REFERENCES "public"."declaracoes_saude"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceites_termo_intencao" ADD CONSTRAINT "aceites_termo_intencao_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceites_termo_intencao" ADD CONSTRAINT "aceites_termo_intencao_link_id_links_proponente_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links_proponente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes_proponente" ADD CONSTRAINT "sessoes_proponente_link_id_links_proponente_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links_proponente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessoes_proponente" ADD CONSTRAINT "sessoes_proponente_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campanhas" ADD CONSTRAINT "campanhas_criado_por_id_usuarios_id_fk" FOREIGN KEY ("criado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "respostas_campanhas" ADD CONSTRAINT "respostas_campanhas_campanha_id_campanhas_id_fk" FOREIGN KEY ("campanha_id") REFERENCES "public"."campanhas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "perguntas_declaracao_saude_ordem_key" ON "perguntas_declaracao_saude" USING btree ("declaracao_saude_id","etapa_id","ordem");--> statement-breakpoint
CREATE INDEX "aceites_termo_intencao_proposta_idx" ON "aceites_termo_intencao" USING btree ("proposta_adesao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessoes_proponente_token_hash_key" ON "sessoes_proponente" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "campanhas_alvo_processo_idx" ON "campanhas" USING btree ("alvo_id","processo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "respostas_campanhas_usuario_key" ON "respostas_campanhas" USING btree ("campanha_id","identificador_usuario");