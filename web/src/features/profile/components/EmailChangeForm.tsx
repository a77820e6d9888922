import { type FormEvent } from 'react';
import { useEmailChange } from '../hooks/use-email-change';
import { EmailAddressStep, EmailCodeStep } from './EmailChangeSteps';

interface Props {
  currentEmail: string | null;
  /** The email changed: the parent shows the toast and signs the user out. */
  onChanged: (newEmail: string) => void;
  onSessionLost: () => void;
}

/** New address → Send code → 6-digit code → Verify (product-rules §13.6, /profile). */
export function EmailChangeForm({ currentEmail, onChanged, onSessionLost }: Props) {
  const change = useEmailChange(currentEmail, onChanged, onSessionLost);
  const { sentTo, newEmail, send, verify } = change;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (sentTo ? verify() : send(newEmail));
  };

  return sentTo ? <EmailCodeStep change={change} sentTo={sentTo} onSubmit={onSubmit} /> : <EmailAddressStep change={change} onSubmit={onSubmit} />;
}
