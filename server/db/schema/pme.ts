import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { atualizacao } from './autoria';
import { bytea, dataAtualizacao, dataCriacao, versao } from './columns';
import { concessionarias, corretores } from './partners';
import { propostasAdesao } from './propostas';
import { unidades } from './reference';

/** PME contract numbers have their own sequence, far from the individual ones (100000+). */
export const numeroContratoPmeSeq = pgSequence('propostas_pme_numero_contrato_seq', {
  startWith: 700000,
});

export interface RepresentanteLegalPme {
  cpf: string;
  nome: string;
  email: string;
  telefone: string;
  cargo: string;
  dataNascimento: string;
  enderecoCep: string;
  enderecoLogradouro: string;
  enderecoNumero: string;
  enderecoBairro: string;
  enderecoMunicipio: string;
  enderecoUf: string;
  enderecoComplemento: string | null;
}

export interface EnderecoPme {
  id: number;
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  municipio: string;
  uf: string;
  telefoneEmpresa: string | null;
  telefoneFax: string | null;
  telefoneCelular: string | null;
  telefoneCobranca: string | null;
  indEnderecoLocalizacao: 'S' | 'N';
  indEnderecoCorrespondencia: 'S' | 'N';
}

export interface ContatoPme {
  id: number;
  telefone: string | null;
  nome: string;
  cargo: string;
  email: string | null;
  emailParaFaturamento: boolean;
}

export interface ComplementoErpPme {
  codigoCampanha: number | null;
  codigoGrupoCarencia: string;
  codigoTipoCobranca: number;
  tipoVenda: number;
  indComissionarProposta: boolean;
  indReteveAtoVenda: boolean;
  codMotivoNaoComissionar: number;
}

/**
 * A small-business (PME) proposal: the company, its legal representative, addresses and
 * contacts, and the contract's status (numeric, document 2 section 3). Addresses and contacts
 * are edited as a whole by the PME form (POST api/propostaPme/alterar) and never queried one by
 * one, so they live as JSON lists with their own ids. The beneficiaries are individual proposals
 * linked through propostas_pme_beneficiarios.
 */
export const propostasPme = pgTable(
  'propostas_pme',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    numeroContrato: integer('numero_contrato')
      .notNull()
      .default(sql`nextval('propostas_pme_numero_contrato_seq')`),
    situacao: smallint('situacao').notNull().default(0),
    versao: versao(),
    dataCriacao: dataCriacao(),
    dataAtualizacao: dataAtualizacao(),
    matricula: varchar('matricula', { length: 30 }),
    codigoCampanhaErp: integer('codigo_campanha_erp'),
    codigoUnidade: integer('codigo_unidade')
      .notNull()
      .references(() => unidades.codigoUnidade),
    corretorId: integer('corretor_id').references(() => corretores.id),
    concessionariaId: integer('concessionaria_id').references(() => concessionarias.id),

    // The company
    cnpj: varchar('cnpj', { length: 14 }).notNull(),
    razaoSocial: varchar('razao_social', { length: 150 }).notNull(),
    nomeFantasia: varchar('nome_fantasia', { length: 150 }).notNull(),
    nomeFantasiaAbreviado: varchar('nome_fantasia_abreviado', { length: 50 }).notNull(),
    codAtividadeEconomica: integer('cod_atividade_economica'),
    classificacaoTributaria: smallint('classificacao_tributaria').notNull(),
    inscricaoEstadual: varchar('inscricao_estadual', { length: 20 }),
    inscricaoMunicipal: varchar('inscricao_municipal', { length: 20 }),
    codigoTipoSociedade: smallint('codigo_tipo_sociedade').notNull(),
    situacaoCadastral: smallint('situacao_cadastral').notNull(),
    dataFundacao: date('data_fundacao', { mode: 'string' }),
    numeroCarteira: varchar('numero_carteira', { length: 20 }),
    vencimentoMensalidade: smallint('vencimento_mensalidade').notNull(),
    representanteLegal: jsonb('representante_legal').$type<RepresentanteLegalPme>().notNull(),
    enderecos: jsonb('enderecos').$type<EnderecoPme[]>().notNull(),
    contatos: jsonb('contatos').$type<ContatoPme[]>().notNull(),

    // ERP
    complementoErp: jsonb('complemento_erp').$type<ComplementoErpPme>(),
    protocoloErp: varchar('protocolo_erp', { length: 60 }),
    situacaoErp: varchar('situacao_erp', { length: 30 }),
    /** The holders' family contracts sent to the ERP: holder id and the ERP's protocol. */
    protocolosTitulares: jsonb('protocolos_titulares')
      .$type<{ titularId: number; protocolo: string }[]>()
      .notNull()
      .default([]),
    motivoCancelamento: varchar('motivo_cancelamento', { length: 500 }),
  },
  (t) => [
    uniqueIndex('propostas_pme_numero_contrato_key').on(t.numeroContrato),
    index('propostas_pme_situacao_idx').on(t.situacao, t.id),
    check('propostas_pme_situacao_valida', sql`${t.situacao} in (0, 1, 2, 3, 4, 5, 8, 99)`),
  ],
);

/** The PME contract's beneficiaries: individual proposals (holders and dependents). */
export const propostasPmeBeneficiarios = pgTable(
  'propostas_pme_beneficiarios',
  {
    propostaPmeId: integer('proposta_pme_id')
      .notNull()
      .references(() => propostasPme.id),
    propostaAdesaoId: integer('proposta_adesao_id')
      .notNull()
      .references(() => propostasAdesao.id),
  },
  (t) => [
    primaryKey({ columns: [t.propostaPmeId, t.propostaAdesaoId] }),
    uniqueIndex('propostas_pme_beneficiarios_adesao_key').on(t.propostaAdesaoId),
  ],
);

/** The PME contract model (a PDF) of one unit, replaced by the managers (pme/contrato-pme). */
export const contratosPme = pgTable('contratos_pme', {
  codigoUnidade: integer('codigo_unidade')
    .primaryKey()
    .references(() => unidades.codigoUnidade),
  arquivo: bytea('arquivo').notNull(),
  ...atualizacao(),
});

/**
 * The ERP complement of an individual proposal (POST api/ComplementoIntegracaoERP), filled in
 * before the integration is requested; the request's outbox message carries it.
 */
export const complementosIntegracaoErp = pgTable('complementos_integracao_erp', {
  propostaAdesaoId: integer('proposta_adesao_id')
    .primaryKey()
    .references(() => propostasAdesao.id),
  complemento: jsonb('complemento').$type<ComplementoErpPme>().notNull(),
  ...atualizacao(),
});
