// The mailer: .eml files in the outbox (and reading them back), SMTP when SMTP_URL is set
// (against a small SMTP server on loopback), the templates' escaping, and `npm run outbox`.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { json, startTestApp } from '../../test/app';
import { Browser, uniqueEmail } from '../../test/accounts';
import { API_ROOT } from '../config';
import { createMailer } from './mailer';
import { decodeHeader, extractLinks, listOutbox, parseEml } from './outbox';
import { escapeHtml, renderEmail } from './templates';

const temporaryDirectories: string[] = [];
const temporaryDirectory = () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'api-mail-test-'));
  temporaryDirectories.push(directory);
  return directory;
};
afterAll(() => {
  for (const directory of temporaryDirectories) fs.rmSync(directory, { recursive: true, force: true });
});

const FROM = 'Fusion Energy Directory <no-reply@example.org>';
const LONG_LINK = `https://fusion.example.org/reset-password?hash=1790000000-${'0123456789abcdef'.repeat(4)}&email=${encodeURIComponent('zoë+test@example.org')}`;

test('escapeHtml escapes the five HTML-significant characters', () => {
  expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});

test('renderEmail: text and HTML from the same parts; only http(s) links; names cannot add lines', () => {
  const content = renderEmail({
    subject: 'Subject <b>',
    greetingName: 'Eve\n\nClick evil.example',
    intro: ['First <i>paragraph</i>.'],
    action: { label: 'Go', url: LONG_LINK },
    outro: ['Bye & thanks.'],
  });
  expect(content.text).toContain('Hello Eve Click evil.example,\n');
  expect(content.text).toContain(`Go:\n${LONG_LINK}\n`);
  expect(content.html).toContain('<title>Subject &lt;b&gt;</title>');
  expect(content.html).toContain('First &lt;i&gt;paragraph&lt;/i&gt;.');
  expect(content.html).toContain(`href="${LONG_LINK.replace(/&/g, '&amp;')}"`);
  expect(content.html).toContain('Bye &amp; thanks.');
  for (const url of ['javascript:alert(1)', 'data:text/html,x', 'not a url']) {
    expect(() => renderEmail({ subject: 's', greetingName: '', intro: [], action: { label: 'x', url }, outro: [] })).toThrow();
  }
});

test('the outbox mailer writes one complete .eml per message, private to the owner, and reads back', async () => {
  const outbox = temporaryDirectory();
  const mailer = createMailer({ smtpUrl: null, mailOutboxDir: path.join(outbox, 'nested'), mailFrom: FROM });
  expect(mailer.kind).toBe('outbox');
  const sent = await mailer.send({
    to: 'zoë@example.org',
    subject: 'Réinitialiser — ünïcode',
    text: `Open:\n${LONG_LINK}\n`,
    html: `<p><a href="${escapeHtml(LONG_LINK)}">x</a></p>`,
  });
  await mailer.send({ to: 'second@example.org', subject: 'Second', text: 'https://example.org/2', html: '<p>2</p>' });
  mailer.close();

  const files = fs.readdirSync(path.join(outbox, 'nested'));
  expect(files).toHaveLength(2);
  expect(files.every((name) => name.endsWith('.eml'))).toBe(true);
  expect(sent.file).toBe(path.join(outbox, 'nested', files.sort()[0]!));
  expect(fs.statSync(sent.file!).mode & 0o777).toBe(0o600);

  const raw = fs.readFileSync(sent.file!, 'utf8');
  expect(raw).toContain('\r\n'); // RFC 5322 line ends
  const email = parseEml(raw);
  expect(email.headers.from).toBe(FROM);
  expect(email.headers.to).toBe('zoë@example.org');
  expect(email.headers.subject).toBe('Réinitialiser — ünïcode');
  expect(email.headers['message-id']).toBe(sent.messageId);
  expect(email.text).toBe(`Open:\n${LONG_LINK}\n`);
  expect(email.html).toContain(`href="${escapeHtml(LONG_LINK)}"`);
  expect(extractLinks(email.text)).toEqual([LONG_LINK]);

  const listed = listOutbox(path.join(outbox, 'nested'));
  expect(listed.map((entry) => entry.subject)).toEqual(['Second', 'Réinitialiser — ünïcode']);
  expect(listed[1]!.links).toEqual([LONG_LINK]);
  expect(listOutbox(path.join(outbox, 'nested'), 1)).toHaveLength(1);
  expect(listOutbox(path.join(outbox, 'missing'))).toEqual([]);
});

test('decodeHeader reads RFC 2047 words', () => {
  expect(decodeHeader('=?UTF-8?Q?R=C3=A9initialiser_le?= =?UTF-8?B?IG1vdCBkZSBwYXNzZQ==?=')).toBe('Réinitialiser le mot de passe');
  expect(decodeHeader('Plain')).toBe('Plain');
});

