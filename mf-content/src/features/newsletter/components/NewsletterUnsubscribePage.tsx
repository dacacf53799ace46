export { NewsletterUnsubscribePage as default } from './NewsletterLinkPage';
