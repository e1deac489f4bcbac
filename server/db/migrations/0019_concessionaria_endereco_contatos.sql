ALTER TABLE "concessionarias" ADD COLUMN "cep" varchar(8);--> statement-breakpoint
ALTER TABLE "concessionarias" ADD COLUMN "logradouro" varchar(150);--> statement-breakpoint
ALTER TABLE "concessionarias" ADD COLUMN "numero" varchar(10);--> statement-breakpoint
ALTER TABLE "concessionarias" ADD COLUMN "complemento" varchar(60);--> statement-breakpoint
ALTER TABLE "concessionarias" ADD COLUMN "bairro" varchar(80);--> statement-breakpoint
ALTER TABLE "concessionarias" ADD COLUMN "cidade" varchar(80);--> statement-breakpoint
ALTER TABLE "concessionarias" ADD COLUMN "uf" varchar(2);--> statement-breakpoint
ALTER TABLE "concessionarias" ADD COLUMN "contatos" jsonb DEFAULT '[]'::jsonb NOT NULL;