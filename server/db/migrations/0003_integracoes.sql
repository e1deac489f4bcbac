CREATE TABLE "assinaturas_contratos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assinaturas_contratos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tipo" smallint NOT NULL,
	"referencia_id" integer NOT NULL,
	"envelope_id" varchar(100) NOT NULL,
	"situacao" varchar(30) NOT NULL,
	"signatarios" jsonb NOT NULL,
	"outbox_id" bigint,
	"data_envio" timestamp with time zone DEFAULT now() NOT NULL,
	"data_conclusao" timestamp with time zone,
	"arquivo_assinado" "bytea",
	"arquivo_nome" varchar(200),
	"arquivo_tipo" varchar(100),
	"arquivo_sha256" varchar(64),
	CONSTRAINT "assinaturas_contratos_tipo_valido" CHECK ("assinaturas_contratos"."tipo" in (1, 2)),
	CONSTRAINT "assinaturas_contratos_situacao_valida" CHECK ("assinaturas_contratos"."situacao" in ('aguardando_assinaturas', 'concluido', 'cancelado'))
);
--> statement-breakpoint
CREATE TABLE "integracoes_erp_propostas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integracoes_erp_propostas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"proposta_adesao_id" integer NOT NULL,
	"numero_contrato" integer NOT NULL,
	"protocolo" varchar(60) NOT NULL,
	"situacao" varchar(30) NOT NULL,
	"matricula" varchar(30),
	"pendencias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"motivos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"complemento" jsonb NOT NULL,
	"outbox_id" bigint,
	"data_envio" timestamp with time zone DEFAULT now() NOT NULL,
	"data_resposta" timestamp with time zone,
	CONSTRAINT "integracoes_erp_propostas_situacao_valida" CHECK ("integracoes_erp_propostas"."situacao" in ('em_processamento', 'integrada', 'integrada_com_pendencias', 'recusada'))
);
--> statement-breakpoint
ALTER TABLE "comunicacoes_propostas_adesao" DROP CONSTRAINT "comunicacoes_propostas_adesao_status_valido";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_status_valido";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_token" varchar(36);--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "integracoes_erp_propostas" ADD CONSTRAINT "integracoes_erp_propostas_proposta_adesao_id_propostas_adesao_id_fk" FOREIGN KEY ("proposta_adesao_id") REFERENCES "public"."propostas_adesao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assinaturas_contratos_envelope_key" ON "assinaturas_contratos" USING btree ("envelope_id");--> statement-breakpoint
CREATE INDEX "assinaturas_contratos_referencia_idx" ON "assinaturas_contratos" USING btree ("tipo","referencia_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "integracoes_erp_propostas_protocolo_key" ON "integracoes_erp_propostas" USING btree ("protocolo");--> statement-breakpoint
CREATE INDEX "integracoes_erp_propostas_proposta_idx" ON "integracoes_erp_propostas" USING btree ("proposta_adesao_id","id");--> statement-breakpoint
CREATE INDEX "outbox_processing_idx" ON "outbox" USING btree ("locked_until") WHERE "outbox"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "comunicacoes_propostas_adesao" ADD CONSTRAINT "comunicacoes_propostas_adesao_status_valido" CHECK ("comunicacoes_propostas_adesao"."status" in ('pendente', 'enviado', 'falhou', 'nao_enviado'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_valido" CHECK ("outbox"."status" in ('pending', 'processing', 'delivered', 'dead', 'skipped'));