// The i18n feature's public API.
export { LanguageSwitcher } from './components/LanguageSwitcher';
