CREATE TABLE "agendamento_cidades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agendamento_cidades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"codigo_unidade" integer NOT NULL,
	"nome" varchar(80) NOT NULL,
	"uf" char(2) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agendamento_setores" (
	"setor" smallint PRIMARY KEY NOT NULL,
	"duracao_minutos" smallint NOT NULL,
	CONSTRAINT "agendamento_setores_duracao" CHECK ("agendamento_setores"."duracao_minutos" between 10 and 240)
);
--> statement-breakpoint
CREATE TABLE "agendamentos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agendamentos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"proposta_adesao_id" integer NOT NULL,
	"profissional_id" integer NOT NULL,
	"setor" smallint DEFAULT 1 NOT NULL,
	"tipo_atendimento" integer NOT NULL,
	"cidade_id" integer,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone NOT NULL,
	"situacao" varchar(12) DEFAULT 'agendado' NOT NULL,
	"agendado_por_id" integer,
	"agendado_por" varchar(150) NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelado_por_id" integer,
	"data_cancelamento" timestamp with time zone,
	CONSTRAINT "agendamentos_situacao_valida" CHECK ("agendamentos"."situacao" in ('agendado', 'reagendado', 'cancelado')),
	CONSTRAINT "agendamentos_periodo_valido" CHECK ("agendamentos"."inicio" < "agendamentos"."fim")
);
--> statement-breakpoint
CREATE TABLE "enfermeiro_excecoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enfermeiro_excecoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"data" date NOT NULL,
	"hora_inicio" time,
	"hora_fim" time,
	"motivo" varchar(200),
	CONSTRAINT "enfermeiro_excecoes_periodo_valido" CHECK (("enfermeiro_excecoes"."hora_inicio" is null and "enfermeiro_excecoes"."hora_fim" is null) or ("enfermeiro_excecoes"."hora_inicio" < "enfermeiro_excecoes"."hora_fim"))
);
--> statement-breakpoint
CREATE TABLE "enfermeiro_horarios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enfermeiro_horarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"usuario_id" integer NOT NULL,
	"setor" smallint DEFAULT 1 NOT NULL,
	"dia_semana" smallint NOT NULL,
	"tipo_atendimento" integer NOT NULL,
	"cidade_id" integer,
	"hora_inicio" time NOT NULL,
	"hora_fim" time NOT NULL,
	CONSTRAINT "enfermeiro_horarios_dia_valido" CHECK ("enfermeiro_horarios"."dia_semana" between 0 and 6),
	CONSTRAINT "enfermeiro_horarios_periodo_valido" CHECK ("enfermeiro_horarios"."hora_inicio" < "enfermeiro_horarios"."hora_fim"),
	CONSTRAINT "enfermeiro_horarios_cidade_presencial" CHECK (("enfermeiro_horarios"."tipo_atendimento" = 41656) = ("enfermeiro_horarios"."cidade_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "agendamento_cidades" ADD CONSTRAINT "agendamento_cidades_codigo_unidade_unidades_codigo_unidade_fk" FOREIGN KEY ("codigo_unidade") REFERENCES "public"."unidades"("codigo_unidade") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_profissional_id_usuarios_id_fk" FOREIGN KEY ("profissional_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_cidade_id_agendamento_cidades_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."agendamento_cidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_agendado_por_id_usuarios_id_fk" FOREIGN KEY ("agendado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agendamentos" ADD CONSTRAINT "agendamentos_cancelado_por_id_usuarios_id_fk" FOREIGN KEY ("cancelado_por_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enfermeiro_excecoes" ADD CONSTRAINT "enfermeiro_excecoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enfermeiro_horarios" ADD CONSTRAINT "enfermeiro_horarios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enfermeiro_horarios" ADD CONSTRAINT "enfermeiro_horarios_cidade_id_agendamento_cidades_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."agendamento_cidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agendamento_cidades_unidade_nome_key" ON "agendamento_cidades" USING btree ("codigo_unidade","nome");--> statement-breakpoint
CREATE UNIQUE INDEX "agendamentos_profissional_inicio_ativo_key" ON "agendamentos" USING btree ("profissional_id","inicio") WHERE "agendamentos"."situacao" = 'agendado';--> statement-breakpoint
CREATE UNIQUE INDEX "agendamentos_proposta_ativo_key" ON "agendamentos" USING btree ("proposta_adesao_id") WHERE "agendamentos"."situacao" = 'agendado';--> statement-breakpoint
CREATE INDEX "agendamentos_proposta_idx" ON "agendamentos" USING btree ("proposta_adesao_id","id");--> statement-breakpoint
CREATE INDEX "enfermeiro_excecoes_data_idx" ON "enfermeiro_excecoes" USING btree ("usuario_id","data");--> statement-breakpoint
CREATE INDEX "enfermeiro_horarios_dia_idx" ON "enfermeiro_horarios" USING btree ("setor","dia_semana","tipo_atendimento");