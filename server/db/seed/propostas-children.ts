import type { Faker } from '@faker-js/faker';
import { asc, eq } from 'drizzle-orm';
import {
  algoDeclarado,
  ETAPA_DECLARACAO,
  SETOR,
  TIPO_OBSERVACAO,
  type LifecycleAction,
} from '../../../src/domain';
import {
  CHAVE_CRIACAO,
  descricaoComMotivo,
  HISTORICO_DESCRICAO,
} from '../../modules/propostas/historico';
import type { Database } from '../client';
import {
  anotacoesEnfermagem,
  avaliacoesPecFast,
  comunicacoesPropostasAdesao,
  declaracoesSaude,
  historicoPropostasAdesao,
  observacoesPropostasAdesao,
  perguntasDeclaracaoSaude,
  propostaAdesaoContatos,
  resolucoesPendencias,
  respostasDeclaracaoSaude,
} from '../schema';
import { ACTION_AUTHOR, MOTIVOS, type ReplayStep } from './propostas-plan';

/** The demo accounts that author the seeded history, observations and notes. */
export type DemoUsers = Record<string, { id: number; nome: string }>;

export interface DemoProposal {
  id: number;
  nome: string;
  email: string;
  ddd: string;
  index: number;
  plan: { path: LifecycleAction[]; times: Date[]; steps: ReplayStep[]; marcada?: boolean };
}

/** Details of a demo 'Sim', by the question's position among the health questions. */
const DETALHES_DEMO = [
  'Infarto em 2015, acompanhado por cardiologista a cada seis meses.',
  'Hipertensão desde 2012, controlada com medicação.',
  'Nódulo benigno na tireoide retirado em 2019, sem tratamento desde então.',
  'Colecistectomia em 2021, sem intercorrências.',
  'Losartana 50 mg e Metformina 850 mg, uma vez ao dia.',
];

type PerguntaDemo = Pick<
  typeof perguntasDeclaracaoSaude.$inferSelect,
  'id' | 'declaracaoSaudeId' | 'etapaId' | 'ordem' | 'texto' | 'pedeDetalhamento' | 'dadoSaude'
>;

/** The active declaration's questions (seeded before the proposals), by step and order. */
async function perguntasDemo(db: Database): Promise<PerguntaDemo[]> {
  const [declaracao] = await db
    .select({ id: declaracoesSaude.id })
    .from(declaracoesSaude)
    .where(eq(declaracoesSaude.ativo, true))
    .orderBy(asc(declaracoesSaude.id))
    .limit(1);
  if (!declaracao) return [];
  return db
    .select()
    .from(perguntasDeclaracaoSaude)
    .where(eq(perguntasDeclaracaoSaude.declaracaoSaudeId, declaracao.id))
    .orderBy(asc(perguntasDeclaracaoSaude.etapaId), asc(perguntasDeclaracaoSaude.ordem));
}

/**
 * A demo applicant's answers as the applicant's pages record them: the guidance answered, one
 * health question in three answered 'Sim' with its detail, and the CPT acceptance only when
 * something was declared (src/domain/dadosSaude.ts).
 */
function respostasDemo(perguntas: PerguntaDemo[], demo: DemoProposal, dataCriacao: Date) {
  const respostas = perguntas
    .filter((p) => p.etapaId !== ETAPA_DECLARACAO.AceiteCPT)
    .map((p, i) => {
      const seAplica = p.dadoSaude ? (demo.index + i) % 3 === 0 : true;
      // i - 1: the guidance comes first and is never detailed.
      const detalhe = DETALHES_DEMO[(i + DETALHES_DEMO.length - 1) % DETALHES_DEMO.length];
      return { p, seAplica, detalhamento: seAplica && p.pedeDetalhamento ? detalhe : null };
    });
  const cpt = perguntas.filter((p) => p.etapaId === ETAPA_DECLARACAO.AceiteCPT);
  const declarou = algoDeclarado(respostas.map((r) => ({ ...r.p, seAplica: r.seAplica })));
  const todas = declarou
    ? [...respostas, ...cpt.map((p) => ({ p, seAplica: true, detalhamento: null }))]
    : respostas;
  return todas.map(({ p, seAplica, detalhamento }) => ({
    propostaAdesaoId: demo.id,
    declaracaoSaudeId: p.declaracaoSaudeId,
    perguntaId: p.id,
    etapaId: p.etapaId,
    ordem: p.ordem,
    perguntaRegistrada: p.texto,
    seAplica,
    detalhamento,
    dataCriacao,
  }));
}

