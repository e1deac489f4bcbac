import { FECHAMENTO, type EstadoChamada } from './chamada';

/** The video room's pt-BR texts, shared by the nurse's page and the applicant's. */
export const TEXTOS_VIDEO = {
  microfoneLigado: 'Desligar microfone',
  microfoneDesligado: 'Ligar microfone',
  cameraLigada: 'Desligar câmera',
  cameraDesligada: 'Ligar câmera',
  videoRemoto: 'Vídeo de quem está do outro lado',
  videoLocal: 'Seu vídeo',
  gravando: 'Gravando',
} as const;

/** The connection's state as each side reads it. */
export function textoEstado(
  estado: EstadoChamada | 'inicio' | 'abrindo-midia',
  quemFalta: string,
  codigo?: number,
): string {
  switch (estado) {
    case 'inicio':
      return '';
    case 'abrindo-midia':
      return 'Abrindo a câmera e o microfone…';
    case 'conectando':
      return 'Entrando na sala…';
    case 'aguardando':
      return `Aguardando ${quemFalta} entrar…`;
    case 'negociando':
      return 'Conectando…';
    case 'conectado':
      return 'Conectado';
    case 'perdida':
      return 'Conexão perdida. Tentando reconectar…';
    case 'encerrada':
      return 'Atendimento encerrado.';
    case 'recusada':
      return codigo === FECHAMENTO.salaOcupada
        ? 'Esta sala já está em uso em outra janela ou aparelho.'
        : codigo === FECHAMENTO.salaEncerrada
          ? 'Este atendimento já foi encerrado.'
          : 'Não foi possível entrar na sala. Atualize a página e tente novamente.';
  }
}
