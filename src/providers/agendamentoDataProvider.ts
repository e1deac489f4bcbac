import type { DataProvider } from 'ra-core';
import { api, request } from './httpClient';

/** GET api/agendamento/consultar/{id}: 'data' is the date, a space, then the time. */
export interface Agendamento {
  id: number;
  propostaAdesaoId: number;
  data: string;
  horario: string;
  inicio: string;
  fim: string;
  profissionalId: number;
  profissional: string;
  tipoAtendimento: number;
  cidadeId: number | null;
  cidade: string | null;
  agendadoPor: string;
  dataCriacao: string;
}

export interface BeneficiarioAgendamento {
  propostaAdesaoId: number;
  nome: string;
  nomeSocial: string | null;
  cpf: string;
  dataNascimento: string;
  email: string | null;
  telefone: string | null;
  numeroContrato: number;
  codigoUnidade: number;
  situacaoPropostaAdesaoId: number | null;
  agendavel: boolean;
  marcada: boolean;
}

export interface CidadeAtendimento {
  id: number;
  nome: string;
  uf: string;
}

export interface HorarioLivre {
  horario: string;
  inicio: string;
  fim: string;
  profissionalId: number;
  profissional: string;
}

export interface ConsultaHorarios {
  setor: number;
  propostaAdesaoId: number;
  /** yyyy-MM-dd. */
  dataAgendamento: string;
  tipoAtendimento: number;
  cidadeId?: number | null;
}

export interface PedidoAgendamento extends ConsultaHorarios {
  horario: string;
  /** The nurse asked for; without it the server picks one free at that time. */
  profissionalId?: number;
}

/** A command's answer: the appointment (or null) and the server's pt-BR message. */
export interface RespostaAgendamento {
  data: Agendamento | null;
  messages: string[];
}

/** A row of GET api/adesao/listarPropostasCPF/{cpf}, as far as scheduling reads it. */
export interface PropostaDoCpf {
  propostaAdesaoId: number;
  numeroContrato: number;
  nome: string;
  situacaoPropostaAdesaoId: number | null;
}

/** The scheduling calls of spec 1, section 7 'Appointments'. */
export interface AgendamentoMethods {
  /** The commercial manager's route is keyed by CPF: that CPF's proposals. */
  listarPropostasCpf(cpf: string, signal?: AbortSignal): Promise<PropostaDoCpf[]>;
  consultarAgendamento(propostaId: number, signal?: AbortSignal): Promise<Agendamento | null>;
  obterBeneficiario(propostaId: number, signal?: AbortSignal): Promise<BeneficiarioAgendamento>;
  obterCidades(codigoUnidade: number, signal?: AbortSignal): Promise<CidadeAtendimento[]>;
  obterHorarios(consulta: ConsultaHorarios, signal?: AbortSignal): Promise<HorarioLivre[]>;
  criarAgendamento(pedido: PedidoAgendamento): Promise<RespostaAgendamento>;
  reagendar(pedido: PedidoAgendamento): Promise<RespostaAgendamento>;
  cancelarAgendamento(agendamentoId: number): Promise<RespostaAgendamento>;
}

export type AgendamentoDataProvider = DataProvider & AgendamentoMethods;

async function command(url: string, body?: unknown): Promise<RespostaAgendamento> {
  const answer = await request<Agendamento | null>(url, { method: 'POST', body });
  return { data: answer.data ?? null, messages: answer.messages };
}

export const agendamentoMethods: AgendamentoMethods = {
  listarPropostasCpf: async (cpf, signal) =>
    (
      await api.get<{ itens: PropostaDoCpf[] } | null>(
        `/api/adesao/listarPropostasCPF/${encodeURIComponent(cpf)}`,
        { signal },
      )
    )?.itens ?? [],
  consultarAgendamento: async (id, signal) =>
    (await api.get<Agendamento | null>(`/api/agendamento/consultar/${id}`, { signal })) ?? null,
  obterBeneficiario: (id, signal) =>
    api.get<BeneficiarioAgendamento>(`/api/agendamento/obterBeneficiario/${id}`, { signal }),
  obterCidades: async (unidade, signal) =>
    (await api.get<CidadeAtendimento[] | null>(`/api/agendamento/obterCidades/${unidade}`, {
      signal,
    })) ?? [],
  obterHorarios: async (consulta, signal) =>
    (await api.post<HorarioLivre[] | null>('/api/agendamento/obterHorarios', consulta, {
      signal,
    })) ?? [],
  criarAgendamento: (pedido) => command('/api/agendamento/criarAgendamentoWeb', pedido),
  reagendar: (pedido) => command('/api/agendamento/reagendar', pedido),
  cancelarAgendamento: (id) => command(`/api/agendamento/cancelarAgendamento/${id}`),
};
