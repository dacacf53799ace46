import { dropTemplate } from './db';

export default async function globalTeardown(): Promise<void> {
  await dropTemplate();
}
