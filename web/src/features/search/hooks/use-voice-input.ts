import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SpeechStatus } from '@shared/api/speech';
import { prepareVoiceRecorder, type PreparedVoiceRecorder, type VoiceRecorder } from '../audio/voice-recorder';
import { wavSecondsWithin } from '../audio/wav-encoder';
import { useSpeechAvailability, type VoiceUnavailableReason } from './use-speech-availability';
import { useTranscription } from './use-transcription';

export type { VoiceUnavailableReason };

/**
 * Voice input (product-rules §4.4 search form: idle, recording with a stop state, transcribing with a
 * spinner; the form then runs the quick search). GET /speech/status is asked once per page load;
 * a click records (16 kHz PCM WAV with Web Audio, else MediaRecorder: see ../audio/voice-recorder),
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

interface Recording {
  stream: MediaStream;
  recorder: VoiceRecorder;
  timer: number;
  status: SpeechStatus;
}

/**
 * Speech engines are trained on unprocessed speech: noise suppression and automatic gain clip and
 * smear word onsets and cost accuracy, so only echo cancellation (the page's own sounds) stays on.
 */
const SPEECH_CONSTRAINTS: MediaTrackConstraints = { channelCount: 1, echoCancellation: true, noiseSuppression: false, autoGainControl: false };

/**
 * The longest recording to make: the server's limit, and for WAV (32 KB a second at 16 kHz) also
 * what fits in its upload cap, about 32 s of a 1 MiB cap; plenty for a voice search.
 */
function recordingSeconds(recorder: VoiceRecorder, status: SpeechStatus): number {
  return recorder.mimeType === 'audio/wav' ? Math.min(status.maxSeconds, wavSecondsWithin(status.maxAudioBytes)) : status.maxSeconds;
}

function release(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

export function useVoiceInput(onText: (text: string) => void): VoiceInput {
  const { t } = useTranslation('search');
  const [availability, markUnavailable] = useSpeechAvailability();
  const [phase, setPhase] = useState<'idle' | 'starting' | 'recording' | 'transcribing'>('idle');
  const recording = useRef<Recording | null>(null);
  const alive = useRef(true);
  const transcribe = useTranscription(onText, () => markUnavailable('service'));

  // Leaving the page mid-recording: stop it and free the microphone.
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      const current = recording.current;
      recording.current = null;
      if (current) {
        window.clearTimeout(current.timer);
        current.recorder.cancel();
        release(current.stream);
      }
    };
  }, []);

  /** Ends `current` (a click, the time limit, or the recorder stopping by itself), frees the microphone and sends the audio. */
  const finish = useCallback(
    async (current: Recording) => {
      if (recording.current !== current) return;
      recording.current = null;
      window.clearTimeout(current.timer);
      let audio: Blob;
      try {
        audio = await current.recorder.stop();
      } catch {
        if (alive.current) setPhase('idle');
        toast.error(t('voice.toast.processing'), { id: 'voice' });
        return;
      } finally {
        release(current.stream);
      }
      if (!alive.current) return;
      setPhase('transcribing');
      await transcribe(audio, audio.type || current.recorder.mimeType, current.status);
      if (alive.current) setPhase('idle');
    },
    [t, transcribe],
  );

  const start = useCallback(async () => {
    if (availability.kind !== 'ready' || phase !== 'idle') return;
    const { status } = availability;
    setPhase('starting');
    let prepared: PreparedVoiceRecorder;
    try {
      prepared = await prepareVoiceRecorder();
    } catch {
      if (!alive.current) return;
      setPhase('idle');
      toast.error(t('voice.toast.processing'), { id: 'voice' });
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: SPEECH_CONSTRAINTS });
    } catch (error) {
      prepared.discard();
      if (!alive.current) return;
      setPhase('idle');
      const noDevice = error instanceof DOMException && (error.name === 'NotFoundError' || error.name === 'OverconstrainedError');
      toast.error(t(noDevice ? 'voice.toast.noMicrophone' : 'voice.toast.microphone'), { id: 'voice' });
      return;
    }
    if (!alive.current) {
      prepared.discard();
      release(stream);
      return;
    }

    let recorder: VoiceRecorder;
    try {
      // One recording at a time, so the one that stopped by itself is the current one.
      recorder = prepared.start(stream, () => recording.current && void finish(recording.current));
    } catch {
      release(stream);
      if (!alive.current) return;
      setPhase('idle');
      toast.error(t('voice.toast.processing'), { id: 'voice' });
      return;
    }
    if (!alive.current) {
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
    recording.current = started;
    setPhase('recording');
  }, [availability, phase, t, finish]);

  const stop = useCallback(() => {
    if (recording.current) void finish(recording.current);
  }, [finish]);

  const state: VoiceState =
    availability.kind === 'checking' ? 'checking' : availability.kind === 'unavailable' ? 'unavailable' : phase === 'starting' ? 'idle' : phase;

  return {
    state,
    reason: availability.kind === 'unavailable' ? availability.reason : null,
    start: () => void start(),
    stop,
  };
}
