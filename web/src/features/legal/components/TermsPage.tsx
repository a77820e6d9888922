import { LegalPage } from './LegalPage';

const TERMS_SECTIONS = [
  'acceptance',
  'service',
  'estimates',
  'accounts',
  'plans',
  'acceptableUse',
  'thirdParty',
  'liability',
  'termination',
  'changes',
  'contact',
] as const;

export default function TermsPage() {
  return <LegalPage doc="terms" sections={TERMS_SECTIONS} testId="terms-page" />;
}
