import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTOR,
  ALL_SITUACAO_IDS,
  apply,
  canPerform,
  FINAL_STATUSES,
  getTransition,
  isAvailable,
  LIFECYCLE,
  SETOR,
  SITUACAO,
  scopeReaches,
  statusScopeOf,
  TIPO_OBSERVACAO,
  type LifecycleAction,
} from '../../src/domain';
import {
  historicoPropostasAdesao,
  observacoesPropostasAdesao,
  propostasAdesao,
  usuarioRoles,
  usuarios,
} from '../../server/db/schema';
import { HttpError } from '../../server/http/errors';
import type { CurrentUser } from '../../server/modules/auth/current-user';
import { criarObservacao, resolverPendencia } from '../../server/modules/observacoes/service';
import {
  countDocumentosAnexos,
  countOpenPendencies,
  runTransition,
  stateOf,
  type Actor,
} from '../../server/modules/propostas/transitions';
import { anexarDocumento, buildProposta } from '../fixtures/propostas';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Random sequences of lifecycle actions, by random (mostly plausible) actors, from random starting
 * statuses, through the same service the routes call. After every step the stored proposal must
 * agree with the table (src/domain apply/canPerform) and keep the invariants: one history entry
 * per change, version + 1 per change and untouched on refusal, final statuses left only by their
 * rows, the pending flag equal to "has an open pendency".
 */
const S = SITUACAO;
const USERNAMES = [
  'gestorcomercial',
  'gestorcontratos',
  'concessionaria',
  'vendasinternas',
  'enfermeiro',
  'enfermeiroexterno',
  'operadorcallcenter',
  'dac',
] as const;
type ActorName = (typeof USERNAMES)[number] | 'proponente' | 'sistema';

/** The demo account that holds a role of the row (so most generated steps are plausible). */
const ACCOUNT_FOR_ROLE: Record<string, ActorName> = {
  Concessionaria: 'concessionaria',
  VendasInternas: 'vendasinternas',
  Corretor: 'concessionaria',
  GestorComercial: 'gestorcomercial',
  AprovadorProposta: 'gestorcomercial',
  CanceladorProposta: 'gestorcomercial',
  BloqueadorProposta: 'gestorcomercial',
  GestorContratos: 'gestorcontratos',
  GestorCallCenter: 'gestorcomercial',
  OperadorCallCenter: 'operadorcallcenter',
  Enfermeiro: 'enfermeiro',
  EnfermeiroExterno: 'enfermeiroexterno',
  [ACTOR.Proponente]: 'proponente',
  [ACTOR.Sistema]: 'sistema',
};

const ACTIONS = LIFECYCLE.map((row) => row.action) as LifecycleAction[];

/**
 * 'available' picks, when the step runs, one of the actions the current status allows (the
 * n-th, modulo): it drives proposals deep into the lifecycle. A named action is any action,
 * mostly refused: it probes the refusals.
 */
const command = fc.record({
  action: fc.oneof(
    { weight: 3, arbitrary: fc.constant('available' as const) },
    { weight: 1, arbitrary: fc.constantFrom(...ACTIONS) },
  ),
  n: fc.nat(),
  actor: fc.oneof(
    { weight: 3, arbitrary: fc.constant('plausible' as const) },
    { weight: 1, arbitrary: fc.constantFrom<ActorName>(...USERNAMES, 'proponente', 'sistema') },
  ),
  stale: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});

