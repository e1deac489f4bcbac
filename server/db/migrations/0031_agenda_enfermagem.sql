CREATE TABLE "feriados" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feriados_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"data" date NOT NULL,
	"nome" varchar(120) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enfermeiro_excecoes" ADD COLUMN "tipo" varchar(10) DEFAULT 'folga' NOT NULL;--> statement-breakpoint
ALTER TABLE "enfermeiro_excecoes" ADD COLUMN "setor" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "enfermeiro_excecoes" ADD COLUMN "tipo_atendimento" integer;--> statement-breakpoint
ALTER TABLE "enfermeiro_excecoes" ADD COLUMN "cidade_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "feriados_data_key" ON "feriados" USING btree ("data");--> statement-breakpoint
ALTER TABLE "enfermeiro_excecoes" ADD CONSTRAINT "enfermeiro_excecoes_cidade_id_agendamento_cidades_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."agendamento_cidades"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enfermeiro_excecoes" ADD CONSTRAINT "enfermeiro_excecoes_tipo_valido" CHECK ("enfermeiro_excecoes"."tipo" in ('folga', 'extra'));--> statement-breakpoint
ALTER TABLE "enfermeiro_excecoes" ADD CONSTRAINT "enfermeiro_excecoes_extra_completo" CHECK ("enfermeiro_excecoes"."tipo" <> 'extra' or ("enfermeiro_excecoes"."hora_inicio" is not null and "enfermeiro_excecoes"."tipo_atendimento" is not null));--> statement-breakpoint
ALTER TABLE "enfermeiro_excecoes" ADD CONSTRAINT "enfermeiro_excecoes_cidade_presencial" CHECK ("enfermeiro_excecoes"."tipo_atendimento" is null or ("enfermeiro_excecoes"."tipo_atendimento" = 41656) = ("enfermeiro_excecoes"."cidade_id" is not null));