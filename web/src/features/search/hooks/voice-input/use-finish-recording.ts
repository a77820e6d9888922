import { useCallback, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { SpeechStatus } from '@shared/api/speech';
import { release, type Recording, type VoicePhase } from './recording';

type Transcribe = (audio: Blob, mimeType: string, status: SpeechStatus) => Promise<unknown>;

interface FinishRefs {
  recordingRef: RefObject<Recording | null>;
  aliveRef: RefObject<boolean>;
}

/** Ends a recording (a click, the time limit, or the recorder stopping by itself), frees the microphone and sends the audio. */
export function useFinishRecording({ recordingRef, aliveRef }: FinishRefs, setPhase: (phase: VoicePhase) => void, transcribe: Transcribe) {
  const { t } = useTranslation('search');
  return useCallback(
    async (current: Recording) => {
      if (recordingRef.current !== current) return;
      recordingRef.current = null;
      window.clearTimeout(current.timer);
      let audio: Blob;
      try {
        audio = await current.recorder.stop();
      } catch {
        if (aliveRef.current) setPhase('idle');
        toast.error(t('voice.toast.processing'), { id: 'voice-busy' });
        return;
      } finally {
        release(current.stream);
      }
      if (!aliveRef.current) return;
      setPhase('transcribing');
      await transcribe(audio, audio.type || current.recorder.mimeType, current.status);
      if (aliveRef.current) setPhase('idle');
    },
    [recordingRef, aliveRef, setPhase, t, transcribe],
  );
}
