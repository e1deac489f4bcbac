import { useCallback, useEffect, useRef, useState } from 'react';
import { textsOf } from '../../providers/i18nProvider';
import { Chamada, type EstadoChamada, type Papel } from './chamada';

/** Why the camera or the microphone could not be opened, in words for the person. */
export function erroDeMidia(error: unknown): string {
  const nome = (error as { name?: string } | null)?.name;
  const t = textsOf('video');
  if (nome === 'NotAllowedError' || nome === 'SecurityError') return t('erroMidia.negada');
  if (nome === 'NotFoundError' || nome === 'OverconstrainedError') return t('erroMidia.ausente');
  if (nome === 'NotReadableError') return t('erroMidia.emUso');
  return t('erroMidia.outro');
}

export interface EntradaSala {
  endereco: () => Promise<string>;
  iceServers: RTCIceServer[];
}

/**
 * One side of the room for a page: the camera and microphone, the call, the mute and camera
 * toggles. Leaving the page leaves the room and turns the camera off.
 */
export function useChamada(papel: Papel) {
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remoto, setRemoto] = useState<MediaStream | null>(null);
  const [estado, setEstado] = useState<EstadoChamada | 'inicio' | 'abrindo-midia'>('inicio');
  const [codigo, setCodigo] = useState<number | undefined>();
  const [erroMidia, setErroMidia] = useState<string | null>(null);
  const [microfone, setMicrofone] = useState(true);
  const [camera, setCamera] = useState(true);
  const chamada = useRef<Chamada | null>(null);
  const midia = useRef<MediaStream | null>(null);

  const desligar = useCallback(() => {
    chamada.current?.sair();
    chamada.current = null;
    midia.current?.getTracks().forEach((track) => track.stop());
    midia.current = null;
  }, []);
  useEffect(() => desligar, [desligar]);

  const entrar = useCallback(
    async (entrada: EntradaSala) => {
      setErroMidia(null);
      setEstado('abrindo-midia');
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      } catch (error) {
        setErroMidia(erroDeMidia(error));
        setEstado('inicio');
        return;
      }
      midia.current = stream;
      setLocal(stream);
      const nova = new Chamada({
        papel,
        endereco: entrada.endereco,
        iceServers: entrada.iceServers,
        local: stream,
        aoMudarEstado: (novo, code) => {
          setEstado(novo);
          setCodigo(code);
        },
        aoReceberRemoto: setRemoto,
      });
      chamada.current = nova;
      await nova.entrar().catch(() => setEstado('perdida'));
    },
    [papel],
  );

  const alternarMicrofone = () => {
    const ligado = !microfone;
    local?.getAudioTracks().forEach((track) => (track.enabled = ligado));
    setMicrofone(ligado);
  };
  const alternarCamera = () => {
    const ligada = !camera;
    local?.getVideoTracks().forEach((track) => (track.enabled = ligada));
    setCamera(ligada);
  };

  return {
    local,
    remoto,
    estado,
    codigo,
    erroMidia,
    microfone,
    camera,
    entrar,
    sair: desligar,
    alternarMicrofone,
    alternarCamera,
  };
}
