import { describe, expect, it } from 'vitest';
import * as wsModule from 'ws';
import { encodeTextFrame } from '../../server/realtime/ws-frame';

// ws's own framing, exported by its ESM wrapper but missing from its type declarations.
const { Sender } = wsModule as unknown as { Sender: { frame(data: Buffer, options: object): Buffer[] } };

describe('encodeTextFrame', () => {
  it('builds the same bytes as ws frames an unmasked final text frame, at every length encoding', () => {
    for (const length of [0, 1, 125, 126, 127, 65_535, 65_536, 70_000]) {
      const payload = Buffer.alloc(length, 0x61);
      const expected = Buffer.concat(Sender.frame(payload, { fin: true, rsv1: false, opcode: 1, mask: false, readOnly: true }));
      expect(encodeTextFrame(payload).equals(expected), `length ${length}`).toBe(true);
    }
  });
});
