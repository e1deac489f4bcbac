import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import type { Faker } from '@faker-js/faker';
import { and, asc, inArray, isNull, like } from 'drizzle-orm';
import { SITUACAO_PME } from '../../../src/domain';
import type { Database } from '../client';
import { corretores, propostasAdesao, propostasPme, propostasPmeBeneficiarios } from '../schema';
import { personName } from './valores-validos';

/**
 * Demo PME proposals: one per contract status, plus a second 'Recebida' one kept for the
 * browser test and one without beneficiaries (the contract buttons stay hidden). Beneficiaries
 * are demo individual proposals (holders with their dependents) linked to the company, taken
 * from the end of the demo set so the individual lists' demo data stays as it was.
 */
export const PME_DEMO = [
  { razaoSocial: 'Padaria Pão Dourado LTDA', situacao: SITUACAO_PME.Recebida, unidade: 9 },
  { razaoSocial: 'Oficina Mecânica Boa Viagem LTDA', situacao: SITUACAO_PME.Recebida, unidade: 11 },
  { razaoSocial: 'Escritório Contábil Alfa ME', situacao: SITUACAO_PME.Recebida, unidade: 1 },
  {
    razaoSocial: 'Construtora Horizonte LTDA',
    situacao: SITUACAO_PME.AguardandoAssinatura,
    unidade: 2,
  },
  {
    razaoSocial: 'Farmácia Vida Plena LTDA',
    situacao: SITUACAO_PME.AssinaturaColetada,
    unidade: 3,
  },
  {
    razaoSocial: 'Transportes Rota Sul LTDA',
    situacao: SITUACAO_PME.IntegracaoPmeSolicitada,
    unidade: 5,
  },
  {
    razaoSocial: 'Clínica Sorriso Odontologia ME',
    situacao: SITUACAO_PME.IntegracaoTitularesPendente,
    unidade: 4,
  },
  {
    razaoSocial: 'Mercado Bom Preço LTDA',
    situacao: SITUACAO_PME.IntegracaoTitularesSolicitada,
    unidade: 8,
  },
  { razaoSocial: 'Gráfica Impressa LTDA', situacao: SITUACAO_PME.IntegracaoConcluida, unidade: 10 },
  { razaoSocial: 'Restaurante Sabor Caseiro ME', situacao: SITUACAO_PME.Cancelada, unidade: 9 },
] as const;

/** The 'Recebida' company with no beneficiary. */
const SEM_BENEFICIARIOS = 'Escritório Contábil Alfa ME';
const HOLDERS_PER_COMPANY = 2;

/** A valid CNPJ from the faker: 12 random digits and the check digits the library accepts. */
function cnpj(faker: Faker): string {
  const base = `${faker.string.numeric(8)}0001`;
  for (let dv = 0; dv < 100; dv++) {
    const candidate = `${base}${String(dv).padStart(2, '0')}`;
    if (isValidCnpj(candidate)) return candidate;
  }
  throw new Error('CNPJ de demonstração inválido');
}

