import { LegalPage } from './LegalPage';

/** The 11 sections product-rules §15.1 requires, in its order. */
export const PRIVACY_SECTIONS = [
  'collected',
  'use',
  'sharing',
  'security',
  'rights',
  'location',
  'cookies',
  'children',
  'retention',
  'changes',
  'contact',
] as const;

export default function PrivacyPolicyPage() {
  return <LegalPage doc="privacy" sections={PRIVACY_SECTIONS} testId="privacy-page" />;
}
