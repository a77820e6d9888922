import type { SpeechStatus } from '@shared/api/speech';
import type { VoiceRecorder } from '../../audio/voice-recorder';
import { wavSecondsWithin } from '../../audio/wav-encoder';

/** A recording under way: its microphone, its recorder, the time-limit timer, and the service's limits. */
export interface Recording {
  stream: MediaStream;
  recorder: VoiceRecorder;
  timer: number;
  status: SpeechStatus;
}

export type VoicePhase = 'idle' | 'starting' | 'recording' | 'transcribing';

/**
 * Speech engines are trained on unprocessed speech: noise suppression and automatic gain clip and
 * smear word onsets and cost accuracy, so only echo cancellation (the page's own sounds) stays on.
 */
export const SPEECH_CONSTRAINTS: MediaTrackConstraints = { channelCount: 1, echoCancellation: true, noiseSuppression: false, autoGainControl: false };

/**
 * The longest recording to make: the server's limit, and for WAV (32 KB a second at 16 kHz) also
 * what fits in its upload cap, about 32 s of a 1 MiB cap; plenty for a voice search.
 */
export function recordingSeconds(recorder: VoiceRecorder, status: SpeechStatus): number {
  return recorder.mimeType === 'audio/wav' ? Math.min(status.maxSeconds, wavSecondsWithin(status.maxAudioBytes)) : status.maxSeconds;
}

export function release(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
