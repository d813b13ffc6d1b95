import { describe, expect, it } from 'vitest';
import { TRAINING_SSO_PATH, trainingPlatformLinks, type EntryKeyAnswer } from '../../src/domain/training-platforms';

const answer: EntryKeyAnswer = {
  EntryKey: 'ek-100313-a1b2',
  IdToken: 'eyJhbGciOiJIUzI1NiJ9.e30.sig',
  Platforms: { moodle: 'https://moodle.provider.com/', academy: 'https://academy.provider.net' },
  TestUrl: 'http://localhost:8090',
  ProductionHosts: ['tutor.provider.com', 'Tutor2.provider.com:8443'],
};

describe('training-platform single sign-on links', () => {
  it('sends each platform to its own host from a production page host', () => {
    const links = trainingPlatformLinks('tutor.provider.com', answer);
    expect(links.map((link) => new URL(link.Url).origin)).toEqual(['https://moodle.provider.com', 'https://academy.provider.net']);
    for (const link of links) {
      const url = new URL(link.Url);
      expect(url.pathname).toBe(TRAINING_SSO_PATH);
      expect(url.searchParams.get('id_token')).toBe(answer.IdToken);
      expect(url.searchParams.get('entry_key')).toBe(answer.EntryKey);
      expect(url.searchParams.has('platform')).toBe(false);
    }
  });

  it('matches production hosts with their port, whatever the case', () => {
    expect(new URL(trainingPlatformLinks('tutor2.provider.com:8443', answer)[0]!.Url).host).toBe('moodle.provider.com');
    expect(new URL(trainingPlatformLinks('tutor2.provider.com', answer)[0]!.Url).host).toBe('localhost:8090');
  });

  it('uses the local test host, naming the platform, from any other page host', () => {
    const links = trainingPlatformLinks('127.0.0.1:8080', answer);
    expect(links.map((link) => new URL(link.Url).host)).toEqual(['localhost:8090', 'localhost:8090']);
    expect(links.map((link) => new URL(link.Url).searchParams.get('platform'))).toEqual(['moodle', 'academy']);
  });

  it('builds nothing without an id token or an entry key', () => {
    expect(trainingPlatformLinks('tutor.provider.com', { ...answer, IdToken: '' })).toEqual([]);
    expect(trainingPlatformLinks('tutor.provider.com', { ...answer, EntryKey: '' })).toEqual([]);
  });

  it('escapes what it puts in the address', () => {
    const link = trainingPlatformLinks('tutor.provider.com', { ...answer, EntryKey: 'a&b=c' })[0]!;
    expect(new URL(link.Url).searchParams.get('entry_key')).toBe('a&b=c');
  });
});
