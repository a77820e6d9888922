// The feedback feature's public API: the header's button, which loads the dialog on first use.
export { FeedbackButton } from './components/FeedbackButton';
