export { NewsletterConfirmPage as default } from './NewsletterLinkPage';
