CREATE TABLE "mensagens_enviadas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mensagens_enviadas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"canal" varchar(10) NOT NULL,
	"destinatario" varchar(254) NOT NULL,
	"assunto" varchar(300),
	"texto" text NOT NULL,
	"modelo" varchar(60),
	"chave" varchar(300),
	"data_envio" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mensagens_enviadas_canal_valido" CHECK ("mensagens_enviadas"."canal" in ('email', 'sms'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mensagens_enviadas_chave_uidx" ON "mensagens_enviadas" USING btree ("chave");