CREATE TABLE "links_curtos" (
	"codigo" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"proposta_adesao_id" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salas_video" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salas_video_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposta_adesao_id" integer NOT NULL,
	"token_beneficiario" text NOT NULL,
	"enfermeiro_id" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salas_video_token_beneficiario_unique" UNIQUE("token_beneficiario")
);
--> statement-breakpoint
ALTER TABLE "declaracoes_saude" ADD COLUMN "possui_cpt" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "declaracoes_saude" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "perguntas_declaracao_saude" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "links_curtos" ADD CONSTRAINT "links_curtos_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salas_video" ADD CONSTRAINT "salas_video_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salas_video" ADD CONSTRAINT "salas_video_enfermeiro_id_usuarios_id_fk" FOREIGN KEY ("enfermeiro_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;