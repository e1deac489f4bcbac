import { and, desc, eq, isNull, like } from 'drizzle-orm';
import {
  ETAPA_DECLARACAO,
  FEEDBACK_ALVO_AVALIACAO_SAUDE,
  FEEDBACK_PROCESSO_DECLARACAO,
  SITUACAO,
} from '../../../src/domain';
import { hashLinkToken } from '../../modules/proponente/tokens';
import type { Database } from '../client';
import {
  campanhas,
  declaracoesSaude,
  linksProponente,
  perguntasDeclaracaoSaude,
  propostasAdesao,
} from '../schema';

/**
 * The demo applicant's link (/mpa/{DEMO_LINK_TOKEN}) and who opens it: a demo-only, well-known
 * token, so the browser tests and a demonstration can walk the applicant's pages. Only demo
 * databases get it (the seed is demo data).
 */
export const DEMO_LINK_TOKEN = 'demo-Proponente-Link-2026-aZ9kQ3xW7pL1mN5bV8cR2';
export const DEMO_PROPONENTE = { cpf: '15565959802', dataNascimento: '1953-04-12' } as const;

const CPT =
  'Cobertura Parcial Temporária (CPT) é a suspensão, por até 24 meses a partir da contratação, da cobertura de cirurgias, leitos de alta tecnologia e procedimentos de alta complexidade ligados às doenças e lesões preexistentes que você declarou.';

const { OrientacaoMedica, DeclaracaoSaude, InformacoesAdicionais, AceiteCPT } = ETAPA_DECLARACAO;

const PERGUNTAS: { etapaId: number; texto: string; pedeDetalhamento: boolean }[] = [
  {
    etapaId: OrientacaoMedica,
    texto:
      'Você sabe que pode preencher esta declaração com a orientação de um médico indicado pela operadora, sem custo?',
    pedeDetalhamento: false,
  },
  {
    etapaId: DeclaracaoSaude,
    texto: 'Você tem ou já teve doença do coração, como infarto, angina ou insuficiência cardíaca?',
    pedeDetalhamento: true,
  },
  {
    etapaId: DeclaracaoSaude,
    texto: 'Você tem pressão alta (hipertensão) ou diabetes?',
    pedeDetalhamento: true,
  },
  {
    etapaId: DeclaracaoSaude,
    texto: 'Você tem ou já teve câncer ou algum tumor?',
    pedeDetalhamento: true,
  },
  {
    etapaId: DeclaracaoSaude,
    texto: 'Você fez alguma cirurgia nos últimos 5 anos ou tem cirurgia indicada?',
    pedeDetalhamento: true,
  },
  {
    etapaId: InformacoesAdicionais,
    texto: 'Você usa algum remédio todos os dias?',
    pedeDetalhamento: true,
  },
  {
    etapaId: AceiteCPT,
    texto:
      'Você aceita a cobertura parcial temporária (CPT) para as doenças e lesões que declarou?',
    pedeDetalhamento: false,
  },
];

/** The active health declaration, the feedback campaign and the demo applicant's link. */
export async function seedProponente(db: Database): Promise<void> {
  const [existing] = await db.select({ id: declaracoesSaude.id }).from(declaracoesSaude).limit(1);
  if (!existing) {
    const [declaracao] = await db
      .insert(declaracoesSaude)
      .values({ titulo: 'Declaração de Saúde', ativo: true, cpt: CPT })
      .returning({ id: declaracoesSaude.id });
    const ordem = new Map<number, number>();
    await db.insert(perguntasDeclaracaoSaude).values(
      PERGUNTAS.map((p) => {
        const next = (ordem.get(p.etapaId) ?? 0) + 1;
        ordem.set(p.etapaId, next);
        return { ...p, declaracaoSaudeId: declaracao.id, ordem: next };
      }),
    );
  }

  const [campanha] = await db.select({ id: campanhas.id }).from(campanhas).limit(1);
  if (!campanha) {
    await db.insert(campanhas).values({
      nome: 'Experiência na avaliação de saúde',
      alvoId: FEEDBACK_ALVO_AVALIACAO_SAUDE,
      processoId: FEEDBACK_PROCESSO_DECLARACAO,
    });
  }

  const tokenHash = hashLinkToken(DEMO_LINK_TOKEN);
  const [link] = await db
    .select({ id: linksProponente.id })
    .from(linksProponente)
    .where(eq(linksProponente.tokenHash, tokenHash));
  if (link) return;
  // The newest demo holder still waiting for the term: other demo data rarely reaches for it.
  const [proposta] = await db
    .select({ id: propostasAdesao.id })
    .from(propostasAdesao)
    .where(
      and(
        like(propostasAdesao.protocolo, 'DEMO-%'),
        eq(propostasAdesao.situacaoPropostaAdesaoId, SITUACAO.AguardandoAprovacaoTermo),
        isNull(propostasAdesao.propostaTitularId),
      ),
    )
    .orderBy(desc(propostasAdesao.id))
    .limit(1);
  if (!proposta) return;
  await db
    .update(propostasAdesao)
    .set({ ...DEMO_PROPONENTE })
    .where(eq(propostasAdesao.id, proposta.id));
  await db
    .update(linksProponente)
    .set({ revogadoEm: new Date() })
    .where(
      and(
        eq(linksProponente.propostaAdesaoId, proposta.id),
        eq(linksProponente.finalidade, 'termo'),
        isNull(linksProponente.revogadoEm),
      ),
    );
  await db.insert(linksProponente).values({
    tokenHash,
    propostaAdesaoId: proposta.id,
    finalidade: 'termo',
    expiraEm: new Date(Date.now() + 30 * 24 * 3_600_000),
  });
}
