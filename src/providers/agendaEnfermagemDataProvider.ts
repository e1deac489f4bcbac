import type { DataProvider } from 'ra-core';
import type { TipoExcecao } from '../domain';
import { api, request } from './httpClient';

/**
 * The nurses' agenda (server/modules/agenda-enfermagem; ours, the spec shows no call for it):
 * the manager's list of nurses, one nurse's agenda and its writes, the cities of in-person
 * periods, and the signed-in nurse's own agenda. Spread into the app's dataProvider, so the
 * screens read it through react-admin's useDataProvider. Whole URL literals, so
 * tests/api/client-urls.test.ts checks them against the server.
 */
export interface EnfermeiroAgenda {
  id: number;
  nome: string;
  username: string;
  /** 'Enfermeiro' or 'Enfermeiro externo'. */
  tipo: string;
  ativo: boolean;
  periodosSemanais: number;
  proximasExcecoes: number;
}

export interface PeriodoSemanal {
  id: number;
  diaSemana: number;
  tipoAtendimento: number;
  cidadeId: number | null;
  cidade: string | null;
  horaInicio: string;
  horaFim: string;
}

export interface Excecao {
  id: number;
  tipo: TipoExcecao;
  /** yyyy-MM-dd */
  data: string;
  horaInicio: string | null;
  horaFim: string | null;
  tipoAtendimento: number | null;
  cidadeId: number | null;
  cidade: string | null;
  motivo: string | null;
}

export interface Agenda {
  enfermeiro: EnfermeiroAgenda;
  duracaoMinutos: number;
  horarios: PeriodoSemanal[];
  excecoes: Excecao[];
}

/** An evaluation booked with the nurse, not yet over. */
export interface AgendamentoDaAgenda {
  id: number;
  propostaAdesaoId: number;
  numeroContrato: number;
  /** The applicant's (social) name. */
  nome: string;
  /** ISO instants. */
  inicio: string;
  fim: string;
  tipoAtendimento: number;
  cidade: string | null;
}

export interface MinhaAgenda extends Agenda {
  agendamentos: AgendamentoDaAgenda[];
}

export interface CidadeAgenda {
  id: number;
  nome: string;
  uf: string;
  unidade: string;
}

export type NovoPeriodo = Omit<PeriodoSemanal, 'id' | 'cidade'>;
export type NovaExcecao = Omit<Excecao, 'id' | 'cidade' | 'motivo'> & { motivo?: string };

/** A write's answer: the server's message and, when bookings stay in a changed period, a warning. */
export interface Escrita {
  mensagem: string;
  aviso: string | null;
}

export interface AgendaEnfermagemMethods {
  agendaEnfermeiros(signal?: AbortSignal): Promise<EnfermeiroAgenda[]>;
  agendaDoEnfermeiro(id: number, signal?: AbortSignal): Promise<Agenda>;
  minhaAgenda(signal?: AbortSignal): Promise<MinhaAgenda>;
  cidadesDaAgenda(signal?: AbortSignal): Promise<CidadeAgenda[]>;
  incluirPeriodo(id: number, periodo: NovoPeriodo): Promise<Escrita>;
  removerPeriodo(id: number, horarioId: number): Promise<Escrita>;
  incluirExcecao(id: number, excecao: NovaExcecao): Promise<Escrita>;
  removerExcecao(id: number, excecaoId: number): Promise<Escrita>;
}

/** The react-query keys of these reads: a write invalidates `agendaQueryKey()`, all of them. */
export const agendaQueryKey = (id?: number | 'minha') =>
  id === undefined ? (['agenda-enfermagem'] as const) : (['agenda-enfermagem', id] as const);
export const cidadesQueryKey = ['agenda-enfermagem', 'cidades'] as const;

async function escrever(url: string, method: 'POST' | 'DELETE', body?: unknown): Promise<Escrita> {
  const answer = await request<{ aviso: string | null }>(url, { method, body });
  return { mensagem: answer.messages[0] ?? '', aviso: answer.data?.aviso ?? null };
}

export const agendaEnfermagemMethods: AgendaEnfermagemMethods = {
  agendaEnfermeiros: (signal) =>
    api.get<EnfermeiroAgenda[]>(`/api/agenda-enfermagem/enfermeiros`, { signal }),
  agendaDoEnfermeiro: (id, signal) =>
    api.get<Agenda>(`/api/agenda-enfermagem/enfermeiros/${id}`, { signal }),
  minhaAgenda: (signal) => api.get<MinhaAgenda>(`/api/agenda-enfermagem/minha`, { signal }),
  cidadesDaAgenda: (signal) =>
    api.get<CidadeAgenda[]>(`/api/agenda-enfermagem/cidades`, { signal }),
  incluirPeriodo: (id, periodo) =>
    escrever(`/api/agenda-enfermagem/enfermeiros/${id}/horarios`, 'POST', periodo),
  removerPeriodo: (id, horarioId) =>
    escrever(`/api/agenda-enfermagem/enfermeiros/${id}/horarios/${horarioId}`, 'DELETE'),
  incluirExcecao: (id, excecao) =>
    escrever(`/api/agenda-enfermagem/enfermeiros/${id}/excecoes`, 'POST', excecao),
  removerExcecao: (id, excecaoId) =>
    escrever(`/api/agenda-enfermagem/enfermeiros/${id}/excecoes/${excecaoId}`, 'DELETE'),
};

export type AgendaEnfermagemDataProvider = DataProvider & AgendaEnfermagemMethods;