test('npm run outbox lists the latest messages with their links', async () => {
  const outbox = temporaryDirectory();
  const mailer = createMailer({ smtpUrl: null, mailOutboxDir: outbox, mailFrom: FROM });
  await mailer.send({ to: 'cli@example.org', subject: 'Verify', text: `Verify:\n${LONG_LINK}\n`, html: '<p>x</p>' });
  mailer.close();
  const tsx = path.join(API_ROOT, '..', 'node_modules', '.bin', 'tsx');
  const { stdout } = await promisify(execFile)(tsx, ['src/mail/cli.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, MAIL_OUTBOX_DIR: outbox, SMTP_URL: '', NODE_OPTIONS: '' },
  });
  expect(stdout).toContain(`Latest 1 message(s) in ${outbox}:`);
  expect(stdout).toContain('to cli@example.org');
  expect(stdout).toContain('  Verify\n');
  expect(stdout).toContain(`  ${LONG_LINK}\n`);
  const empty = await promisify(execFile)(tsx, ['src/mail/cli.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, MAIL_OUTBOX_DIR: path.join(outbox, 'none'), SMTP_URL: '', NODE_OPTIONS: '' },
  });
  expect(empty.stdout).toContain('No message in');
});

/** A minimal SMTP server on loopback that keeps what it receives (RFC 5321: EHLO, MAIL, RCPT, DATA, QUIT). */
async function startSmtpServer(): Promise<{
  port: number;
  messages: { from: string; to: string[]; data: string }[];
  close(): Promise<void>;
}> {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return { port, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('with SMTP_URL the mailer sends by SMTP and writes nothing to the outbox', async () => {
  const smtp = await startSmtpServer();
  const outbox = temporaryDirectory();
  try {
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailOutboxDir: outbox, mailFrom: FROM });
    expect(mailer.kind).toBe('smtp');
    const sent = await mailer.send({ to: 'smtp@example.org', subject: 'By SMTP', text: `Link:\n${LONG_LINK}\n`, html: '<p>x</p>' });
    mailer.close();
    expect(sent.file).toBeNull();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!).toMatchObject({ from: 'no-reply@example.org', to: ['smtp@example.org'] });
    const email = parseEml(smtp.messages[0]!.data);
    expect(email.headers.subject).toBe('By SMTP');
    expect(extractLinks(email.text)).toEqual([LONG_LINK]);
    expect(fs.readdirSync(outbox)).toEqual([]);
  } finally {
    await smtp.close();
  }
});

test('the API sends its account emails by SMTP when SMTP_URL is set', async () => {
  const smtp = await startSmtpServer();
  const t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, siteUrl: 'https://fusion.example.org' });
  try {
    const email = uniqueEmail('smtp');
    const browser = new Browser(t.app);
    await browser.session();
    const response = await browser.call('POST', '/api/accounts/create-account/', {
      json: { full_name: 'By Smtp', username: email, password: 'spherical-tokamak-9' },
    });
    expect(json(response)).toEqual({ message: 'Account created successfully' });
    expect(smtp.messages.map((message) => message.to)).toEqual([[email]]);
    const [link] = extractLinks(parseEml(smtp.messages[0]!.data).text);
    expect(link).toMatch(/^https:\/\/fusion\.example\.org\/api\/accounts\/verify-email\/\?hash=/);
    expect(fs.readdirSync(t.outboxDir)).toEqual([]);
  } finally {
    await t.close();
    await smtp.close();
  }
});

test('when the mail server is down: create-account still succeeds, resetpwlink answers 503', async () => {
  const closed = await startSmtpServer();
  await closed.close(); // nothing listens on this port any more
  const t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${closed.port}` });
  try {
    const email = uniqueEmail('down');
    const browser = new Browser(t.app);
    await browser.session();
    const created = await browser.call('POST', '/api/accounts/create-account/', {
      json: { full_name: 'Down', username: email, password: 'spherical-tokamak-9' },
    });
    expect(json(created)).toEqual({ message: 'Account created successfully' });
    await browser.session();
    const link = await browser.call('GET', `/api/accounts/resetpwlink/?email=${encodeURIComponent(email)}`);
    expect([link.statusCode, json(link)]).toEqual([503, { message: 'The email could not be sent. Please try again later.' }]);
    const resend = await browser.call('GET', '/api/accounts/resendverification/');
    expect([resend.statusCode, json(resend)]).toEqual([503, { message: 'The email could not be sent. Please try again later.' }]);
  } finally {
    await t.close();
  }
});
