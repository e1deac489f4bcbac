CREATE TABLE "colunas_usuario" (
	"usuario_id" integer NOT NULL,
	"area" varchar(40) NOT NULL,
	"chave" varchar(160) NOT NULL,
	"ocultas" jsonb NOT NULL,
	"ordem" jsonb,
	"alterada_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colunas_usuario_usuario_id_area_chave_pk" PRIMARY KEY("usuario_id","area","chave")
);
--> statement-breakpoint
CREATE TABLE "visoes_salvas" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"area" varchar(40) NOT NULL,
	"lista" varchar(120) NOT NULL,
	"nome" varchar(60) NOT NULL,
	"compartilhada" boolean DEFAULT false NOT NULL,
	"estado" jsonb NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"alterada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "colunas_usuario" ADD CONSTRAINT "colunas_usuario_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visoes_salvas" ADD CONSTRAINT "visoes_salvas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visoes_salvas_nome_unico" ON "visoes_salvas" USING btree ("usuario_id","area","lista","nome");--> statement-breakpoint
CREATE INDEX "visoes_salvas_area" ON "visoes_salvas" USING btree ("area","compartilhada");