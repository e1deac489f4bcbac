CREATE TABLE "enderecos_conhecidos" (
	"usuario" varchar(200) NOT NULL,
	"endereco" varchar(60) NOT NULL,
	"ultimo_acesso" timestamp with time zone NOT NULL,
	CONSTRAINT "enderecos_conhecidos_usuario_endereco_pk" PRIMARY KEY("usuario","endereco")
);
