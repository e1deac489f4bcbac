import { textsOf } from '../../providers/i18nProvider';
import { FECHAMENTO, type EstadoChamada } from './chamada';

/**
 * The connection's state as each side reads it, in the chosen language (catalogue namespace
 * 'video.estado'). `quemFalta` names who has not joined yet, from the reader's side.
 */
export function textoEstado(
  estado: EstadoChamada | 'inicio' | 'abrindo-midia',
  quemFalta: string,
  codigo?: number,
): string {
  const t = textsOf('video');
  switch (estado) {
    case 'inicio':
      return '';
    case 'aguardando':
      return t('estado.aguardando', { quemFalta });
    case 'recusada':
      return codigo === FECHAMENTO.salaOcupada
        ? t('estado.salaOcupada')
        : codigo === FECHAMENTO.salaEncerrada
          ? t('estado.salaEncerrada')
          : t('estado.recusada');
    default:
      return t(`estado.${estado}`);
  }
}
