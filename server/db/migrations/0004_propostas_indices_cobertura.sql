DROP INDEX "propostas_adesao_numero_contrato_idx";--> statement-breakpoint
DROP INDEX "propostas_adesao_situacao_idx";--> statement-breakpoint
DROP INDEX "propostas_adesao_tipo_situacao_idx";--> statement-breakpoint
DROP INDEX "propostas_adesao_unidade_idx";--> statement-breakpoint
DROP INDEX "propostas_adesao_concessionaria_idx";--> statement-breakpoint
DROP INDEX "propostas_adesao_corretor_idx";--> statement-breakpoint
DROP INDEX "propostas_adesao_data_criacao_idx";--> statement-breakpoint
DROP INDEX "propostas_adesao_data_alteracao_situacao_idx";--> statement-breakpoint
DROP INDEX "propostas_adesao_data_contrato_idx";--> statement-breakpoint
CREATE INDEX "propostas_adesao_marcada_idx" ON "propostas_adesao" USING btree ("marcada","situacao_proposta_adesao_id","numero_contrato" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "propostas_adesao_avaliacao_concluida_idx" ON "propostas_adesao" USING btree ("avaliacao_saude_concluida","situacao_proposta_adesao_id","numero_contrato" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "propostas_adesao_numero_contrato_idx" ON "propostas_adesao" USING btree ("numero_contrato" DESC NULLS LAST,"id" DESC NULLS LAST,"situacao_proposta_adesao_id","tipo","data_criacao","concessionaria_id","codigo_unidade");--> statement-breakpoint
CREATE INDEX "propostas_adesao_situacao_idx" ON "propostas_adesao" USING btree ("situacao_proposta_adesao_id","numero_contrato" DESC NULLS LAST,"id" DESC NULLS LAST,"tipo","data_criacao","concessionaria_id","codigo_unidade");--> statement-breakpoint
CREATE INDEX "propostas_adesao_tipo_situacao_idx" ON "propostas_adesao" USING btree ("tipo","situacao_proposta_adesao_id","numero_contrato" DESC NULLS LAST,"id" DESC NULLS LAST,"data_criacao","concessionaria_id","codigo_unidade");--> statement-breakpoint
CREATE INDEX "propostas_adesao_unidade_idx" ON "propostas_adesao" USING btree ("codigo_unidade","situacao_proposta_adesao_id","numero_contrato" DESC NULLS LAST,"id" DESC NULLS LAST,"tipo","data_criacao");--> statement-breakpoint
CREATE INDEX "propostas_adesao_concessionaria_idx" ON "propostas_adesao" USING btree ("concessionaria_id","numero_contrato" DESC NULLS LAST,"id" DESC NULLS LAST,"situacao_proposta_adesao_id","tipo","data_criacao");--> statement-breakpoint
CREATE INDEX "propostas_adesao_corretor_idx" ON "propostas_adesao" USING btree ("corretor_id","numero_contrato" DESC NULLS LAST,"id" DESC NULLS LAST,"situacao_proposta_adesao_id","tipo","data_criacao");--> statement-breakpoint
CREATE INDEX "propostas_adesao_data_criacao_idx" ON "propostas_adesao" USING btree ("data_criacao","numero_contrato","id","situacao_proposta_adesao_id","tipo","concessionaria_id","codigo_unidade");--> statement-breakpoint
CREATE INDEX "propostas_adesao_data_alteracao_situacao_idx" ON "propostas_adesao" USING btree ("data_alteracao_situacao","numero_contrato","id","situacao_proposta_adesao_id","tipo","concessionaria_id");--> statement-breakpoint
CREATE INDEX "propostas_adesao_data_contrato_idx" ON "propostas_adesao" USING btree ("data_contrato","numero_contrato","id","situacao_proposta_adesao_id","tipo","concessionaria_id") WHERE "propostas_adesao"."data_contrato" is not null;