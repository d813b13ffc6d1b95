/**
 * Chat delivery (issue 19): how many messages per second one server process stores and delivers
 * to 1,000 connected chat users (every message goes to every member of one large group).
 *
 *   npm run bench:im -- [users=1000] [messages=200] [concurrency=8]
 *
 * Starts the real server in a child process (fresh SQLite database in a temporary folder), adds
 * `users` tutors to a group owned by the staff account and issues each a chat token; a load
 * process opens one raw SignalR JSON-protocol socket per user (skipNegotiation) and counts the
 * ImMessage events. Staff then sends `messages` texts through POST /api/IM/Send, `concurrency` at
 * a time. Reported: the time from the first send to the moment every user has every message,
 * messages per second, deliveries (message x user) per second, and any message lost. Every send
 * also pushes each member's new unread counters (read for all members in two queries), so each
 * message is two hub records per member. Load and server share the same machine (two cores,
 * shared with others), and the load process parses every record too.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { computeSignature } from '../src/domain/signature';

const RS = '\u001e';
const APP_SECRET = 'bench-secret';
const now = () => performance.timeOrigin + performance.now();

type FromServer = { kind: 'ready'; port: number; tokens: string[]; staffToken: string; conversationId: number };
type ToLoad = { kind: 'connect'; tokens: string[]; conversationId: number } | { kind: 'expect'; total: number } | { kind: 'stop' };
type FromLoad = { kind: 'connected'; open: number } | { kind: 'done'; lastAt: number; perUser: number[] };

const mode = process.argv[2];
if (mode === '--serve') await serve(process.argv[3] ?? '', Number(process.argv[4]));
else if (mode === '--load') await load(Number(process.argv[3]));
else await main(Number(process.argv[2] ?? 1000), Number(process.argv[3] ?? 200), Number(process.argv[4] ?? 8));

/** The server process: the real app, a group of `users` tutors, and a chat token for each. */
async function serve(dataDir: string, users: number): Promise<void> {
  const { buildApp } = await import('../server/app');
  const { loadConfig } = await import('../server/config');
  const { issueAccessToken } = await import('../server/services/access-tokens');
  const { DemoUsers } = await import('../server/seed/people.seed');
  const config = loadConfig({
    NODE_ENV: 'production',
    APP_SECRET,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'none'),
    ATTENDANCE_JOB_INTERVAL_MS: '0',
    RATE_LIMIT_MAX: '1000000',
    HUB_MAX_BUFFERED_BYTES: String(64 * 1024 * 1024),
  });
  const app = await buildApp({ config });
  const createdAt = new Date().toISOString();
  const ids: number[] = [];
  for (let index = 0; index < users; index += 1) {
    const row = await app.db
      .insertInto('users')
      .values({
        account: `bench.chat.${index}`,
        first_name: 'Bench',
        last_name: `Tutor ${index}`,
        email: `bench.chat.${index}@example.com`,
        avatar: '',
        disabled: 0,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db.insertInto('user_roles').values({ user_id: row.id, role: 'teacher' }).execute();
    ids.push(row.id);
  }
  const group = await app.db
    .insertInto('im_conversations')
    .values({
      kind: 'group',
      name: 'Bench group',
      direct_key: null,
      created_by: DemoUsers.staff.id,
      dissolved_at: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const members = [{ user_id: DemoUsers.staff.id, role: 'owner' }, ...ids.map((id) => ({ user_id: id, role: 'member' }))];
  for (let start = 0; start < members.length; start += 200) {
    await app.db
      .insertInto('im_members')
      .values(members.slice(start, start + 200).map((member) => ({ conversation_id: group.id, ...member, joined_at: createdAt })))
      .execute();
  }
  const tokens = [];
  for (const id of ids) tokens.push((await issueAccessToken(app.db, app.clock, id, 3600, 'im')).token);
  const staffToken = (await issueAccessToken(app.db, app.clock, DemoUsers.staff.id, 3600)).token;
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('disconnect', () => void app.close().then(() => process.exit(0)));
  process.send?.({ kind: 'ready', port: (app.server.address() as { port: number }).port, tokens, staffToken, conversationId: group.id } satisfies FromServer);
}

/** The load process: one socket per chat user, counting the group's messages each receives. */
async function load(port: number): Promise<void> {
  const sockets: WebSocket[] = [];
  let perUser: number[] = [];
  let expected = Number.POSITIVE_INFINITY;
  let complete = 0;
  const reply = (message: FromLoad) => process.send?.(message);
  const keepAlive = setInterval(() => {
    for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(`{"type":6}${RS}`);
  }, 10_000);

  const open = (token: string, index: number, conversationId: number) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/hubs/notice?access_token=${encodeURIComponent(token)}`, { perMessageDeflate: false });
      const marker = `"target":"ImMessage"`;
      const ofGroup = `"conversationId":${conversationId},`;
      let handshaken = false;
      socket.on('open', () => socket.send(`{"protocol":"json","version":1}${RS}`));
      socket.on('message', (data) => {
        const text = (data as Buffer).toString('utf8');
        if (!handshaken) {
          handshaken = text.startsWith(`{}${RS}`);
          sockets.push(socket);
          resolve();
          return;
        }
        for (const record of text.split(RS)) {
          if (!record.includes(marker) || !record.includes(ofGroup)) continue;
          perUser[index] = (perUser[index] ?? 0) + 1;
          if (perUser[index] === expected) {
            complete += 1;
            if (complete === sockets.length) reply({ kind: 'done', lastAt: now(), perUser });
          }
        }
      });
      socket.on('error', reject);
    });

  process.on('message', (message: ToLoad) => {
    if (message.kind === 'connect') {
      perUser = message.tokens.map(() => 0);
      void (async () => {
        for (let start = 0; start < message.tokens.length; start += 50) {
          await Promise.all(message.tokens.slice(start, start + 50).map((token, offset) => open(token, start + offset, message.conversationId)));
        }
        reply({ kind: 'connected', open: sockets.length });
      })();
    } else if (message.kind === 'expect') {
      expected = message.total;
    } else {
      clearInterval(keepAlive);
      for (const socket of sockets) socket.terminate();
      process.exit(0);
    }
  });
}

async function main(users: number, messages: number, concurrency: number): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-im-'));
  const server = fork(self, ['--serve', dataDir, String(users)], { execArgv: process.execArgv });
  const ready = await waitFor<FromServer>(server, (message) => message.kind === 'ready');
  const loader = fork(self, ['--load', String(ready.port)], { execArgv: process.execArgv });
  const connectedAt = now();
  loader.send({ kind: 'connect', tokens: ready.tokens, conversationId: ready.conversationId } satisfies ToLoad);
  const connected = await waitFor<FromLoad>(loader, (message) => message.kind === 'connected');
  console.log(`${connected.kind === 'connected' ? connected.open : 0} chat users connected in ${((now() - connectedAt) / 1000).toFixed(1)} s`);

  loader.send({ kind: 'expect', total: messages } satisfies ToLoad);
  const done = waitFor<FromLoad>(loader, (message) => message.kind === 'done');
  const startedAt = now();
  let next = 0;
  let failed = 0;
  const send = async () => {
    while (next < messages) {
      const index = next;
      next += 1;
      const body = { ConversationId: ready.conversationId, Kind: 'text', Text: `Bench message ${index}` };
      const signature = computeSignature({}, body, APP_SECRET, (text) => createHash('md5').update(text).digest('hex'));
      const response = await fetch(`http://127.0.0.1:${ready.port}/api/IM/Send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-app-id': 'tutor-portal-web', 'x-signature': signature, authorization: `Bearer ${ready.staffToken}` },
        body: JSON.stringify(body),
      });
      const json = (await response.json()) as { ErrorCode: number; Msg: string };
      if (json.ErrorCode !== 0) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, send));
  const sentAt = now();
  const result = await Promise.race<FromLoad | null>([done, new Promise<null>((resolve) => setTimeout(() => resolve(null), 120_000))]);
  if (!result || result.kind !== 'done') {
    console.log(`not every user had every message within 120 s after the last send (${failed} sends failed)`);
  } else {
    const seconds = (result.lastAt - startedAt) / 1000;
    const lost = result.perUser.filter((count) => count !== messages).length;
    console.log(`stored ${messages} messages in ${((sentAt - startedAt) / 1000).toFixed(2)} s (${concurrency} senders, ${failed} failed)`);
    console.log(
      `every one of ${users} users had all ${messages} after ${seconds.toFixed(2)} s: ${(messages / seconds).toFixed(1)} messages/s, ` +
        `${Math.round((messages * users) / seconds)} deliveries/s; users missing a message: ${lost}`,
    );
  }
  loader.send({ kind: 'stop' } satisfies ToLoad);
  server.disconnect();
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function waitFor<T>(child: ChildProcess, match: (message: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const listener = (message: T) => {
      if (!match(message)) return;
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
  });
}
