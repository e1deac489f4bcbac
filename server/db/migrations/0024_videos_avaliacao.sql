CREATE TABLE "videos_avaliacao" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "videos_avaliacao_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sala_video_id" integer NOT NULL,
	"proposta_adesao_id" integer NOT NULL,
	"status" text NOT NULL,
	"chave_armazenamento" text,
	"tipo_conteudo" text,
	"tamanho_bytes" integer,
	"enfermeiro_id" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_gravacao" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "salas_video" ADD COLUMN "data_encerramento" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos_avaliacao" ADD CONSTRAINT "videos_avaliacao_sala_video_id_salas_video_id_fk" FOREIGN KEY ("sala_video_id") REFERENCES "public"."salas_video"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos_avaliacao" ADD CONSTRAINT "videos_avaliacao_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos_avaliacao" ADD CONSTRAINT "videos_avaliacao_enfermeiro_id_usuarios_id_fk" FOREIGN KEY ("enfermeiro_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_avaliacao_proposta_idx" ON "videos_avaliacao" USING btree ("proposta_adesao_id");--> statement-breakpoint
CREATE INDEX "videos_avaliacao_sala_idx" ON "videos_avaliacao" USING btree ("sala_video_id");