/**
 * Child process for the mail crash test: registers an account (its confirmation mail is queued in
 * the same transaction) and lets the outbox worker start sending to SMTP_URL. The test kills this
 * process while the mail server has not yet answered: committed, not sent.
 * Usage: node --import tsx src/test/crash-mailer.ts <database file | postgres:// URL> <smtp url> <email>
 */
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

const [file, smtpUrl, email] = process.argv.slice(2);
if (!file || !smtpUrl || !email) throw new Error('usage: crash-mailer.ts <db> <smtp url> <email>');
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'test',
    ...(/^postgres(ql)?:\/\//.test(file) ? { DATABASE_URL: file } : { DATABASE_PATH: file }),
    JWT_SECRET: 'c'.repeat(40),
    LOG_LEVEL: 'silent',
    SMTP_URL: smtpUrl,
    MAIL_POLL_MS: '0',
    SCRYPT_LOG_N: '10',
    SEED: 'false',
  }),
);
await app.ready();
const res = await app.inject({ method: 'POST', url: '/api/v1/register', payload: { name: 'Crash Test', email, password: 'crash-password' } });
process.stdout.write(`registered ${res.statusCode}\n`);
// Stay alive: the worker is now connecting to the mail server, which never answers.
setInterval(() => undefined, 1000);
