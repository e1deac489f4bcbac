import type { TipoExcecao } from '../../domain';
import { api, request } from '../../providers/httpClient';

/** The nurses' agenda API (server/modules/agenda-enfermagem); whole literals, so tests/api/client-urls.test.ts checks them. */
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

export const agendaQueryKey = (id?: number) =>
  id === undefined ? (['agenda-enfermagem'] as const) : (['agenda-enfermagem', id] as const);

async function escrever(url: string, method: 'POST' | 'DELETE', body?: unknown): Promise<Escrita> {
  const answer = await request<{ aviso: string | null }>(url, { method, body });
  return { mensagem: answer.messages[0] ?? '', aviso: answer.data?.aviso ?? null };
}

export const agendaApi = {
  enfermeiros: (signal?: AbortSignal) =>
    api.get<EnfermeiroAgenda[]>(`/api/agenda-enfermagem/enfermeiros`, { signal }),
  agenda: (id: number, signal?: AbortSignal) =>
    api.get<Agenda>(`/api/agenda-enfermagem/enfermeiros/${id}`, { signal }),
  cidades: (signal?: AbortSignal) =>
    api.get<CidadeAgenda[]>(`/api/agenda-enfermagem/cidades`, { signal }),
  incluirPeriodo: (id: number, periodo: NovoPeriodo) =>
    escrever(`/api/agenda-enfermagem/enfermeiros/${id}/horarios`, 'POST', periodo),
  removerPeriodo: (id: number, horarioId: number) =>
    escrever(`/api/agenda-enfermagem/enfermeiros/${id}/horarios/${horarioId}`, 'DELETE'),
  incluirExcecao: (id: number, excecao: NovaExcecao) =>
    escrever(`/api/agenda-enfermagem/enfermeiros/${id}/excecoes`, 'POST', excecao),
  removerExcecao: (id: number, excecaoId: number) =>
    escrever(`/api/agenda-enfermagem/enfermeiros/${id}/excecoes/${excecaoId}`, 'DELETE'),
};