function company(
  faker: Faker,
  demo: (typeof PME_DEMO)[number],
  corretor: { id: number; concessionariaId: number | null } | undefined,
) {
  const fantasia = demo.razaoSocial.replace(/ (LTDA|ME)$/, '');
  const ddd = demo.unidade === 9 ? '11' : '27';
  return {
    situacao: demo.situacao,
    codigoUnidade: demo.unidade,
    // The broker's dealership, as a proposal the broker sends is tied to it.
    corretorId: corretor?.id ?? null,
    concessionariaId: corretor?.concessionariaId ?? null,
    cnpj: cnpj(faker),
    razaoSocial: demo.razaoSocial,
    nomeFantasia: fantasia,
    nomeFantasiaAbreviado: fantasia.slice(0, 50),
    codAtividadeEconomica: faker.number.int({ min: 1000, max: 9999 }),
    classificacaoTributaria: 2,
    inscricaoEstadual: faker.string.numeric(9),
    inscricaoMunicipal: faker.string.numeric(8),
    codigoTipoSociedade: 2,
    situacaoCadastral: 1,
    dataFundacao: '2012-03-15',
    numeroCarteira: faker.string.numeric(6),
    vencimentoMensalidade: 10,
    codigoCampanhaErp: demo.situacao >= SITUACAO_PME.IntegracaoPmeSolicitada ? 101 : null,
    matricula:
      demo.situacao >= SITUACAO_PME.IntegracaoTitularesPendente && demo.situacao !== 99
        ? `E${faker.string.numeric(8)}`
        : null,
    motivoCancelamento: demo.situacao === 99 ? 'Empresa desistiu da contratação.' : null,
    representanteLegal: {
      cpf: '52998224725',
      nome: personName(faker),
      email: `representante.${demo.unidade}@example.com`,
      telefone: `${ddd}987654321`,
      cargo: 'Sócio-administrador',
      dataNascimento: '20/08/1975',
      enderecoCep: '01310100',
      enderecoLogradouro: 'Avenida Paulista',
      enderecoNumero: String(faker.number.int({ min: 1, max: 2000 })),
      enderecoBairro: 'Bela Vista',
      enderecoMunicipio: 'São Paulo',
      enderecoUf: 'SP',
      enderecoComplemento: null,
    },
    enderecos: [
      {
        id: 1,
        cep: '01310100',
        logradouro: 'Avenida Paulista',
        numero: String(faker.number.int({ min: 1, max: 2000 })),
        complemento: 'Sala 12',
        bairro: 'Bela Vista',
        municipio: 'São Paulo',
        uf: 'SP',
        telefoneEmpresa: `${ddd}33334444`,
        telefoneFax: null,
        telefoneCelular: `${ddd}987651234`,
        telefoneCobranca: null,
        indEnderecoLocalizacao: 'S' as const,
        indEnderecoCorrespondencia: 'S' as const,
      },
    ],
    contatos: [
      {
        id: 1,
        telefone: `${ddd}33335555`,
        nome: personName(faker),
        cargo: 'Financeiro',
        email: `financeiro.${demo.unidade}@example.com`,
        emailParaFaturamento: true,
      },
    ],
  };
}

export async function seedPme(db: Database, faker: Faker): Promise<void> {
  const [existing] = await db.select({ id: propostasPme.id }).from(propostasPme).limit(1);
  if (existing) return;
  const holders = await db
    .select({ id: propostasAdesao.id, corretorId: propostasAdesao.corretorId })
    .from(propostasAdesao)
    .where(
      and(like(propostasAdesao.protocolo, 'DEMO-%'), isNull(propostasAdesao.propostaTitularId)),
    )
    .orderBy(asc(propostasAdesao.id));
  const [corretor] = await db
    .select({ id: corretores.id, concessionariaId: corretores.concessionariaId })
    .from(corretores)
    .limit(1);
  // From the end: the first demo proposals are the ones the individual screens' tests read.
  const pool = holders.slice(-HOLDERS_PER_COMPANY * PME_DEMO.length);
  let next = 0;
  for (const demo of PME_DEMO) {
    const [row] = await db
      .insert(propostasPme)
      .values(company(faker, demo, corretor))
      .returning({ id: propostasPme.id });
    if (demo.razaoSocial === SEM_BENEFICIARIOS) continue;
    const chosen = pool.slice(next, next + HOLDERS_PER_COMPANY).map((h) => h.id);
    next += HOLDERS_PER_COMPANY;
    if (chosen.length === 0) continue;
    const dependents = await db
      .select({ id: propostasAdesao.id })
      .from(propostasAdesao)
      .where(inArray(propostasAdesao.propostaTitularId, chosen));
    await db
      .insert(propostasPmeBeneficiarios)
      .values(
        [...chosen, ...dependents.map((d) => d.id)].map((propostaAdesaoId) => ({
          propostaPmeId: row.id,
          propostaAdesaoId,
        })),
      )
      .onConflictDoNothing();
  }
}
