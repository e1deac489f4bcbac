import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Faker } from '@faker-js/faker';
import { asc, eq, inArray, like } from 'drizzle-orm';
import { SITUACAO, type LifecycleAction } from '../../../src/domain';
import type { Database } from '../client';
import { concessionarias, corretores, propostasAdesao, usuarios } from '../schema';
import { seedBulkPropostas } from './propostas-bulk';
import { writeDemoChildren, type DemoProposal, type DemoUsers } from './propostas-children';
import { buildPlans, replay, type Dealership, type Plan } from './propostas-plan';
import { consultaReceitaDemo, CPFS_DIVERGENTES_DEMO } from './receita';

/**
 * Demo proposals: every status in every individual kind across the nine units, every status
 * again for the first dealership (the `concessionaria` demo account's), drafts, dependents,
 * repasse, open and resolved pendencies. Each one reaches its status through the lifecycle
 * table (propostas-plan.ts), so its history, approvals and flags are what the system would
 * have written. Runs once; `--proposals N` then tops the generated set up to N (bulk SQL).
 */
export async function seedPropostas(db: Database, proposals: number, faker: Faker): Promise<void> {
  const [demo] = await db
    .select({ id: propostasAdesao.id })
    .from(propostasAdesao)
    .where(like(propostasAdesao.protocolo, 'DEMO-%'))
    .limit(1);
  if (!demo) await seedDemoPropostas(db, faker);
  if (proposals > 0) await seedBulkPropostas(db, proposals);
}

/** Valid mobile area codes of each unit's city (the applicant lives near the unit). */
const DDD_BY_UNIT: Record<number, string> = {
  1: '27',
  2: '31',
  3: '61',
  4: '41',
  5: '51',
  8: '21',
  9: '11',
  10: '19',
  11: '81',
};
const DAY = 24 * 60 * 60 * 1000;

async function loadDealerships(db: Database): Promise<Dealership[]> {
  const rows = await db
    .select({
      id: concessionarias.id,
      codigoUnidade: concessionarias.codigoUnidade,
      brokerId: corretores.id,
    })
    .from(concessionarias)
    .innerJoin(corretores, eq(corretores.concessionariaId, concessionarias.id))
    .orderBy(asc(concessionarias.id), asc(corretores.id));
  const byId = new Map<number, Dealership>();
  for (const row of rows) {
    const entry = byId.get(row.id) ?? {
      id: row.id,
      codigoUnidade: row.codigoUnidade ?? 1,
      brokers: [],
    };
    entry.brokers.push(row.brokerId);
    byId.set(row.id, entry);
  }
  return [...byId.values()];
}

async function loadUsers(db: Database): Promise<DemoUsers> {
  const rows = await db
    .select({
      id: usuarios.id,
      username: usuarios.username,
      first: usuarios.firstName,
      last: usuarios.lastName,
    })
    .from(usuarios)
    .where(
      inArray(usuarios.username, [
        'concessionaria',
        'gestorcomercial',
        'enfermeiro',
        'enfermeiroexterno',
      ]),
    );
  return Object.fromEntries(
    rows.map((u) => [u.username, { id: u.id, nome: `${u.first} ${u.last}`.trim() }]),
  );
}

function birthDate(faker: Faker, age: number): string {
  const date = faker.date.birthdate({ mode: 'age', min: age, max: age });
  return date.toISOString().slice(0, 10);
}

function beneficiary(faker: Faker, plan: Plan, n: number, age: number) {
  const sexoId = n % 2 === 0 ? 2 : 1;
  const firstName = faker.person.firstName(sexoId === 2 ? 'female' : 'male');
  const lastName = `${faker.person.lastName()} ${faker.person.lastName()}`;
  const portabilidade = plan.tipo === 2;
  return {
    nome: `${firstName} ${lastName}`,
    nomeSocial: n % 11 === 0 ? faker.person.firstName() : null,
    cpf: generateCpf(),
    dataNascimento: birthDate(faker, age),
    nomeMae: faker.person.fullName({ sex: 'female' }),
    cartaoNacionalSaude: `7${faker.string.numeric(14)}`,
    estadoCivilId: 1 + (n % 5),
    sexoId,
    email: faker.internet.email({ firstName, lastName: lastName.split(' ')[0] }).toLowerCase(),
    protocolo: `DEMO-${String(n).padStart(5, '0')}`,
    advindoOutraOperadora: portabilidade,
    dataAproveitamentoCarencia: portabilidade
      ? faker.date.past({ years: 1 }).toISOString().slice(0, 10)
      : null,
    operadoraOrigemAproveitamentoCarencia: portabilidade ? `${faker.company.name()} Saúde` : null,
    tempoPermanenciaOperadoraMeses: portabilidade ? 12 + (n % 60) : null,
    diaVencimento: ([10, 20, 30] as const)[n % 3],
  };
}

/** Times of the creation and of each step: spread over the last 70 days, never in the future. */
function timeline(index: number, total: number, steps: number): Date[] {
  const now = Date.now();
  const created = now - 70 * DAY + Math.floor((index * 60 * DAY) / total);
  return Array.from(
    { length: steps + 1 },
    (_, i) => new Date(Math.min(created + i * 9 * 60 * 60 * 1000, now - 60_000)),
  );
}

