import { lazyWithPreload } from '../../../components/lazyWithPreload';

// The room carries WebRTC, the recorder and the video layout: its own chunk, fetched when the
// nurse opens the room, not with the area.
export const SalaVideoPage = lazyWithPreload(() =>
  import('./SalaVideoPage').then((m) => m.default),
);
