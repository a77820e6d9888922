import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { SPEECH_ERROR_CODES, SpeechStatus } from '@shared/api/speech';
import { normalizeLanguage } from '@shared/i18n/languages';
import { ApiError } from '@/lib/api-client';
import { canRecordVoice, prepareVoiceRecorder, type PreparedVoiceRecorder, type VoiceRecorder } from '../audio/voice-recorder';
import { wavSecondsWithin } from '../audio/wav-encoder';

/**
 * Voice input (spec 000 search form: idle, recording with a stop state, transcribing with a
 * spinner; the form then runs the quick search). GET /speech/status is asked once per page load;
 * a click records (16 kHz PCM WAV with Web Audio, else MediaRecorder: see ../audio/voice-recorder),
 * a second click or the time limit stops, and POST /speech/transcribe turns the recording into
 * text for `onText`. The microphone is released as soon as recording ends, whatever happens.
 */
export type VoiceState = 'checking' | 'unavailable' | 'idle' | 'recording' | 'transcribing';

/** Why the microphone is off: no speech service here, a browser that cannot record, or the status check failed. */
export type VoiceUnavailableReason = 'service' | 'browser' | 'status';

export interface VoiceInput {
  state: VoiceState;
  /** Set when `state` is 'unavailable'. */
  reason: VoiceUnavailableReason | null;
  start: () => void;
  stop: () => void;
}

type SpeechErrorCode = (typeof SPEECH_ERROR_CODES)[keyof typeof SPEECH_ERROR_CODES];

/** Each server error code: the spec's toast title and our explanation under it. */
const ERROR_TOASTS: Record<SpeechErrorCode, { title: 'failed' | 'processing'; detail: string }> = {
  AUDIO_TOO_LARGE: { title: 'processing', detail: 'tooLarge' },
  AUDIO_UNREADABLE: { title: 'processing', detail: 'unreadable' },
  NO_SPEECH: { title: 'failed', detail: 'noSpeech' },
  SPEECH_UNAVAILABLE: { title: 'failed', detail: 'unavailable' },
  SPEECH_FAILED: { title: 'failed', detail: 'failed' },
};

type Availability = { kind: 'checking' } | { kind: 'unavailable'; reason: VoiceUnavailableReason } | { kind: 'ready'; status: SpeechStatus };

interface Recording {
  stream: MediaStream;
  recorder: VoiceRecorder;
  timer: number;
  status: SpeechStatus;
}

// Loaded on demand: the contracts pull in zod, which the initial bundle should not carry.
const loadApi = () => import('../api/speech-api');

/** One status request per page load (shared by every mount); a failed one is asked again next time. */
let statusRequest: Promise<SpeechStatus> | null = null;
function speechStatus(): Promise<SpeechStatus> {
  statusRequest ??= loadApi()
    .then((api) => api.fetchSpeechStatus())
    .catch((error: unknown) => {
      statusRequest = null;
      throw error;
    });
  return statusRequest;
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
  const { t, i18n } = useTranslation('search');
  const [availability, setAvailability] = useState<Availability>(() =>
    canRecordVoice() ? { kind: 'checking' } : { kind: 'unavailable', reason: 'browser' },
  );
  const [phase, setPhase] = useState<'idle' | 'starting' | 'recording' | 'transcribing'>('idle');
  const recording = useRef<Recording | null>(null);
  const request = useRef<AbortController | null>(null);
  const alive = useRef(true);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  });

  useEffect(() => {
    alive.current = true;
    if (canRecordVoice()) {
      speechStatus().then(
        (status) => alive.current && setAvailability(status.available ? { kind: 'ready', status } : { kind: 'unavailable', reason: 'service' }),
        () => alive.current && setAvailability({ kind: 'unavailable', reason: 'status' }),
      );
    }
    return () => {
      alive.current = false;
      const current = recording.current;
      recording.current = null;
      if (current) {
        window.clearTimeout(current.timer);
        current.recorder.cancel();
        release(current.stream);
      }
      request.current?.abort();
    };
  }, []);

  const transcribe = useCallback(
    async (blob: Blob, mimeType: string, status: SpeechStatus) => {
      setPhase('transcribing');
      const controller = new AbortController();
      request.current = controller;
      try {
        const api = await loadApi();
        // Caught here rather than by the server: nothing to upload, too much to upload, or a format it cannot read.
        if (blob.size === 0 || !api.isAcceptedMimeType(mimeType)) {
          toast.error(t('voice.toast.processing'), { description: t('voice.error.unreadable'), id: 'voice' });
          return;
        }
        if (blob.size > status.maxAudioBytes) {
          toast.error(t('voice.toast.processing'), { description: t('voice.error.tooLarge'), id: 'voice' });
          return;
        }
        const { text } = await api.transcribeRecording(blob, mimeType, normalizeLanguage(i18n.resolvedLanguage) ?? undefined, controller.signal);
        if (controller.signal.aborted) return;
        toast.success(t('voice.toast.captured'), { id: 'voice' });
        onTextRef.current(text);
      } catch (error) {
        if (controller.signal.aborted) return;
        const code = error instanceof ApiError && Object.hasOwn(ERROR_TOASTS, error.code) ? (error.code as SpeechErrorCode) : 'SPEECH_FAILED';
        const { title, detail } = ERROR_TOASTS[code];
        toast.error(t(`voice.toast.${title}`), { description: t(`voice.error.${detail}`), id: 'voice' });
        if (code === 'SPEECH_UNAVAILABLE') setAvailability({ kind: 'unavailable', reason: 'service' });
      } finally {
        if (request.current === controller) request.current = null;
        if (alive.current) setPhase('idle');
      }
    },
    [t, i18n],
  );

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
      if (alive.current) await transcribe(audio, audio.type || current.recorder.mimeType, current.status);
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
