ALTER TABLE "propostas_adesao" ADD COLUMN "rf_consulta_estado" varchar(20);--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "rf_consultada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "rf_situacao_cadastral" varchar(60);--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD CONSTRAINT "propostas_adesao_rf_consulta_estado_valido" CHECK ("propostas_adesao"."rf_consulta_estado" is null or "propostas_adesao"."rf_consulta_estado" in ('pendente', 'concluida', 'falhou', 'nao_configurada'));