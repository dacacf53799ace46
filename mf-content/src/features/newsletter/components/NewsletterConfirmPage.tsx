export { NewsletterConfirmPage as default } from './NewsletterLinkPage';
export { newsletterConfirmHead as head } from '../head';
