import { useEffect, useRef } from 'react';
import { release, type Recording } from './recording';

/**
 * The recording under way and whether the page is still there. Leaving the page mid-recording
 * stops it and frees the microphone.
 */
export function useRecordingRef() {
  const recordingRef = useRef<Recording | null>(null);
  const aliveRef = useRef(true);

  useEffect(() => {
    aliveRef.current = true;
    return () => {
      aliveRef.current = false;
      const current = recordingRef.current;
      recordingRef.current = null;
      if (current) {
        window.clearTimeout(current.timer);
        current.recorder.cancel();
        release(current.stream);
      }
    };
  }, []);

  return { recordingRef, aliveRef };
}
