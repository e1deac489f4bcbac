ALTER TABLE "perguntas_declaracao_saude" ADD COLUMN "dado_saude" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "respostas_declaracao_saude" ADD COLUMN "pergunta_id" integer;--> statement-breakpoint
ALTER TABLE "respostas_declaracao_saude" ADD CONSTRAINT "respostas_declaracao_saude_pergunta_id_perguntas_declaracao_saude_id_fk" FOREIGN KEY ("pergunta_id") REFERENCES "public"."perguntas_declaracao_saude"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Answers given before the link: matched to their question by declaration, step and the text
-- they copied. Whatever does not match stays null and is read as health data (fail closed);
-- every existing question starts as health data until the health manager says otherwise.
UPDATE "respostas_declaracao_saude" r SET "pergunta_id" = (
  SELECT min(p."id") FROM "perguntas_declaracao_saude" p
  WHERE p."declaracao_saude_id" = r."declaracao_saude_id"
    AND p."etapa_id" = r."etapa_id"
    AND p."texto" = r."pergunta_registrada"
) WHERE r."pergunta_id" IS NULL;
