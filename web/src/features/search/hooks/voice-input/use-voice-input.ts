import { useCallback, useState } from 'react';
import { useSpeechAvailability, type VoiceUnavailableReason } from '../use-speech-availability';
import { useTranscription } from '../use-transcription';
import type { VoicePhase } from './recording';
import { useFinishRecording } from './use-finish-recording';
import { useRecordingRef } from './use-recording-ref';
import { useStartRecording } from './use-start-recording';

export type { VoiceUnavailableReason };

/**
 * Voice input (product-rules §4.4 search form: idle, recording with a stop state, transcribing with a
 * spinner; the form then runs the quick search). GET /speech/status is asked once per page load;
 * a click records (16 kHz PCM WAV with Web Audio, else MediaRecorder: see ../../audio/voice-recorder),
 * a second click or the time limit stops, and POST /speech/transcribe turns the recording into
 * text for `onText`. The microphone is released as soon as recording ends, whatever happens.
 */
export type VoiceState = 'checking' | 'unavailable' | 'idle' | 'recording' | 'transcribing';

export interface VoiceInput {
  state: VoiceState;
  /** Set when `state` is 'unavailable'. */
  reason: VoiceUnavailableReason | null;
  start: () => void;
  stop: () => void;
}

export function useVoiceInput(onText: (text: string) => void): VoiceInput {
  const [availability, markUnavailable] = useSpeechAvailability();
  const [phase, setPhase] = useState<VoicePhase>('idle');
  const transcribe = useTranscription(onText, () => markUnavailable('service'));
  const refs = useRecordingRef();
  const finish = useFinishRecording(refs, setPhase, transcribe);
  const startRecording = useStartRecording(refs, setPhase, finish);
  const { recordingRef } = refs;

  const start = useCallback(async () => {
    if (availability.kind !== 'ready' || phase !== 'idle') return;
    await startRecording(availability.status);
  }, [availability, phase, startRecording]);

  const stop = useCallback(() => {
    if (recordingRef.current) void finish(recordingRef.current);
  }, [recordingRef, finish]);

  const state: VoiceState =
    availability.kind === 'checking' ? 'checking' : availability.kind === 'unavailable' ? 'unavailable' : phase === 'starting' ? 'idle' : phase;

  return {
    state,
    reason: availability.kind === 'unavailable' ? availability.reason : null,
    start: () => void start(),
    stop,
  };
}
