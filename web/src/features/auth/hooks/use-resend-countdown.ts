import { useCallback, useEffect, useState } from 'react';
import type { CodePurpose } from '@shared/domain/codes';
import { nextResendAt, noteCodeSent } from '../code-sends';

function secondsLeft(until: number): number {
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/**
 * The "Resend in 42 s" timer of one code purpose and address. It starts from what the sending
 * page noted (code-sends.ts) and restarts whenever a code goes out or the server says to wait.
 */
export function useResendCountdown(purpose: CodePurpose, email: string) {
  const [until, setUntil] = useState(() => nextResendAt(purpose, email));
  const [remaining, setRemaining] = useState(() => secondsLeft(until));

  const running = remaining > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setRemaining(secondsLeft(until)), 250);
    return () => window.clearInterval(timer);
  }, [running, until]);

  /** Call when a code went out (`waitSeconds` = the answer's resendAfterSeconds) or the server said to wait. */
  const restart = useCallback(
    (waitSeconds?: number) => {
      const next = noteCodeSent(purpose, email, waitSeconds);
      setUntil(next);
      setRemaining(secondsLeft(next));
    },
    [purpose, email],
  );

  return { remaining, restart };
}