function author(action: LifecycleAction, demo: DemoProposal, users: DemoUsers) {
  const who = ACTION_AUTHOR[action];
  if (who === 'proponente') return { autorId: null, autor: demo.nome };
  if (who === 'sistema') return { autorId: null, autor: 'Sistema' };
  const user = users[who];
  return { autorId: user?.id ?? null, autor: user?.nome ?? who };
}

async function writeTimeline(db: Database, demo: DemoProposal, users: DemoUsers) {
  const { path, times, steps } = demo.plan;
  const creator = users.concessionaria;
  await db.insert(historicoPropostasAdesao).values([
    {
      propostaAdesaoId: demo.id,
      chave: CHAVE_CRIACAO,
      descricao: 'Proposta criada',
      autorId: creator.id,
      autor: creator.nome,
      dataTransicao: times[0],
    },
    ...steps.map((step, i) => {
      const pendency = step.action.startsWith('registrar-pendencia') ? MOTIVOS[step.action] : null;
      return {
        propostaAdesaoId: demo.id,
        chave: step.action,
        descricao: pendency
          ? HISTORICO_DESCRICAO[step.action]
          : descricaoComMotivo(HISTORICO_DESCRICAO[step.action], MOTIVOS[step.action]),
        descricaoPendencia: pendency,
        situacaoAnteriorId: step.before,
        situacaoNovaId: step.after,
        dataTransicao: times[i + 1],
        ...author(step.action, demo, users),
      };
    }),
  ]);
  // Pendencies raised and resolved along the path, with the status they were raised in.
  let open: { id: number } | undefined;
  for (const [i, step] of steps.entries()) {
    if (step.action === 'registrar-pendencia' || step.action === 'registrar-pendencia-enfermagem') {
      const nursing = step.action === 'registrar-pendencia-enfermagem';
      const resolvedLater = path.slice(i + 1).includes('resolver-pendencia');
      const who = author(step.action, demo, users);
      [open] = await db
        .insert(observacoesPropostasAdesao)
        .values({
          propostaAdesaoId: demo.id,
          tipoObservacaoId: TIPO_OBSERVACAO.pendencia,
          observacao: MOTIVOS[step.action]!,
          resolvido: resolvedLater,
          setorResponsavel: nursing ? SETOR.Enfermagem : SETOR.Comercial,
          situacaoPropostaAdesaoId: step.before,
          usuarioId: who.autorId,
          usuario: who.autor,
          userName: ACTION_AUTHOR[step.action],
          dataCriacao: times[i + 1],
        })
        .returning({ id: observacoesPropostasAdesao.id });
    }
    if (step.action === 'resolver-pendencia' && open) {
      const who = author(step.action, demo, users);
      await db.insert(resolucoesPendencias).values({
        observacaoPropostaAdesaoId: open.id,
        resolucao: MOTIVOS['resolver-pendencia']!,
        usuarioId: who.autorId,
        usuario: who.autor,
        dataCriacao: times[i + 1],
      });
      open = undefined;
    }
  }
}

