import { lazy, Suspense } from 'react';
import { Loading } from '../../../components/Loading';

// The room carries WebRTC, the recorder and the video layout: its own chunk, fetched when the
// nurse opens the room, not with the area.
const SalaVideoScreen = lazy(() => import('./SalaVideoPage'));

export function SalaVideoPage() {
  return (
    <Suspense fallback={<Loading />}>
      <SalaVideoScreen />
    </Suspense>
  );
}
