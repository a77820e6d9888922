/**
 * The password chosen on the sign-up form, kept only in this module's memory between /auth and
 * /signup-verification, for the automatic sign-in after the code is verified. It never goes into a
 * URL, history state or web storage; a reload forgets it (the verification page then asks for it).
 */
const passwords = new Map<string, string>();
const key = (email: string) => email.trim().toLowerCase();

export function keepSignupPassword(email: string, password: string): void {
  passwords.set(key(email), password);
}

export function signupPasswordFor(email: string): string | null {
  return passwords.get(key(email)) ?? null;
}

export function forgetSignupPassword(email: string): void {
  passwords.delete(key(email));
}