async function seedDemoPropostas(db: Database, faker: Faker): Promise<void> {
  const dealerships = await loadDealerships(db);
  const users = await loadUsers(db);
  if (dealerships.length < 5 || !users.concessionaria) return;
  const plans = buildPlans(dealerships);
  const demos: DemoProposal[] = [];
  let counter = 0;
  for (const [index, plan] of plans.entries()) {
    const { state, steps } = replay(plan.path);
    const times = timeline(index, plans.length, steps.length);
    const when = (action: LifecycleAction): Date | null => {
      const step = plan.path.lastIndexOf(action);
      return step < 0 ? null : times[step + 1];
    };
    const evaluated = when('aprovar-avaliacao-saude') ?? when('concluir-avaliacao-saude');
    const signedAt =
      when('verificar-assinaturas') ??
      (plan.situacao === SITUACAO.AguardandoAssinaturas && plan.tipo === 0
        ? times[times.length - 1]
        : null);
    const holderFields = {
      tipo: plan.tipo,
      situacaoPropostaAdesaoId: state.situacaoPropostaAdesaoId,
      situacaoAnteriorId: state.situacaoAnteriorId ?? null,
      inativa: state.inativo ?? false,
      possuiPendencia: (state.pendenciasAbertas ?? 0) > 0,
      marcada: plan.marcada ?? evaluated != null,
      uf: null,
      codigoUnidade: plan.dealership.codigoUnidade,
      corretorId: plan.brokerId,
      concessionariaId: plan.dealership.id,
      concessionariaRepasseId: plan.repasseDe ?? null,
      criadoPorId: users.concessionaria.id,
      dataCriacao: times[0],
      dataAlteracaoSituacao: times[times.length - 1],
      dataAtualizacao: times[times.length - 1],
      dataContrato: signedAt,
      aceiteTermoEm: state.aprovacoes?.AceiteTermoIntencaoCompra
        ? when('confirmar-intencao-compra')
        : null,
      aprovacaoAvaliacaoSaudeEm: state.aprovacoes?.AprovacaoAvaliacaoSaude
        ? when('aprovar-avaliacao-saude')
        : null,
      aprovacaoAvaliacaoSaudePorId: state.aprovacoes?.AprovacaoAvaliacaoSaude
        ? users.enfermeiro?.id
        : null,
      aprovacaoDocumentacaoEm: state.aprovacoes?.AprovacaoDocumentacao
        ? when('aprovar-documentacao')
        : null,
      aprovacaoDocumentacaoPorId: state.aprovacoes?.AprovacaoDocumentacao
        ? users.gestorcomercial?.id
        : null,
      possuiRespostaDeclaracaoSaude: when('registrar-declaracao-saude') != null,
      respondeuPecFast: evaluated != null,
      avaliacaoSaudeConcluida: evaluated != null,
      enfermeiroResponsavelId: evaluated
        ? when('concluir-avaliacao-saude')
          ? users.enfermeiroexterno?.id
          : users.enfermeiro?.id
        : null,
      matriculaErp:
        when('registrar-integracao') || when('registrar-integracao-com-pendencias')
          ? `MAT${faker.string.numeric(8)}`
          : null,
      versao: 1 + steps.length,
    };
    const holderData = beneficiary(faker, plan, counter++, plan.age);
    // One holder in seven has a CPF the Receita Federal sandbox answers with a divergence.
    if (index % 7 === 3) {
      holderData.cpf = CPFS_DIVERGENTES_DEMO[Math.floor(index / 7) % CPFS_DIVERGENTES_DEMO.length];
    }
    const [holder] = await db
      .insert(propostasAdesao)
      .values({
        ...holderFields,
        ...holderData,
        ...consultaReceitaDemo(holderData, when('submeter')),
      })
      .returning({ id: propostasAdesao.id, numeroContrato: propostasAdesao.numeroContrato });
    demos.push({
      id: holder.id,
      plan: { ...plan, times, steps },
      nome: holderData.nome,
      email: holderData.email,
      ddd: DDD_BY_UNIT[plan.dealership.codigoUnidade] ?? '11',
      index,
    });
    for (let d = 0; d < plan.dependents; d++) {
      const dependentData = beneficiary(
        faker,
        plan,
        counter++,
        Math.max(18, plan.age - 25 - d * 3),
      );
      const [dependent] = await db
        .insert(propostasAdesao)
        .values({
          ...holderFields,
          ...dependentData,
          ...consultaReceitaDemo(dependentData, when('submeter')),
          numeroContrato: holder.numeroContrato,
          propostaTitularId: holder.id,
          grauParentescoId: d === 0 ? 3 : 4,
          concessionariaRepasseId: plan.repasseDe ?? null,
        })
        .returning({ id: propostasAdesao.id });
      demos.push({
        id: dependent.id,
        plan: { ...plan, times, steps },
        nome: dependentData.nome,
        email: dependentData.email,
        ddd: DDD_BY_UNIT[plan.dealership.codigoUnidade] ?? '11',
        index: index + 1000,
      });
    }
  }
  await writeDemoChildren(db, faker, demos, users);
}
