export { NewsletterUnsubscribePage as default } from './NewsletterLinkPage';
export { newsletterUnsubscribeHead as head } from '../head';
