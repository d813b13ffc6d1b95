import { describe, expect, it } from 'vitest';
import { translateServerMessage } from '../../src/domain/translations';

describe('server message translation', () => {
  it('translates the known Chinese messages', () => {
    expect(translateServerMessage('数据校验失败')).toBe('Data verification failed');
    expect(translateServerMessage('程序访问异常，请稍后再试！')).toBe('Program access is abnormal, please try again later!');
    expect(translateServerMessage('签名验证失败！')).toBe('Signature verification failed!');
    expect(translateServerMessage('未授权访问，请重新登录')).toBe('Unauthorized access, please login again.');
  });

  it('leaves English and unknown Chinese messages as they are', () => {
    expect(translateServerMessage('The username or password is incorrect.')).toBe('The username or password is incorrect.');
    expect(translateServerMessage('未知错误')).toBe('未知错误');
  });
});
