import { Messages } from './messages';

/**
 * Known Chinese server messages and the English the user sees instead (shell.md §8,
 * growth-account.md §8). Matched by inclusion, since the server may add punctuation.
 */
const KNOWN_CHINESE_MESSAGES: ReadonlyArray<readonly [string, string]> = [
  ['数据校验失败', Messages.dataVerificationFailed],
  ['程序访问异常', Messages.programAccessAbnormal],
  ['签名验证失败', Messages.signatureFailed],
  ['未授权访问', Messages.unauthorizedLoginAgain],
];

const CHINESE = /[\u4e00-\u9fff]/;

/** The message to show for a server `Msg`: known Chinese messages in English, others as they are. */
export function translateServerMessage(message: string): string {
  if (!CHINESE.test(message)) return message;
  for (const [chinese, english] of KNOWN_CHINESE_MESSAGES) {
    if (message.includes(chinese)) return english;
  }
  return message;
}
