// npm run outbox -w api [-- --limit 20]: the latest messages of the outbox, newest first,
// with their links (the verification and password reset links to open in a browser).
import { loadConfig } from '../config';
import { listOutbox } from './outbox';

function main() {
  const config = loadConfig();
  const limitIndex = process.argv.indexOf('--limit');
  const limit = limitIndex > -1 ? Math.max(1, Number(process.argv[limitIndex + 1]) || 10) : 10;
  if (config.smtpUrl) console.log('SMTP_URL is set: new mail goes out by SMTP, not to this outbox.');
  const entries = listOutbox(config.mailOutboxDir, limit);
  if (!entries.length) {
    console.log(`No message in ${config.mailOutboxDir}.`);
    return;
  }
  console.log(`Latest ${entries.length} message(s) in ${config.mailOutboxDir}:\n`);
  for (const entry of entries) {
    console.log(`${entry.date}  to ${entry.to}`);
    console.log(`  ${entry.subject}`);
    for (const link of entry.links) console.log(`  ${link}`);
    console.log(`  (${entry.file})\n`);
  }
}

main();
