import { startStandIn } from './openai-stand-in';

// The browser tests' assistant endpoint: `tsx tests/support/openai-stand-in.main.ts` (AI_STAND_IN_PORT).
const standIn = await startStandIn(Number(process.env.AI_STAND_IN_PORT ?? 9181));
process.stdout.write(`OpenAI-compatible stand-in at ${standIn.url}\n`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
