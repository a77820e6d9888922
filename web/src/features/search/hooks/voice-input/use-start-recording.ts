import { useCallback, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import type { SpeechStatus } from '@shared/api/speech';
import { prepareVoiceRecorder, type PreparedVoiceRecorder, type VoiceRecorder } from '../../audio/voice-recorder';
import { recordingSeconds, release, SPEECH_CONSTRAINTS, type Recording, type VoicePhase } from './recording';

interface StartRefs {
  recordingRef: RefObject<Recording | null>;
  aliveRef: RefObject<boolean>;
}

type Acquired = { prepared: PreparedVoiceRecorder; stream: MediaStream } | null;

/**
 * Starts a recording: prepares the recorder, asks for the microphone, records, and stops at the
 * time limit. Each failure frees what was taken and says so; leaving the page midway frees it quietly.
 */
export function useStartRecording(
  { recordingRef, aliveRef }: StartRefs,
  setPhase: (phase: VoicePhase) => void,
  finish: (current: Recording) => Promise<void>,
) {
  const { t } = useTranslation('search');

  /** The prepared recorder and the microphone, or null when either failed (already said) or the page left. */
  const acquire = useCallback(async (): Promise<Acquired> => {
    let prepared: PreparedVoiceRecorder;
    try {
      prepared = await prepareVoiceRecorder();
    } catch {
      if (!aliveRef.current) return null;
      setPhase('idle');
      toast.error(t('voice.toast.processing'), { id: 'voice-busy' });
      return null;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: SPEECH_CONSTRAINTS });
    } catch (error) {
      prepared.discard();
      if (!aliveRef.current) return null;
      setPhase('idle');
      const noDevice = error instanceof DOMException && (error.name === 'NotFoundError' || error.name === 'OverconstrainedError');
      toast.error(t(noDevice ? 'voice.toast.noMicrophone' : 'voice.toast.microphone'), { id: 'voice-microphone' });
      return null;
    }
    if (!aliveRef.current) {
      prepared.discard();
      release(stream);
      return null;
    }
    return { prepared, stream };
  }, [aliveRef, setPhase, t]);

  return useCallback(
    async (status: SpeechStatus) => {
      setPhase('starting');
      const acquired = await acquire();
      if (!acquired) return;
      const { prepared, stream } = acquired;
      let recorder: VoiceRecorder;
      try {
        // One recording at a time, so the one that stopped by itself is the current one.
        recorder = prepared.start(stream, () => recordingRef.current && void finish(recordingRef.current));
      } catch {
        release(stream);
        if (!aliveRef.current) return;
        setPhase('idle');
        toast.error(t('voice.toast.processing'), { id: 'voice-busy' });
        return;
      }
      if (!aliveRef.current) {
        recorder.cancel();
        release(stream);
        return;
      }
      // The server cuts longer recordings (and WAV must fit its upload cap), so stop there and say why.
      const seconds = recordingSeconds(recorder, status);
      const started: Recording = { stream, recorder, status, timer: 0 };
      started.timer = window.setTimeout(() => {
        toast.info(t('voice.toast.timeLimit', { seconds }), { id: 'voice-limit' });
        void finish(started);
      }, seconds * 1000);
      recordingRef.current = started;
      setPhase('recording');
    },
    [recordingRef, aliveRef, setPhase, acquire, finish, t],
  );
}
