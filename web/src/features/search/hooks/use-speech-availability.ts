import { useEffect, useState } from 'react';
import type { SpeechStatus } from '@shared/api/speech';
import { speechStatus } from '../api/load-speech-api';
import { canRecordVoice } from '../audio/voice-recorder';

/** Why the microphone is off: no speech service here, a browser that cannot record, or the status check failed. */
export type VoiceUnavailableReason = 'service' | 'browser' | 'status';

export type SpeechAvailability = { kind: 'checking' } | { kind: 'unavailable'; reason: VoiceUnavailableReason } | { kind: 'ready'; status: SpeechStatus };

/**
 * Whether voice input can be offered: the browser must be able to record, and GET /speech/status
 * (asked once per page load) must say the service is there. `markUnavailable` turns it off when
 * the service says so later.
 */
export function useSpeechAvailability(): [SpeechAvailability, (reason: VoiceUnavailableReason) => void] {
  const [availability, setAvailability] = useState<SpeechAvailability>(() =>
    canRecordVoice() ? { kind: 'checking' } : { kind: 'unavailable', reason: 'browser' },
  );
  useEffect(() => {
    let alive = true;
    if (canRecordVoice()) {
      speechStatus().then(
        (status) => alive && setAvailability(status.available ? { kind: 'ready', status } : { kind: 'unavailable', reason: 'service' }),
        () => alive && setAvailability({ kind: 'unavailable', reason: 'status' }),
      );
    }
    return () => {
      alive = false;
    };
  }, []);
  return [availability, (reason) => setAvailability({ kind: 'unavailable', reason })];
}
