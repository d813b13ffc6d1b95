/**
 * Training-platform single sign-on links (growth-account.md §2 "External windows"): each of the two
 * training platforms opens signed in, from the tutor's id token and entry key
 * (/api/TeachUser/GetEntryKey). The platforms live on different hosts, from the server's
 * configuration; when the portal's page host is not one of the known production hosts (a
 * developer's machine, a staging copy) every link goes to the local test host instead, so a test
 * never signs a tutor in to the real platforms.
 */
import type { Static } from '@sinclair/typebox';
import type { EntryKeySchema } from './api/training-platforms.schemas';

export const TrainingPlatform = { moodle: 'moodle', academy: 'academy' } as const;
export type TrainingPlatform = (typeof TrainingPlatform)[keyof typeof TrainingPlatform];

export const TRAINING_PLATFORM_LABELS: Readonly<Record<TrainingPlatform, string>> = { moodle: 'Moodle training platform', academy: 'Teaching academy' };

/** Where a platform's single sign-on lands, below its base URL. */
export const TRAINING_SSO_PATH = '/auth/portal/login';

/** GetEntryKey's answer: the key, a short-lived id token for the platforms, and where they are. */
export type EntryKeyAnswer = Static<typeof EntryKeySchema>;

export interface TrainingPlatformLink {
  Platform: TrainingPlatform;
  Label: string;
  Url: string;
}

const isProductionHost = (pageHost: string, productionHosts: readonly string[]) =>
  productionHosts.some((host) => host.trim().toLowerCase() === pageHost.trim().toLowerCase());

/**
 * The two platforms' links for a page on `pageHost`. On a production host each goes to its own
 * platform; elsewhere both go to the test host, which tells them apart by the `platform` field.
 * Nothing is built without an id token and an entry key (the tutor would land signed out).
 */
export function trainingPlatformLinks(pageHost: string, answer: EntryKeyAnswer): TrainingPlatformLink[] {
  if (!answer.IdToken || !answer.EntryKey) return [];
  const production = isProductionHost(pageHost, answer.ProductionHosts);
  return (Object.keys(TRAINING_PLATFORM_LABELS) as TrainingPlatform[]).map((platform) => {
    const base = (production ? answer.Platforms[platform] : answer.TestUrl).replace(/\/+$/, '');
    const query = new URLSearchParams({ id_token: answer.IdToken, entry_key: answer.EntryKey });
    if (!production) query.set('platform', platform);
    return { Platform: platform, Label: TRAINING_PLATFORM_LABELS[platform], Url: `${base}${TRAINING_SSO_PATH}?${query.toString()}` };
  });
}
