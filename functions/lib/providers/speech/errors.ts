import { SPEECH_ERROR_CODES, SPEECH_MESSAGES } from '../../../../shared/api/speech';
import { DomainError } from '../../errors';

/** No speech service in this deployment (embedded engine not installed, or no production adapter). */
export class SpeechUnavailableError extends DomainError {
  constructor() {
    super('unavailable', SPEECH_ERROR_CODES.unavailable, SPEECH_MESSAGES.unavailable);
  }
}

/** The engine heard nothing it could turn into words (silence, noise, an empty recording). */
export class NoSpeechError extends DomainError {
  constructor() {
    super('unprocessable', SPEECH_ERROR_CODES.noSpeech, SPEECH_MESSAGES.noSpeech);
  }
}

/** The recording could not be decoded (corrupt, truncated, or not audio). */
export class AudioUnreadableError extends DomainError {
  constructor(cause?: unknown) {
    super('unprocessable', SPEECH_ERROR_CODES.unreadable, SPEECH_MESSAGES.unreadable);
    this.cause = cause;
  }
}

/** The decoded recording is over SPEECH_MAX_AUDIO_BYTES. */
export class AudioTooLargeError extends DomainError {
  constructor() {
    super('too-large', SPEECH_ERROR_CODES.tooLarge, SPEECH_MESSAGES.tooLarge);
  }
}

/** The engine failed or timed out on this recording; the cause goes to the log only. */
export class SpeechFailedError extends DomainError {
  constructor(cause: unknown) {
    super('unavailable', SPEECH_ERROR_CODES.failed, SPEECH_MESSAGES.failed);
    this.cause = cause;
  }
}
