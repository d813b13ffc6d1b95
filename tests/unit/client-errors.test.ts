import { describe, expect, it } from 'vitest';
import { chunkReport, CLIENT_ERROR_FIELD_MAX_LENGTH, failedRequestOf } from '../../src/domain/client-errors';

describe('chunk failure report', () => {
  it('names the module a failed dynamic import asked for', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:8205/assets/flowers.page-1a2b.js');
    expect(failedRequestOf(error)).toBe('http://127.0.0.1:8205/assets/flowers.page-1a2b.js');
    expect(chunkReport(error, '/flowers')).toEqual({
      Type: 'chunk',
      Request: 'http://127.0.0.1:8205/assets/flowers.page-1a2b.js',
      Path: '/flowers',
      Message: error.message,
    });
  });

  it('keeps an error without a URL (Request empty) and cuts every field to the limit', () => {
    expect(failedRequestOf('Loading chunk 7 failed')).toBe('');
    const report = chunkReport(new Error('x'.repeat(5000)), `/${'p'.repeat(5000)}`);
    expect(report.Message).toHaveLength(CLIENT_ERROR_FIELD_MAX_LENGTH);
    expect(report.Path).toHaveLength(CLIENT_ERROR_FIELD_MAX_LENGTH);
  });
});