function messagesOf(demo: DemoProposal, phone: string, users: DemoUsers) {
  const { path, times } = demo.plan;
  const sender = users.concessionaria;
  const at = (action: LifecycleAction) => times[path.indexOf(action) + 1];
  const sent = (date: Date) => new Date(date.getTime() + 2 * 60 * 1000);
  const rows = [];
  if (path.includes('submeter')) {
    for (const [canal, destino] of [
      ['sms', phone],
      ['email', demo.email],
    ] as const) {
      rows.push({
        canal,
        destino,
        modelo: 'termo-intencao-compra',
        dataCriacao: at('submeter'),
        usuarioId: sender.id,
        usuario: sender.nome,
      });
    }
  }
  if (path.includes('enviar-para-assinatura')) {
    const manager = users.gestorcomercial;
    rows.push({
      canal: 'email' as const,
      destino: demo.email,
      modelo: 'assinatura-contrato',
      dataCriacao: at('enviar-para-assinatura'),
      usuarioId: manager?.id ?? null,
      usuario: manager?.nome ?? 'Sistema',
    });
  }
  // Demo history only: these were delivered long ago, so nothing goes to the outbox.
  return rows.map((row) => ({
    ...row,
    propostaAdesaoId: demo.id,
    status: 'enviado',
    dataEnvio: sent(row.dataCriacao),
  }));
}

/** Contacts, timeline, pendencies, notes, declaration answers and messages of each proposal. */
export async function writeDemoChildren(
  db: Database,
  faker: Faker,
  demos: DemoProposal[],
  users: DemoUsers,
) {
  const perguntas = await perguntasDemo(db);
  for (const demo of demos) {
    const phones = [
      `${demo.ddd}9${faker.string.numeric(8)}`,
      ...(demo.index % 2 === 0 ? [`${demo.ddd}9${faker.string.numeric(8)}`] : []),
    ];
    await db
      .insert(propostaAdesaoContatos)
      .values(phones.map((telefone, ordem) => ({ propostaAdesaoId: demo.id, telefone, ordem })));
    await writeTimeline(db, demo, users);
    const messages = messagesOf(demo, phones[0], users);
    if (messages.length) await db.insert(comunicacoesPropostasAdesao).values(messages);

    const { path, times } = demo.plan;
    const manager = users.gestorcomercial;
    if (demo.index % 3 === 0 && manager) {
      await db.insert(observacoesPropostasAdesao).values({
        propostaAdesaoId: demo.id,
        tipoObservacaoId: TIPO_OBSERVACAO.observacao,
        observacao: 'Cliente pediu contato preferencialmente no período da tarde.',
        resolvido: true,
        situacaoPropostaAdesaoId: demo.plan.steps.at(-1)?.after ?? null,
        usuarioId: manager.id,
        usuario: manager.nome,
        userName: 'gestorcomercial',
        dataCriacao: times[times.length - 1],
      });
    }
    const declared = path.indexOf('registrar-declaracao-saude');
    if (declared < 0) continue;
    const respostas = respostasDemo(perguntas, demo, times[declared + 1]);
    if (respostas.length) await db.insert(respostasDeclaracaoSaude).values(respostas);
    const nurse = users.enfermeiro;
    if (nurse && demo.index % 2 === 0) {
      await db.insert(anotacoesEnfermagem).values({
        propostaAdesaoId: demo.id,
        texto: 'Contato realizado; cliente orientada sobre a teleconsulta e o envio dos exames.',
        usuarioId: nurse.id,
        usuario: nurse.nome,
        userName: 'enfermeiro',
        dataCriacao: times[declared + 1],
      });
    }
    const evaluatedAt = [
      path.indexOf('aprovar-avaliacao-saude'),
      path.indexOf('concluir-avaliacao-saude'),
    ].find((i) => i >= 0);
    if (evaluatedAt !== undefined && nurse) {
      const external =
        path[evaluatedAt] === 'concluir-avaliacao-saude' ? users.enfermeiroexterno : undefined;
      await db.insert(avaliacoesPecFast).values({
        propostaAdesaoId: demo.id,
        respostasJson: {
          pressaoArterial: '130x85',
          imc: 27.4,
          tabagista: false,
          observacoes: 'Sem achados relevantes.',
        },
        enfermeiroId: (external ?? nurse).id,
        dataCriacao: times[evaluatedAt + 1],
      });
    }
  }
}
