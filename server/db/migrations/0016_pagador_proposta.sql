ALTER TABLE "propostas_adesao" ADD COLUMN "pagador_titular" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "pagador_nome" varchar(150);--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "pagador_cpf" varchar(11);--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "pagador_email" varchar(120);--> statement-breakpoint
ALTER TABLE "propostas_adesao" ADD COLUMN "pagador_telefone" varchar(11);