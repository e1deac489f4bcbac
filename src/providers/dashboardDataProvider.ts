import type { DataProvider } from 'ra-core';
import type { AreaId } from '../domain';
import { api } from './httpClient';

/** Past its status's SLA target, per status and unit. */
export interface Atrasada {
  situacaoId: number;
  codigoUnidade: number;
  total: number;
}

export interface Movimento {
  mes: string;
  dias: number[];
  entradas: number[];
  conclusoes: number[];
}

export interface Contagens {
  dataInicio: string;
  dataFim: string;
  listas: { rota: string; total: number }[];
  /** Every status the area's lists show, zeros included (the call-centre manager's cards). */
  situacoes: { situacaoId: number; total: number }[];
  /** Past their status's SLA target, per status and unit (AtrasadasCards). */
  atrasadas?: Atrasada[];
  movimento: Movimento;
}

export interface CorretorVisao {
  id: number;
  nome: string;
  ativo: boolean;
  concessionaria: string;
  porSituacao: Record<string, number>;
  total: number;
}

export interface PainelSupervisor {
  porSituacao: { situacaoId: number; total: number }[];
  porUnidade: { codigoUnidade: number | null; total: number }[];
  pendenciasPorIdade: { rotulo: string; total: number }[];
  aprovacoes: { semanas: string[]; aprovadores: { nome: string; valores: number[] }[] };
}

/** The dashboards' figures: an area's counts, the brokers' overview, the supervisor's panel. */
export interface DashboardMethods {
  obterContagensDashboard(area: AreaId): Promise<Contagens>;
  obterCorretoresDashboard(): Promise<CorretorVisao[]>;
  obterPainelSupervisor(): Promise<PainelSupervisor>;
}

export type DashboardDataProvider = DataProvider & DashboardMethods;

export const dashboardMethods: DashboardMethods = {
  obterContagensDashboard: (area) =>
    api.get<Contagens>(`/api/dashboard/contagens?area=${encodeURIComponent(area)}`),
  obterCorretoresDashboard: () => api.get<CorretorVisao[]>('/api/dashboard/corretores'),
  obterPainelSupervisor: () => api.get<PainelSupervisor>('/api/dashboard/painelSupervisor'),
};
