import { and, desc, eq, isNull, like } from 'drizzle-orm';
import {
  DECLARACAO_SAUDE_PADRAO,
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
  planosSaude,
  propostasAdesao,
} from '../schema';

/**
 * The demo applicant's link (/mpa/{DEMO_LINK_TOKEN}) and who opens it: a demo-only, well-known
 * token, so the browser tests and a demonstration can walk the applicant's pages. Only demo
 * databases get it (the seed is demo data).
 */
export const DEMO_LINK_TOKEN = 'demo-Proponente-Link-2026-aZ9kQ3xW7pL1mN5bV8cR2';
export const DEMO_PROPONENTE = { cpf: '15565959802', dataNascimento: '1953-04-12' } as const;
/** The demo applicant's plan (it has a demo price table: seed/tabelas-preco.ts). */
export const DEMO_PLANO = 'Sênior Apartamento';

/**
 * The active health declaration (DECLARACAO_SAUDE_PADRAO), each question marked health data or
 * not as the domain writes it. Seeded before the proposals, whose demo answers name their
 * questions.
 */
export async function seedDeclaracaoSaude(db: Database): Promise<void> {
  const [existing] = await db.select({ id: declaracoesSaude.id }).from(declaracoesSaude).limit(1);
  if (existing) return;
  const [declaracao] = await db
    .insert(declaracoesSaude)
    .values({
      titulo: DECLARACAO_SAUDE_PADRAO.titulo,
      ativo: true,
      cpt: DECLARACAO_SAUDE_PADRAO.cpt,
    })
    .returning({ id: declaracoesSaude.id });
  const ordem = new Map<number, number>();
  await db.insert(perguntasDeclaracaoSaude).values(
    DECLARACAO_SAUDE_PADRAO.perguntas.map((p) => {
      const next = (ordem.get(p.etapaId) ?? 0) + 1;
      ordem.set(p.etapaId, next);
      return { ...p, declaracaoSaudeId: declaracao.id, ordem: next };
    }),
  );
}

/** The feedback campaign and the demo applicant's link. */
export async function seedProponente(db: Database): Promise<void> {
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
  // Sold under the plan of the demo price table, so the term shows its prices.
  const [plano] = await db
    .select({ id: planosSaude.id })
    .from(planosSaude)
    .where(eq(planosSaude.nome, DEMO_PLANO));
  await db
    .update(propostasAdesao)
    .set({ ...DEMO_PROPONENTE, planoSaudeId: plano?.id ?? null })
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
