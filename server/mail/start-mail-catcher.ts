/**
 * The local mail catcher used when SMTP_URL is unset (Supabase's local stack
 * does the same with Inbucket): an SMTP server that keeps every message in
 * memory, and a web inbox with maildev's JSON API (GET /email,
 * GET /email/:id, DELETE /email/:id, DELETE /email/all).
 */
import Fastify from 'fastify';
import { simpleParser, type AddressObject } from 'mailparser';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtAddress {
  address: string;
  name: string;
}

export interface CaughtEmail {
  id: string;
  subject: string;
  from: CaughtAddress[];
  to: CaughtAddress[];
  text: string;
  html: string;
  date: string;
}

export interface MailCatcher {
  smtpUrl: string;
  inboxUrl: string;
  emails: () => readonly CaughtEmail[];
  close: () => Promise<void>;
}

/** Old messages are dropped past this count so a long-running catcher stays bounded. */
export const MAX_CAUGHT_EMAILS = 500;
/**
 * The inbox holds live recovery links, so it listens on loopback only, and it
 * answers only requests addressed to a loopback name: a web page that rebinds
 * its own DNS name to 127.0.0.1 reaches the port but still sends its own Host.
 */
const LOOPBACK_HOST = 'localhost';
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];
/** Larger messages are refused: recovery emails are a few kilobytes. */
const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

function addresses(field: AddressObject | AddressObject[] | undefined): CaughtAddress[] {
  const list = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return list.flatMap((entry) =>
    entry.value.map((value) => ({ address: value.address ?? '', name: value.name })),
  );
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Every link of a shown email opens in a new top-level tab, as in a webmail:
 * followed inside the frame, the recovery link would land on an app that
 * refuses to be framed (X-Frame-Options: DENY) after spending its one use.
 */
function inNewTabs(html: string): string {
  return `<base target="_blank">${html.replace(/^\s*<!doctype[^>]*>/i, '')}`;
}

function renderInbox(emails: readonly CaughtEmail[]): string {
  const rows = [...emails]
    .reverse()
    .map(
      (email) => `<article>
  <h2>${escapeHtml(email.subject)}</h2>
  <p><strong>Para:</strong> ${escapeHtml(email.to.map((to) => to.address).join(', '))} · <time>${escapeHtml(email.date)}</time></p>
  <iframe title="${escapeHtml(email.subject)}" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(inNewTabs(email.html || `<pre>${escapeHtml(email.text)}</pre>`))}"></iframe>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Bandeja de entrada local · Presupuestos</title>
<style>body{font-family:Arial,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:1rem 0}iframe{width:100%;height:22rem;border:0}</style>
</head><body>
<h1>Bandeja de entrada local</h1>
<p>Correos enviados por el servidor de Presupuestos (no salen de este equipo). JSON: <a href="/email">/email</a>. Recarga para ver los nuevos.</p>
${rows || '<p>No hay correos todavía.</p>'}
</body></html>`;
}

export async function startMailCatcher(options: {
  smtpPort: number;
  uiPort: number;
}): Promise<MailCatcher> {
  const caught: CaughtEmail[] = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          caught.push({
            id: randomUUID(),
            subject: parsed.subject ?? '',
            from: addresses(parsed.from),
            to: addresses(parsed.to),
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            date: (parsed.date ?? new Date()).toISOString(),
          });
          if (caught.length > MAX_CAUGHT_EMAILS)
            caught.splice(0, caught.length - MAX_CAUGHT_EMAILS);
          callback();
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort, '127.0.0.1', () => resolve());
  });

  const ui = Fastify({ logger: false });
  // Filled once listening, when the port is known (options.uiPort may be 0).
  const allowedHosts = new Set<string>();
  ui.addHook('onRequest', async (request, reply) => {
    if (!allowedHosts.has((request.headers.host ?? '').toLowerCase())) {
      return reply.code(403).type('text/plain; charset=utf-8').send('Host no permitido');
    }
  });
  ui.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderInbox(caught)),
  );
  ui.get('/email', async () => caught);
  ui.get('/email/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const email = caught.find((entry) => entry.id === id);
    return email ?? reply.code(404).send({ error: 'No existe ese correo' });
  });
  ui.delete('/email/all', async () => {
    caught.length = 0;
    return true;
  });
  ui.delete('/email/:id', async (request) => {
    const { id } = request.params as { id: string };
    const index = caught.findIndex((entry) => entry.id === id);
    if (index >= 0) caught.splice(index, 1);
    return index >= 0;
  });
  try {
    // 'localhost' binds every loopback address it resolves to (127.0.0.1 and ::1), nothing else.
    await ui.listen({ port: options.uiPort, host: LOOPBACK_HOST });
    const { port } = ui.server.address() as AddressInfo;
    for (const name of LOOPBACK_NAMES) allowedHosts.add(`${name}:${port}`);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    throw error;
  }

  return {
    smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
    inboxUrl: `http://localhost:${options.uiPort}/`,
    emails: () => caught,
    async close() {
      await ui.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
