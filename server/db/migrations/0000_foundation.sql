CREATE TABLE "estados" (
	"sigla" char(2) PRIMARY KEY NOT NULL,
	"nome" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unidades" (
	"codigo_unidade" integer PRIMARY KEY NOT NULL,
	"uf" char(2) NOT NULL,
	"nome_unidade" varchar(80) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concessionarias" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "concessionarias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" varchar(150) NOT NULL,
	"cnpj" varchar(14) NOT NULL,
	"email" varchar(120),
	"telefone" varchar(11),
	"codigo_unidade" integer,
	"ativo" boolean DEFAULT true NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corretores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corretores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" varchar(150) NOT NULL,
	"cpf" varchar(11) NOT NULL,
	"email" varchar(120),
	"telefone" varchar(11),
	"concessionaria_id" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_roles" (
	"usuario_id" integer NOT NULL,
	"role" varchar(40) NOT NULL,
	CONSTRAINT "usuario_roles_usuario_id_role_pk" PRIMARY KEY("usuario_id","role")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" varchar(80) NOT NULL,
	"password_hash" varchar(200) NOT NULL,
	"first_name" varchar(80) NOT NULL,
	"last_name" varchar(120) DEFAULT '' NOT NULL,
	"email" varchar(120) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"enfermeiro" boolean DEFAULT false NOT NULL,
	"enfermeiro_externo" boolean DEFAULT false NOT NULL,
	"corretor_id" integer,
	"concessionaria_id" integer,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_alteracao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "concessionarias" ADD CONSTRAINT "concessionarias_codigo_unidade_unidades_codigo_unidade_fk" FOREIGN KEY ("codigo_unidade") REFERENCES "public"."unidades"("codigo_unidade") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corretores" ADD CONSTRAINT "corretores_concessionaria_id_concessionarias_id_fk" FOREIGN KEY ("concessionaria_id") REFERENCES "public"."concessionarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_roles" ADD CONSTRAINT "usuario_roles_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_corretor_id_corretores_id_fk" FOREIGN KEY ("corretor_id") REFERENCES "public"."corretores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_concessionaria_id_concessionarias_id_fk" FOREIGN KEY ("concessionaria_id") REFERENCES "public"."concessionarias"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "concessionarias_cnpj_key" ON "concessionarias" USING btree ("cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "corretores_cpf_key" ON "corretores" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "corretores_concessionaria_idx" ON "corretores" USING btree ("concessionaria_id");--> statement-breakpoint
CREATE INDEX "corretores_nome_idx" ON "corretores" USING btree (lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_username_key" ON "usuarios" USING btree (lower("username"));