describe('lifecycle invariants under random action sequences', () => {
  let t: TestApp;
  const users = new Map<string, CurrentUser>();

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    for (const username of USERNAMES) {
      const [u] = await t.db.select().from(usuarios).where(eq(usuarios.username, username));
      const roles = await t.db
        .select({ role: usuarioRoles.role })
        .from(usuarioRoles)
        .where(eq(usuarioRoles.usuarioId, u.id));
      users.set(username, {
        id: u.id,
        username,
        nome: `${u.firstName} ${u.lastName}`,
        roles: roles.map((r) => r.role),
        concessionariaId: u.concessionariaId,
        corretorId: u.corretorId,
        enfermeiro: u.enfermeiro,
        enfermeiroExterno: u.enfermeiroExterno,
      });
    }
  });
  afterAll(() => t.close());

  /**
   * A staff user acts only on proposals its record scope reaches (src/domain/recordScope.ts);
   * outside it the proposal answers 404, whatever the lifecycle table would allow.
   */
  function inScope(name: ActorName, situacao: number | null): boolean {
    if (name === 'proponente' || name === 'sistema') return true;
    // The dealership accounts read their own dealership's proposals (the ones built here),
    // drafts included.
    if (name === 'concessionaria' || name === 'vendasinternas') return true;
    // Built with a 1958 birth date: no draft here waits for the age release.
    return scopeReaches(statusScopeOf(actorOf(name).roles, users.get(name)), situacao);
  }

  function actorOf(name: ActorName): { actor: Actor; roles: string[] } {
    if (name === 'proponente') return { actor: { kind: 'proponente' }, roles: [ACTOR.Proponente] };
    if (name === 'sistema') return { actor: { kind: 'sistema' }, roles: [ACTOR.Sistema] };
    const user = users.get(name)!;
    return { actor: { kind: 'usuario', user }, roles: user.roles };
  }

  async function snapshot(id: number) {
    const [row] = await t.db.select().from(propostasAdesao).where(eq(propostasAdesao.id, id));
    const [history] = await t.db
      .select({ n: count() })
      .from(historicoPropostasAdesao)
      .where(eq(historicoPropostasAdesao.propostaAdesaoId, id));
    const open = await countOpenPendencies(t.db, id);
    return { row, history: history.n, open, documentos: await countDocumentosAnexos(t.db, id) };
  }

  /** One step through the service; pendency actions go through the observations service. */
  async function perform(
    id: number,
    action: LifecycleAction,
    name: ActorName,
    versao: number,
  ): Promise<number> {
    const { actor } = actorOf(name);
    try {
      if (
        action === 'registrar-pendencia' ||
        action === 'registrar-pendencia-enfermagem' ||
        action === 'resolver-pendencia'
      ) {
        if (actor.kind !== 'usuario') return 403;
        if (action === 'resolver-pendencia') {
          const [open] = await t.db
            .select()
            .from(observacoesPropostasAdesao)
            .where(eq(observacoesPropostasAdesao.propostaAdesaoId, id))
            .then((rows) =>
              rows.filter((o) => !o.resolvido && o.tipoObservacaoId === TIPO_OBSERVACAO.pendencia),
            );
          if (!open) return 404;
          await resolverPendencia(t.db, actor.user, {
            propostaAdesaoId: id,
            observacaoPropostaAdesaoId: open.id,
            resolucao: 'Resolvida no teste de propriedade.',
            versao,
          });
        } else {
          const setor = action === 'registrar-pendencia' ? SETOR.Comercial : SETOR.Enfermagem;
          await criarObservacao(t.db, actor.user, {
            propostaAdesaoId: id,
            observacao: 'Pendência do teste de propriedade.',
            tipoObservacaoId: TIPO_OBSERVACAO.pendencia,
            setorResponsavel: setor,
            versao,
          });
        }
      } else {
        await runTransition(t.db, {
          propostaId: id,
          action,
          actor,
          versao,
          motivo: 'Motivo do teste de propriedade',
        });
      }
      return 200;
    } catch (error) {
      if (error instanceof HttpError) return error.statusCode;
      throw error;
    }
  }

  it('keeps the table, the history and the version in step', async () => {
    // Both outcomes must really happen, or the property would hold vacuously.
    const outcomes = { accepted: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<number | null>(null, ...ALL_SITUACAO_IDS),
        fc.array(command, { minLength: 1, maxLength: 25 }),
        // Mostly with documentation, so approving it is mostly possible.
        fc.nat({ max: 3 }),
        async (start, commands, documentos) => {
          const holding = start === S.Cancelada || start === S.Bloqueada;
          const proposta = await buildProposta(t.db, {
            situacaoPropostaAdesaoId: start,
            situacaoAnteriorId: holding ? S.NovaEntrada : null,
            dataContrato: new Date(),
          });
          if (documentos > 0) await anexarDocumento(t.db, proposta.id);
          for (const step of commands) {
            const before = await snapshot(proposta.id);
            const state = stateOf(before.row, before.open, before.documentos);
            const available = ACTIONS.filter((a) => isAvailable(a, state));
            const action =
              step.action !== 'available'
                ? step.action
                : (available[step.n % Math.max(1, available.length)] ??
                  ACTIONS[step.n % ACTIONS.length]);
            const row = getTransition(action)!;
            const name = step.actor === 'plausible' ? ACCOUNT_FOR_ROLE[row.roles[0]] : step.actor;
            const allowed =
              !step.stale &&
              inScope(name, before.row.situacaoPropostaAdesaoId) &&
              canPerform(action, state, actorOf(name).roles);
            const status = await perform(
              proposta.id,
              action,
              name,
              before.row.versao - (step.stale ? 1 : 0),
            );
            const after = await snapshot(proposta.id);
            const context = `${action} por ${name} em ${before.row.situacaoPropostaAdesaoId} (stale ${step.stale})`;

            outcomes[allowed ? 'accepted' : 'refused']++;
            if (allowed) {
              expect(status, context).toBe(200);
              expect(after.row.versao, context).toBe(before.row.versao + 1);
              expect(after.history, context).toBe(before.history + 1);
              const expected = apply(action, state, {
                motivo: 'Motivo do teste de propriedade',
              });
              expect(after.row.situacaoPropostaAdesaoId, context).toBe(
                expected.situacaoPropostaAdesaoId,
              );
              expect(after.row.inativa, context).toBe(expected.inativo ?? false);
            } else {
              expect(status, context).not.toBe(200);
              expect(after.row.versao, context).toBe(before.row.versao);
              expect(after.history, context).toBe(before.history);
              expect(after.row.situacaoPropostaAdesaoId, context).toBe(
                before.row.situacaoPropostaAdesaoId,
              );
            }
            // Final statuses are left only by their own rows.
            if (before.row.situacaoPropostaAdesaoId === S.IntegradoERP)
              expect(after.row.situacaoPropostaAdesaoId).toBe(S.IntegradoERP);
            if (
              before.row.situacaoPropostaAdesaoId === S.Cancelada &&
              after.row.situacaoPropostaAdesaoId !== S.Cancelada
            ) {
              expect(action).toBe('reverter-cancelamento');
            }
            expect(FINAL_STATUSES).toContain(S.IntegradoERP);
            if (after.row.inativa) expect(after.row.situacaoPropostaAdesaoId).toBe(S.Cancelada);
            expect([S.Cancelada, S.Bloqueada]).not.toContain(after.row.situacaoAnteriorId);
            expect(after.row.possuiPendencia).toBe(after.open > 0);
          }
        },
      ),
      { numRuns: 60 },
    );
    expect(outcomes.accepted).toBeGreaterThan(60);
    expect(outcomes.refused).toBeGreaterThan(30);
  });
});
