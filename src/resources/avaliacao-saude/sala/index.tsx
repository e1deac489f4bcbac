import { sobDemanda } from '../../../components/sobDemanda';

// The room carries WebRTC, the recorder and the video layout: its own chunk, fetched when the
// nurse opens the room, not with the area.
export const SalaVideoPage = sobDemanda(() => import('./SalaVideoPage').then((m) => m.default));
