import { SpeechUnavailableError } from './errors';
import type { SpeechPort } from './port';

/**
 * The answer when no speech service exists: the status route reports it and every transcription
 * is a 503 SPEECH_UNAVAILABLE, so the web disables the microphone with an explanation.
 *
 * It also stands in for Amazon Transcribe for now. Transcribe's streaming API (the only one fast
 * enough for a voice search; batch jobs need S3 and take 10 s or more) accepts PCM, FLAC or
 * Ogg/Opus, not the WebM that Chrome's MediaRecorder produces, and a Lambda has no ffmpeg to
 * convert. The realistic design is for the browser to send 16 kHz PCM (Web Audio) and an adapter
 * to stream it over HTTP/2 in SigV4-signed event-stream frames, or to remux WebM/Opus into Ogg.
 */
export function unavailableSpeechAdapter(): SpeechPort {
  return {
    available: false,
    languages: [],
    transcribe: () => Promise.reject(new SpeechUnavailableError()),
  };
}
