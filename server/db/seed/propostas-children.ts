import type { Faker } from '@faker-js/faker';
import {
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
  historicoPropostasAdesao,
  observacoesPropostasAdesao,
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

const PERGUNTAS = [
  {
    etapaId: ETAPA_DECLARACAO.OrientacaoMedica,
    texto:
      'Recebeu e compreendeu a orientação médica sobre o preenchimento da declaração de saúde?',
  },
  {
    etapaId: ETAPA_DECLARACAO.DeclaracaoSaude,
    texto: 'Possui diagnóstico de hipertensão arterial?',
  },
  {
    etapaId: ETAPA_DECLARACAO.DeclaracaoSaude,
    texto: 'Realizou alguma cirurgia nos últimos cinco anos?',
  },
  { etapaId: ETAPA_DECLARACAO.DeclaracaoSaude, texto: 'Faz uso contínuo de algum medicamento?' },
  {
    etapaId: ETAPA_DECLARACAO.InformacoesAdicionais,
    texto: 'Deseja acrescentar alguma informação sobre sua saúde?',
  },
  {
    etapaId: ETAPA_DECLARACAO.AceiteCPT,
    texto: 'Aceita a cobertura parcial temporária (CPT) para as doenças preexistentes declaradas?',
  },
];

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
    await db.insert(respostasDeclaracaoSaude).values(
      PERGUNTAS.map((pergunta, ordem) => {
        const seAplica =
          pergunta.etapaId !== ETAPA_DECLARACAO.DeclaracaoSaude || (demo.index + ordem) % 3 === 0;
        return {
          propostaAdesaoId: demo.id,
          declaracaoSaudeId: 1,
          etapaId: pergunta.etapaId,
          ordem: ordem + 1,
          perguntaRegistrada: pergunta.texto,
          seAplica: pergunta.etapaId === ETAPA_DECLARACAO.InformacoesAdicionais ? false : seAplica,
          detalhamento:
            seAplica && pergunta.etapaId === ETAPA_DECLARACAO.DeclaracaoSaude && ordem === 2
              ? 'Colecistectomia em 2021, sem intercorrências.'
              : null,
          dataCriacao: times[declared + 1],
        };
      }),
    );
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
